import type { CaseFacts } from '../reading/case-facts';
import type { DecisionRule, DecisionRuleEffect } from './decision-rule.types';
import { finding, item, range, scored, tally, TENDER, type Reading } from './rule-reading';

/** McIsaac scored patients from 3 years; group A streptococcus is rare below that. */
const MIN_AGE_YEARS = 3;
const FEVER_C = 38;

const soreThroat =
  /(?<![\w])(?:sore throat|throat (?:pain|is sore|ache)|painful throat|pharyngitis|tonsillitis|odynophagia|pain(?:ful)? (?:on|when) swallowing|strep throat|(?:scratchy|raw) throat)(?![\w])/;

const feverWords = finding({
  present: [/fever\w*|febrile|pyrexi\w*|rigors|high temperature|hot to touch/],
  absent: [/afebrile|apyrexial/],
  negated: [/fever\w*|febrile|pyrexi\w*|temperature/],
});
const cough = finding({
  present: [/cough\w*/],
  negated: [/cough\w*/],
});
const NODES =
  '(?:anterior )?(?:cervical |neck |submandibular |jugulodigastric )?(?:lymph )?(?:nodes?|glands?|lymphadenopathy|adenopathy)';
const tenderNodes = finding({
  present: [
    /(?:anterior |tender |swollen |enlarged |painful )*cervical (?:lymph)?adenopathy|lymphadenopathy|swollen glands/,
  ],
  near: [[new RegExp(`${TENDER}|swollen|enlarged|palpable|painful|swelling`), new RegExp(NODES), 3]],
  absent: [/no (?:palpable )?(?:lymph ?)?nodes|non ?-?tender (?:lymph )?nodes/],
  negated: [/nodes?|glands?|(?:lymph)?adenopathy|lymph/],
});
const tonsils = finding({
  present: [
    /exudat\w*|pus (?:on|over) (?:the )?tonsils?|(?:white|yellow) (?:spots|patches|plaques) (?:on|over) (?:the )?tonsils?|purulent tonsil\w*|(?:swollen|enlarged|hypertrophied|inflamed|large|kissing) tonsils?|tonsils? (?:are |were )?(?:swollen|enlarged|hypertrophied|inflamed|large|covered|with pus|with exudate)|tonsillar (?:swelling|enlargement|hypertrophy|exudate)/,
  ],
  absent: [/tonsils? (?:are |were )?(?:normal|normal size|not (?:enlarged|swollen))|no tonsillar/],
  negated: [/exudat\w*|tonsil\w*|pus/],
});
const bedsideTest =
  /(?<![\w])(?:rapid (?:strep(?:tococcal)?|antigen)|radt|strep (?:a )?(?:test|swab)|point ?-?of ?-?care|(?:throat )?swab (?:taken|done|sent|positive|negative)|streptatest|lateral flow)(?![\w])/;

function temperature(facts: CaseFacts): Reading {
  const measured = facts.vitals.temperatureC;
  if (measured !== undefined && measured > FEVER_C) return { present: true, evidence: `Temp ${measured} C` };
  const words = feverWords(facts);
  if (words?.present) return { present: true, evidence: `history of fever: ${words.evidence}` };
  if (measured !== undefined) return { present: false, evidence: `Temp ${measured} C` };
  return words;
}

function agePoints(years: number): number {
  if (years < 15) return 1;
  if (years < 45) return 0;
  return -1;
}

/**
 * Centor criteria (Centor 1981) with McIsaac's age adjustment (McIsaac 1998) for sore throat: fever
 * over 38 C, absence of cough, tender anterior cervical nodes, tonsillar exudate or swelling, and age
 * 3-14 +1, 15-44 0, 45 or over -1. Score 0-1: no test, no antibiotic; 2-3: rapid antigen test or
 * culture, antibiotic if positive; 4 or more: test, or consider empirical antibiotic.
 */
export const centorMcIsaacRule: DecisionRule = (facts) => {
  if (!soreThroat.test(facts.presenting.affirmed)) return null;
  const years = facts.age?.years;
  if (years !== undefined && years < MIN_AGE_YEARS) return null;

  const coughReading = cough(facts);
  const noCough: Reading = coughReading && {
    present: !coughReading.present,
    evidence: coughReading.present ? coughReading.evidence : `no cough: ${coughReading.evidence}`,
  };
  const result = tally([
    item('Temperature over 38 C', 'temperature (or history of fever over 38 C)', temperature(facts)),
    item('Absence of cough', 'whether there is a cough', noCough),
    item(
      'Tender or swollen anterior cervical nodes',
      'tender or swollen anterior cervical lymph nodes',
      tenderNodes(facts),
    ),
    item('Tonsillar exudate or swelling', 'tonsillar exudate or swelling', tonsils(facts)),
    scored(
      'Age (3-14 +1, 15-44 0, 45 or over -1)',
      'age',
      years === undefined ? undefined : agePoints(years),
      facts.age ? `age ${facts.age.text}` : undefined,
      { min: -1, max: 1 },
    ),
  ]);
  const { low, high } = result;
  const testMentioned = bedsideTest.test(facts.presenting.normalized);
  const band = bandOf(low, high);
  let effect: DecisionRuleEffect = {};
  let advice: string;
  if (band === 'low') advice = 'no throat test and no antibiotic needed';
  else if (band === 'middle') {
    advice =
      'rapid antigen test (point of care, not an ESI resource) or throat culture; antibiotic only if positive';
    if (!testMentioned)
      effect = {
        addResources: [
          {
            resource: 'labs',
            why: 'Centor/McIsaac 2-3: throat culture, as no rapid antigen test is mentioned (a bedside rapid test would not count as a resource)',
          },
        ],
      };
  } else if (band === 'high')
    advice = 'consider an empirical antibiotic, or test first (rapid antigen test or culture)';
  else advice = `cannot be placed yet: ask about ${result.missing.join('; ')}`;
  return {
    id: 'centor-mcisaac',
    name: 'Centor score with McIsaac modification',
    source:
      'Centor RM et al. Med Decis Making 1981;1:239-46; McIsaac WJ et al. A clinical score to reduce unnecessary antibiotic use in patients with sore throat. CMAJ 1998;158:75-83',
    status: result.complete ? 'computed' : 'partial',
    score: result.score,
    outcome: `${result.complete ? `${result.score} points` : `${result.score} points from the inputs read (${range(low, high)} once complete)`}: ${advice}`,
    found: result.found,
    missing: result.missing,
    effect,
  };
};

function bandOf(low: number, high: number): 'low' | 'middle' | 'high' | 'undecided' {
  if (high <= 1) return 'low';
  if (low >= 2 && high <= 3) return 'middle';
  if (low >= 4) return 'high';
  return 'undecided';
}

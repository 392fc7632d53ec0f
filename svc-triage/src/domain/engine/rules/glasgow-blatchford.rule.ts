import type { CaseFacts } from '../reading/case-facts';
import type { DecisionRule, DecisionRuleEffect } from './decision-rule.types';
import {
  finding,
  item,
  range,
  scored,
  tally,
  ureaMmolPerLitre,
  type Reading,
  type RuleItem,
} from './rule-reading';

const HIGH_RISK_FROM = 8;
const MAX_SCORE = 23;

const upperGiBleeding =
  /(?<![\w])(?:hematemesis|vomit\w* (?:up )?(?:bright red |fresh |dark |red |some |a lot of )?blood|blood in (?:the |her |his )?vomit|bloody vomit|coffee ?-?grounds?(?: vomit\w*| emesis| material)?|melena|black (?:tarry |sticky )?(?:stools?|poo\w*|bowel motions?)|tarry stools?|upper gastrointestinal bleeding)(?![\w])/;

const melena = finding({
  present: [/melena|black (?:tarry |sticky )?(?:stools?|poo\w*|bowel motions?)|tarry stools?/],
  absent: [
    /(?:stools?|bowels?|bowel motions?) (?:are |were )?(?:normal|normal colou?r|brown)|normal (?:stools?|bowel motions?)/,
  ],
  negated: [/melena|black|tarry|stools?|bowel motions?/],
});
const syncope = finding({
  present: [/syncope|collapse\w*|faint\w*|passed out|loss of consciousness|lost consciousness/],
  negated: [/syncope|collapse\w*|faint\w*|loss of consciousness/],
});
const hepaticWords = finding({
  present: [
    /cirrho\w*|(?:chronic |alcoholic |fatty )?liver (?:disease|failure|cirrhosis|impairment)|hepatic (?:disease|failure|impairment|encephalopathy)|hepatitis|(?:esophageal |gastric )?varices|portal hypertension|ascites|jaundice\w*|hepatocellular/,
  ],
  negated: [/cirrho\w*|liver|hepat\w*|varices/],
  where: 'both',
});
const cardiacFailureWords = finding({
  present: [
    /heart failure|cardiac failure|congestive|left ventricular failure|lvf|(?:reduced|low|poor) ejection fraction|cardiomyopathy/,
  ],
  negated: [/heart failure|cardiac failure|congestive|cardiomyopathy/],
  where: 'both',
});

const fromHistory =
  (read: (facts: CaseFacts) => Reading) =>
  (facts: CaseFacts): Reading =>
    read(facts) ??
    (facts.form.hasMedicalHistory ? { present: false, evidence: 'not in the medical history given' } : null);

function ureaItem(facts: CaseFacts): RuleItem {
  const name = 'Blood urea (6.5-8: 2, 8-10: 3, 10-25: 4, 25 or more mmol/L: 6)';
  const lab = facts.labs.find((result) => result.analyte === 'urea');
  const urea = lab && ureaMmolPerLitre(lab);
  if (!urea) return scored(name, 'blood urea (BUN)', undefined, undefined, { min: 0, max: 6 });
  const { mmol } = urea;
  const points = mmol >= 25 ? 6 : mmol >= 10 ? 4 : mmol >= 8 ? 3 : mmol >= 6.5 ? 2 : 0;
  return scored(name, 'blood urea (BUN)', points, urea.evidence, { min: 0, max: 6 });
}

function hemoglobinItem(facts: CaseFacts): RuleItem {
  const female = facts.sex === 'female';
  const name = female
    ? 'Hemoglobin, women (10-12: 1, under 10 g/dL: 6)'
    : 'Hemoglobin, men (12-13: 1, 10-12: 3, under 10 g/dL: 6)';
  const lab = facts.labs.find((result) => result.analyte === 'hemoglobin');
  if (lab?.value === undefined) return scored(name, 'hemoglobin', undefined, undefined, { min: 0, max: 6 });
  const hb = lab.value;
  const points = female ? (hb < 10 ? 6 : hb < 12 ? 1 : 0) : hb < 10 ? 6 : hb < 12 ? 3 : hb < 13 ? 1 : 0;
  const assumption = facts.sex === 'unknown' ? ' (sex not stated: men thresholds used)' : '';
  return scored(name, 'hemoglobin', points, `"${lab.source}"${assumption}`, { min: 0, max: 6 });
}

function systolicItem(facts: CaseFacts): RuleItem {
  const sbp = facts.vitals.systolic;
  return scored(
    'Systolic BP (100-109: 1, 90-99: 2, under 90: 3)',
    'systolic blood pressure',
    sbp === undefined ? undefined : sbp < 90 ? 3 : sbp < 100 ? 2 : sbp < 110 ? 1 : 0,
    sbp === undefined ? undefined : `SBP ${sbp}`,
    { min: 0, max: 3 },
  );
}

/**
 * Glasgow-Blatchford score (Blatchford 2000) for upper gastrointestinal bleeding: urea, hemoglobin by
 * sex, systolic pressure, pulse 100 or more, melena, syncope, hepatic disease, cardiac failure (0-23).
 * 0: low risk, outpatient management can be considered; 1 or more: hospital assessment; 8 or more
 * (or a partial score already 8): high risk. Urea and hemoglobin are often not known at triage.
 */
export const glasgowBlatchfordRule: DecisionRule = (facts) => {
  if (!upperGiBleeding.test(facts.presenting.affirmed)) return null;
  const heartRate = facts.vitals.heartRate;
  const result = tally([
    ureaItem(facts),
    hemoglobinItem(facts),
    systolicItem(facts),
    scored(
      'Pulse 100 or more',
      'heart rate',
      heartRate === undefined ? undefined : heartRate >= 100 ? 1 : 0,
      heartRate === undefined ? undefined : `HR ${heartRate}`,
      { min: 0, max: 1 },
    ),
    item('Melena', 'melena (black stools)', melena(facts), 1),
    item('Syncope', 'syncope', syncope(facts), 2),
    item('Hepatic disease', 'liver disease', fromHistory(hepaticWords)(facts), 2),
    item('Cardiac failure', 'heart failure', fromHistory(cardiacFailureWords)(facts), 2),
  ]);
  const { low, high } = result;
  let effect: DecisionRuleEffect = {};
  let band: string;
  if (low >= HIGH_RISK_FROM) {
    band = 'high risk: likely to need transfusion or endoscopic intervention';
    effect = {
      highRisk: `Glasgow-Blatchford ${result.complete ? result.score : `at least ${low}`}: high-risk upper GI bleed`,
      addResources: [
        { resource: 'labs', why: 'Glasgow-Blatchford 1 or more: blood count, urea, cross-match' },
      ],
    };
  } else if (low >= 1) {
    band = 'not low risk (1 or more): hospital assessment and endoscopy';
    effect = {
      addResources: [
        { resource: 'labs', why: 'Glasgow-Blatchford 1 or more: blood count, urea, group and screen' },
      ],
    };
  } else if (high === 0) band = 'low risk (0): outpatient management can be considered';
  else band = `not yet decided: 0 would allow outpatient management, ${HIGH_RISK_FROM} or more is high risk`;
  return {
    id: 'glasgow-blatchford',
    name: 'Glasgow-Blatchford bleeding score',
    source:
      'Blatchford O, Murray WR, Blatchford M. A risk score to predict need for treatment for upper-gastrointestinal haemorrhage. Lancet 2000;356:1318-21',
    status: result.complete ? 'computed' : 'partial',
    score: result.score,
    outcome: result.complete
      ? `${result.score} points: ${band}`
      : `${result.score} points from the inputs read, ${range(low, Math.min(high, MAX_SCORE))} once complete: ${band}`,
    found: result.found,
    missing: result.missing,
    effect,
  };
};

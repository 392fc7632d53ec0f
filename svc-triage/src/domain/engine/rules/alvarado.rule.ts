import type { CaseFacts } from '../reading/case-facts';
import { abdominalPain } from '../red-flags/common-phrases';
import type { DecisionRule, DecisionRuleEffect } from './decision-rule.types';
import { finding, item, range, tally, TENDER, type Reading } from './rule-reading';

const MIN_AGE_YEARS = 4;
const TEMP_C = 37.3;
const WBC_ABOVE = 10;
const NEUTROPHIL_PERCENT_ABOVE = 75;
/** An absolute neutrophil count above this, with no differential, is read as the left shift. */
const NEUTROPHILS_ABSOLUTE_ABOVE = 7.5;
const PROBABLE = 7;
const UNLIKELY_MAX = 3;

const RLQ = '(?:right lower quadrant|right iliac fossa|mcburney\\w*(?: point)?)';

const migration = finding({
  present: [
    new RegExp(
      `(?:migrat\\w*|moved|shifted|mov(?:ed|ing)|localis\\w*|localiz\\w*|settled)(?: (?:down|over))? (?:to|into|in) (?:the )?${RLQ}`,
    ),
    new RegExp(
      `(?:periumbilical|peri ?-?umbilical|umbilic\\w*|central|around the (?:navel|belly button|umbilicus)|epigastric)[^.;\\n]{0,60}?(?:now|then|later|moved|migrat\\w*|shift\\w*|locali[sz]\\w*|settled)[^.;\\n]{0,30}?${RLQ}`,
    ),
  ],
  absent: [/no migration|did not (?:move|migrate)/],
  negated: [/migrat\w*|mov(?:ed|ing)|shift\w*/],
});
const anorexia = finding({
  present: [
    /anorexi\w*|loss of appetite|lost (?:his|her|their) appetite|(?:poor|reduced|decreased|low) appetite|off (?:his|her|their) food|not hungry|poor feeding/,
  ],
  stated: [/no appetite(?! (?:loss|change|problems?))/],
  absent: [
    /appetite (?:is )?(?:normal|good|ok|fine|preserved|unchanged)|(?:normal|good) appetite|eating (?:normally|well)|no change in appetite/,
  ],
  negated: [/anorexi\w*|appetite|eating/],
});
const nauseaVomiting = finding({
  present: [/nause\w*|vomit\w*|emesis|throwing up|threw up/],
  negated: [/nause\w*|vomit\w*|emesis/],
});
const rlqTenderness = finding({
  present: [new RegExp(`mcburney\\w*(?: point)? (?:sign|tenderness)|${RLQ} (?:is )?${TENDER}`)],
  near: [[new RegExp(TENDER), new RegExp(RLQ), 3]],
  absent: [
    /(?:abdomen|abdominal|abdo)(?: is| was)? (?:soft,? )?(?:and )?non ?-?tender|soft,? (?:and )?non ?-?tender|non ?-?tender (?:abdomen|abdominal)/,
  ],
  negated: [new RegExp(RLQ), /^(?:abdominal |localized |focal |any )?tenderness$/, /abdominal tenderness/],
});
const rebound = finding({
  present: [
    /rebound(?: tenderness| pain)?|rovsing\w*(?: sign)?|peritonism|peritoneal (?:signs|irritation)|percussion tenderness|(?:pain|hurts) (?:on|with|when) (?:coughing|hopping|jumping|going over bumps)/,
  ],
  negated: [/rebound|peritonism|peritoneal|rovsing\w*|percussion/],
});
const feverWords = finding({
  present: [/fever\w*|febrile|pyrexi\w*/],
  absent: [/afebrile|apyrexial/],
  negated: [/fever\w*|febrile|pyrexi\w*|temperature/],
});
const leftShiftWords = finding({
  present: [/left shift|shift to the left|neutrophilia|bandemia|neutrophil leukocytosis/],
  negated: [/left shift|shift to the left|neutrophilia/],
});
const neutrophilPercent =
  /(?<![\w])(?:neutrophils?|neuts|polymorphs|pmns?)\s*(?:[:=]|of|was|is)?\s*(\d{1,2}(?:\.\d+)?)\s*%/;

function temperature(facts: CaseFacts): Reading {
  const measured = facts.vitals.temperatureC;
  if (measured !== undefined) return { present: measured >= TEMP_C, evidence: `Temp ${measured} C` };
  return feverWords(facts);
}

function leukocytosis(facts: CaseFacts): Reading {
  const wbc = facts.labs.find((lab) => lab.analyte === 'wbc');
  if (!wbc) return null;
  if (wbc.value !== undefined) return { present: wbc.value > WBC_ABOVE, evidence: `"${wbc.source}"` };
  return wbc.qualitative ? { present: wbc.qualitative === 'positive', evidence: `"${wbc.source}"` } : null;
}

function leftShift(facts: CaseFacts): Reading {
  const percent = neutrophilPercent.exec(facts.presenting.normalized);
  if (percent?.[1])
    return { present: Number(percent[1]) > NEUTROPHIL_PERCENT_ABOVE, evidence: `"${percent[0]}"` };
  const words = leftShiftWords(facts);
  if (words) return words;
  const absolute = facts.labs.find((lab) => lab.analyte === 'neutrophils');
  if (absolute?.value !== undefined)
    return {
      present: absolute.value > NEUTROPHILS_ABSOLUTE_ABOVE,
      evidence: `"${absolute.source}" (absolute count; no differential given)`,
    };
  return null;
}

/**
 * Alvarado score (Alvarado 1986, MANTRELS) for abdominal pain: migration to the right lower quadrant 1,
 * anorexia 1, nausea or vomiting 1, right lower quadrant tenderness 2, rebound 1, temperature 37.3 C or
 * more 1, leukocytosis over 10 x10^9/L 2, left shift 1. 7 or more: appendicitis probable, surgical
 * consultation; 4-6 possible; 3 or less unlikely.
 */
export const alvaradoRule: DecisionRule = (facts) => {
  if (!abdominalPain(facts)) return null;
  const years = facts.age?.years;
  if (years !== undefined && years < MIN_AGE_YEARS) return null;
  const result = tally([
    item(
      'Migration of pain to the right lower quadrant',
      'migration of the pain to the right lower quadrant',
      migration(facts),
      1,
    ),
    item('Anorexia', 'appetite (anorexia)', anorexia(facts), 1),
    item('Nausea or vomiting', 'nausea or vomiting', nauseaVomiting(facts), 1),
    item(
      'Right lower quadrant tenderness',
      'right lower quadrant tenderness on examination',
      rlqTenderness(facts),
      2,
    ),
    item('Rebound tenderness', 'rebound tenderness', rebound(facts), 1),
    item(`Temperature ${TEMP_C} C or more`, 'temperature', temperature(facts), 1),
    item(`Leukocytosis (WBC over ${WBC_ABOVE} x10^9/L)`, 'white cell count', leukocytosis(facts), 2),
    item(
      `Left shift (neutrophils over ${NEUTROPHIL_PERCENT_ABOVE}%)`,
      'neutrophil percentage (left shift)',
      leftShift(facts),
      1,
    ),
  ]);
  const { low, high } = result;
  let effect: DecisionRuleEffect = {};
  let band: string;
  if (low >= PROBABLE) {
    band = 'appendicitis probable (7 or more): surgical consultation';
    effect = {
      addResources: [
        {
          resource: 'specialtyConsultation',
          why: `Surgical consultation: Alvarado ${low} or more, appendicitis probable`,
        },
      ],
    };
  } else if (high <= UNLIKELY_MAX) band = 'appendicitis unlikely (3 or less)';
  else if (low > UNLIKELY_MAX) band = 'appendicitis possible (4-6): observation, imaging or surgical review';
  else band = 'not yet decided: the missing inputs can move it from unlikely to probable';
  const cappedHigh = Math.min(high, 10);
  return {
    id: 'alvarado',
    name: 'Alvarado score (MANTRELS)',
    source:
      'Alvarado A. A practical score for the early diagnosis of acute appendicitis. Ann Emerg Med 1986;15:557-64',
    status: result.complete ? 'computed' : 'partial',
    score: result.score,
    outcome: result.complete
      ? `${result.score} points: ${band}`
      : `${result.score} points from the inputs read, ${range(low, cappedHigh)} once complete: ${band}`,
    found: result.found,
    missing: result.missing,
    effect,
  };
};

import { chestInfectionOver } from '../red-flags/common-phrases';
import type { CaseFacts } from '../reading/case-facts';
import type { DecisionRule, DecisionRuleEffect } from './decision-rule.types';
import { range, scored, tally, ureaMmolPerLitre, type Reading, type RuleItem } from './rule-reading';

const ADULT_YEARS = 18;
const UREA_ABOVE_MMOL_L = 7;
const SEVERE_FROM = 3;

const pneumonia =
  /(?<![\w])(?<!(?:history of|previous|prior|past|recurrent) )(?:pneumonia|pneumonic|chest infection|lower respiratory (?:tract )?infection|lrti|community ?-?acquired pneumonia|consolidation)(?![\w])/;
/** A productive cough with fever reads as a chest infection even when no one has named it. */
const productiveCough =
  /(?<![\w])(?:productive cough|cough\w* (?:up |productive of |with |bringing up )?(?:\w+ )?(?:sputum|phlegm)|(?:green|yellow|purulent|rusty) sputum)(?![\w])/;
const feverWords = /(?<![\w])(?:fever\w*|febrile|pyrexi\w*|rigors)(?![\w])/;
const alertWords =
  /(?<![\w])(?:alert|oriented|orientated|a&o ?x? ?[34]|aox?[34]|gcs (?:of )?15|amts? (?:of )?(?:9|10)(?:\/10)?|not confused)(?![\w])/;

function isChestInfection(facts: CaseFacts): boolean {
  if (chestInfectionOver(facts)) return false;
  const text = facts.presenting.affirmed;
  if (pneumonia.test(text)) return true;
  const febrile = feverWords.test(text) || (facts.vitals.temperatureC ?? 0) >= 38;
  return febrile && productiveCough.test(text);
}

function confusion(facts: CaseFacts): Reading {
  if (facts.mentalStatus.altered)
    return { present: true, evidence: facts.mentalStatus.evidence ?? 'altered mental status' };
  if (facts.vitals.gcs === 15) return { present: false, evidence: 'GCS 15' };
  if (facts.vitals.avpu === 'A') return { present: false, evidence: 'alert' };
  const alert = alertWords.exec(facts.presenting.affirmed);
  if (alert) return { present: false, evidence: `"${alert[0]}"` };
  const negated = facts.presenting.negated.find((span) => /confus\w*|disorient\w*|drows\w*/.test(span));
  return negated ? { present: false, evidence: `negated "${negated.replace(/[.;:,]+$/, '')}"` } : null;
}

function ureaItem(facts: CaseFacts): RuleItem {
  const name = `Urea over ${UREA_ABOVE_MMOL_L} mmol/L (BUN over 19 mg/dL)`;
  const lab = facts.labs.find((result) => result.analyte === 'urea');
  const urea = lab && ureaMmolPerLitre(lab);
  if (!urea) return scored(name, 'blood urea (BUN)', undefined, undefined, { min: 0, max: 1 });
  return scored(name, 'blood urea (BUN)', urea.mmol > UREA_ABOVE_MMOL_L ? 1 : 0, urea.evidence, {
    min: 0,
    max: 1,
  });
}

function bloodPressureItem(facts: CaseFacts): RuleItem {
  const { systolic, diastolic } = facts.vitals;
  const name = 'Systolic BP under 90 or diastolic 60 or less';
  const evidence =
    systolic === undefined ? undefined : `BP ${systolic}${diastolic === undefined ? '' : `/${diastolic}`}`;
  let points: number | undefined;
  if ((systolic !== undefined && systolic < 90) || (diastolic !== undefined && diastolic <= 60)) points = 1;
  else if (systolic !== undefined && diastolic !== undefined) points = 0;
  return scored(
    name,
    'blood pressure (systolic and diastolic)',
    points,
    evidence ?? (diastolic === undefined ? undefined : `diastolic ${diastolic}`),
    {
      min: 0,
      max: 1,
    },
  );
}

/**
 * CURB-65 (Lim 2003) for pneumonia: confusion, urea over 7 mmol/L, respiratory rate 30 or more, systolic
 * under 90 or diastolic 60 or less, age 65 or more. 0-1: home treatment; 2: hospital (blood tests and
 * parenteral antibiotics); 3 or more: severe pneumonia, high risk. Without a urea it is CRB-65 (0: low
 * risk; 1-2: hospital assessment; 3-4: urgent admission), and the outcome says so.
 */
export const curb65Rule: DecisionRule = (facts) => {
  if (!isChestInfection(facts)) return null;
  const years = facts.age?.years;
  if (years !== undefined && years < ADULT_YEARS) return null;
  const rr = facts.vitals.respiratoryRate;
  const urea = ureaItem(facts);
  const crb: RuleItem[] = [
    scored('Confusion', 'mental status (new confusion)', ...confusionPoints(confusion(facts)), {
      min: 0,
      max: 1,
    }),
    scored(
      'Respiratory rate 30 or more',
      'respiratory rate',
      rr === undefined ? undefined : rr >= 30 ? 1 : 0,
      rr === undefined ? undefined : `RR ${rr}`,
      { min: 0, max: 1 },
    ),
    bloodPressureItem(facts),
    scored(
      'Age 65 or over',
      'age',
      years === undefined ? undefined : years >= 65 ? 1 : 0,
      facts.age ? `age ${facts.age.text}` : undefined,
      { min: 0, max: 1 },
    ),
  ];
  const withUrea = urea.points !== undefined;
  const result = tally(withUrea ? [crb[0] as RuleItem, urea, ...crb.slice(1)] : crb);
  const missing = withUrea ? result.missing : [...result.missing, 'blood urea (BUN) for CURB-65'];
  const { low, high } = result;
  const label = withUrea ? 'CURB-65' : 'CRB-65 (CURB-65 without urea)';
  const labsAndAntibiotics = (why: string): DecisionRuleEffect['addResources'] => [
    { resource: 'labs', why },
    { resource: 'parenteralMedication', why: `Parenteral antibiotics: ${why}` },
  ];
  let effect: DecisionRuleEffect = {};
  let band: string;
  if (low >= SEVERE_FROM) {
    band = withUrea
      ? 'severe pneumonia (3 or more): hospital admission, consider critical care'
      : 'high risk (3-4): urgent hospital admission';
    effect = {
      highRisk: `${withUrea ? 'CURB-65' : 'CRB-65'} ${result.complete ? result.score : `at least ${low}`}: severe pneumonia`,
      addResources: labsAndAntibiotics(`${label} ${SEVERE_FROM} or more`),
    };
  } else if (withUrea && low >= 2) {
    band =
      high === 2
        ? 'moderate severity (2): hospital treatment'
        : 'at least moderate severity (2 or more): hospital treatment';
    effect = { addResources: labsAndAntibiotics('CURB-65 of 2: hospital treatment') };
  } else if (!withUrea && low >= 2) {
    band = 'increased risk (CRB-65 2, so CURB-65 2 or more): hospital assessment';
    effect = { addResources: labsAndAntibiotics('CRB-65 of 2: CURB-65 is 2 or more') };
  } else if (!withUrea && low >= 1) {
    band =
      'increased risk (CRB-65 1-2): hospital assessment; the urea decides CURB-65 1 (home) or 2 (hospital)';
    effect = { addResources: [{ resource: 'labs', why: 'CRB-65 of 1: urea to complete CURB-65' }] };
  } else if (withUrea && high <= 1) band = 'low severity (0-1): home treatment can be considered';
  else if (!withUrea && high === 0) band = 'low risk (CRB-65 0): home treatment can be considered';
  else band = `not yet decided: depends on ${missing.join('; ')}`;
  return {
    id: 'curb-65',
    name: withUrea ? 'CURB-65' : 'CRB-65 (CURB-65 without urea)',
    source:
      'Lim WS et al. Defining community acquired pneumonia severity on presentation to hospital: an international derivation and validation study. Thorax 2003;58:377-82',
    status: result.complete && withUrea ? 'computed' : 'partial',
    score: result.score,
    outcome: `${label} ${result.complete ? result.score : `${result.score} from the inputs read (${range(low, high)} once complete)`}: ${band}`,
    found: result.found,
    missing,
    effect,
  };
};

function confusionPoints(reading: Reading): [number | undefined, string | undefined] {
  if (!reading) return [undefined, undefined];
  return [reading.present ? 1 : 0, reading.evidence];
}

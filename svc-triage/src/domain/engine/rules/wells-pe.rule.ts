import type { CaseFacts } from '../reading/case-facts';
import type { DecisionRule, DecisionRuleEffect } from './decision-rule.types';
import {
  hemoptysis,
  isChestPainOrBreathlessAdult,
  priorVte,
  surgeryOrImmobilisation,
  unilateralLegSwelling,
} from './pulmonary-embolism.shared';
import { finding, item, range, scored, tally, type Reading, type Tally } from './rule-reading';

/** Wells two-level model: more than 4 points, PE likely. */
const LIKELY_ABOVE = 4;
const TACHYCARDIA = 100;

const peMostLikely = finding({
  present: [
    /(?:suspect\w*|suspicion of|concern\w* (?:for|of|about)|query|likely|probable|possible|\?) ?(?:an? )?pulmonary embol\w*|pulmonary embol\w* (?:is )?(?:suspected|likely|most likely|probable)/,
  ],
  absent: [
    /alternative (?:diagnosis )?(?:is )?more likely|pulmonary embol\w* (?:is )?(?:unlikely|less likely|not suspected|not likely)/,
  ],
});

const CANCER =
  'cancer|malignan\\w*|carcinoma|metasta\\w*|lymphoma|leuk\\w*mia|myeloma|sarcoma|tumou?r|oncology|chemo\\w*|radiotherapy|palliative';
const cancerPattern = new RegExp(`(?<![\\w])(?:${CANCER})(?![\\w])`);
/** "Breast cancer 10 years ago, in remission" is not active cancer (treatment within 6 months or palliative). */
const inactiveCancer = new RegExp(
  `(?:${CANCER})[^.;\\n]{0,60}?(?:in remission|remission|cured|resolved|all clear|(?:\\d+|several|many) years ago)`,
);
const negatedCancer = finding({ negated: [new RegExp(CANCER)], where: 'both' });

export function activeMalignancy(facts: CaseFacts): Reading {
  if (facts.medications.includes('chemotherapy')) return { present: true, evidence: 'takes chemotherapy' };
  for (const text of [facts.history.affirmed, facts.presenting.affirmed]) {
    const match = cancerPattern.exec(text);
    if (!match) continue;
    const inactive = inactiveCancer.exec(text);
    if (inactive) return { present: false, evidence: `not active: "${inactive[0]}"` };
    return { present: true, evidence: `"${match[0]}"` };
  }
  const negated = negatedCancer(facts);
  if (negated) return negated;
  return facts.form.hasMedicalHistory
    ? { present: false, evidence: 'not in the medical history given' }
    : null;
}

export interface WellsReading {
  result: Tally;
  /** 'likely' (> 4), 'unlikely' (≤ 4) or undefined while the missing inputs could change it. */
  verdict?: 'likely' | 'unlikely';
}

export function readWells(facts: CaseFacts): WellsReading {
  const heartRate = facts.vitals.heartRate;
  const result = tally([
    item(
      'Clinical signs of DVT',
      'leg swelling and calf tenderness (clinical signs of DVT)',
      unilateralLegSwelling(facts),
      3,
    ),
    item(
      'PE the most likely diagnosis',
      'whether PE is the most likely diagnosis (clinician judgement)',
      peMostLikely(facts),
      3,
    ),
    scored(
      `Heart rate over ${TACHYCARDIA}`,
      'heart rate',
      heartRate === undefined ? undefined : heartRate > TACHYCARDIA ? 1.5 : 0,
      heartRate === undefined ? undefined : `HR ${heartRate}`,
      { min: 0, max: 1.5 },
    ),
    item(
      'Immobilisation 3 days or more, or surgery in the previous 4 weeks',
      'recent surgery (4 weeks) or immobilisation (3 days or more)',
      surgeryOrImmobilisation(facts),
      1.5,
    ),
    item('Previous DVT or PE', 'previous DVT or PE', priorVte(facts), 1.5),
    item('Hemoptysis', 'hemoptysis', hemoptysis(facts), 1),
    item('Malignancy (treatment within 6 months or palliative)', 'active cancer', activeMalignancy(facts), 1),
  ]);
  const verdict = result.low > LIKELY_ABOVE ? 'likely' : result.high <= LIKELY_ABOVE ? 'unlikely' : undefined;
  return { result, verdict };
}

/**
 * Wells score for pulmonary embolism (Wells 2000), two-level: more than 4 points, PE likely (CT
 * pulmonary angiography; high risk at decision point B); 4 or less, PE unlikely (D-dimer, or PERC
 * when the pretest probability is low). Applied to chest pain or breathlessness in adults.
 */
export const wellsPeRule: DecisionRule = (facts) => {
  if (!isChestPainOrBreathlessAdult(facts)) return null;
  const { result, verdict } = readWells(facts);
  const points = result.complete
    ? `${result.score} points`
    : `${result.score} points from the inputs read (${range(result.low, result.high)} once complete)`;
  let effect: DecisionRuleEffect = {};
  let outcome: string;
  if (verdict === 'likely') {
    outcome = `${points}: PE likely (more than 4): CT pulmonary angiography`;
    effect = {
      highRisk: 'PE likely by Wells',
      addResources: [{ resource: 'advancedImaging', why: 'CT pulmonary angiography: PE likely by Wells' }],
    };
  } else if (verdict === 'unlikely') {
    outcome = `${points}: PE unlikely (4 or less): D-dimer to exclude PE, or no test if PERC is negative with a low pretest probability`;
  } else {
    outcome = `${points}: PE likely or unlikely depends on ${result.missing.join('; ')}`;
  }
  return {
    id: 'wells-pe',
    name: 'Wells score for pulmonary embolism',
    source:
      'Wells PS et al. Derivation of a simple clinical model to categorize patients probability of pulmonary embolism. Thromb Haemost 2000;83:416-20',
    status: result.complete ? 'computed' : 'partial',
    score: result.score,
    outcome,
    found: result.found,
    missing: result.missing,
    effect,
  };
};

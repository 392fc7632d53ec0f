import type { CaseFacts } from '../reading/case-facts';
import type { EsiResource } from '../scores/esi-resources';

/** What a computed rule changes in the triage: resources it makes unnecessary or necessary, or high risk. */
export interface DecisionRuleEffect {
  /** Resources the rule makes unnecessary (Ottawa ankle negative: no X-ray). */
  removeResources?: EsiResource[];
  /** Resources the rule makes necessary (CURB-65 of 2: blood tests and IV antibiotics). */
  addResources?: Array<{ resource: EsiResource; why: string }>;
  /** A result that makes the patient high risk (ESI decision point B), e.g. CURB-65 ≥ 3. */
  highRisk?: string;
}

/** One clinical decision rule applied to one case. */
export interface DecisionRuleResult {
  id: DecisionRuleId;
  name: string;
  /** Where the rule comes from (authors, year, journal or guideline). */
  source: string;
  /** computed: every input was read; partial: scored from what was read, some inputs missing. */
  status: 'computed' | 'partial';
  /** The score, for scored rules (Centor, HEART, Wells, Alvarado, Glasgow-Blatchford, CURB-65). */
  score?: number;
  /** The rule's answer in words: "negative: no X-ray needed", "2 points: consider hospital treatment". */
  outcome: string;
  /** The inputs read from the case, each as the evidence for it ("unable to bear weight: 'could not walk'"). */
  found: string[];
  /** The inputs the case does not say, in words a clinician would ask about. */
  missing: string[];
  /** Applied only when status is 'computed', or when the partial score already decides the outcome. */
  effect: DecisionRuleEffect;
}

export type DecisionRuleId =
  | 'ottawa-ankle'
  | 'ottawa-knee'
  | 'canadian-c-spine'
  | 'nexus'
  | 'centor-mcisaac'
  | 'heart'
  | 'wells-pe'
  | 'perc'
  | 'alvarado'
  | 'glasgow-blatchford'
  | 'curb-65'
  | 'pecarn-head';

/** A rule: returns null when the case is not one the rule is for (an ankle rule for a headache). */
export type DecisionRule = (facts: CaseFacts) => DecisionRuleResult | null;

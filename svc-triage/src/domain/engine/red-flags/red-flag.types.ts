import type { DifferentialItem } from '../engine-result';
import type { DecisionRuleId } from '../rules/decision-rule.types';
import type { EsiResource } from '../scores/esi-resources';
import type { Matcher } from './matchers';

export type BodySystem =
  | 'cardiovascular'
  | 'respiratory'
  | 'neurological'
  | 'infectious'
  | 'gastrointestinal'
  | 'obstetric-gynecologic'
  | 'genitourinary'
  | 'mental-health'
  | 'toxicology'
  | 'trauma'
  | 'metabolic'
  | 'pediatric'
  | 'eye-ent'
  | 'musculoskeletal-skin'
  | 'hematology-oncology'
  | 'allergy';

/** One high-risk presentation: how it is recognised, what it implies, and where that comes from. */
export interface RedFlagDefinition {
  id: string;
  name: string;
  system: BodySystem;
  /** The most urgent ESI level it allows: 1 or 2, or 3 for moderate conditions that need a work-up. */
  esiFloor: 1 | 2 | 3;
  guideline: string;
  matches: Matcher;
  /**
   * For a flag of floor 3, the resources its work-up takes (decision point C); without them, blood tests
   * and imaging are assumed.
   */
  resources?: Array<{ resource: EsiResource; why: string }>;
  /** Findings that make this presentation more urgent than its floor, e.g. hypotension making it ESI 1. */
  escalations?: Array<{ when: Matcher; esiFloor: 1 | 2; reason: string }>;
  immediateActions: string[];
  workup: string[];
  differential: DifferentialItem[];
  disposition?: string;
  /**
   * A threatened airway: nothing by mouth until it is secured, so no complaint's oral fluid trial or oral
   * medication is advised beside it.
   */
  nilByMouth?: true;
  /** Decision rules this presentation takes the patient out of (a sore-throat score for epiglottitis). */
  setsAsideRules?: readonly DecisionRuleId[];
}

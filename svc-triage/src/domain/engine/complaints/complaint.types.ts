import type { DifferentialItem } from '../engine-result';
import type { Matcher, Phrase } from '../red-flags/matchers';
import type { EsiResource } from '../scores/esi-resources';

/** The presenting-complaint groups of the Canadian Emergency Department Information System (CEDIS 2008). */
export type ComplaintGroup =
  | 'cardiovascular'
  | 'ent-ears'
  | 'ent-mouth-throat-neck'
  | 'ent-nose'
  | 'environmental'
  | 'gastrointestinal'
  | 'genitourinary'
  | 'mental-health'
  | 'neurologic'
  | 'obstetrics-gynecology'
  | 'ophthalmology'
  | 'orthopedic'
  | 'respiratory'
  | 'skin'
  | 'substance-misuse'
  | 'trauma'
  | 'general-minor'
  | 'pediatric';

/** One resource the ED is expected to use for a complaint, and why (shown to the trainee). */
export interface ResourceNeed {
  resource: EsiResource;
  why: string;
}

/**
 * How the context changes the resources a complaint needs: an older patient needs labs, a mild pain
 * needs no parenteral analgesia, a decision rule that is negative needs no X-ray. Applied in order.
 */
export interface ResourceAdjustment {
  when: Matcher;
  add?: ResourceNeed[];
  remove?: EsiResource[];
  /** Said in the resource list when it removes resources. */
  why?: string;
}

/** A complaint-specific high-risk modifier (ESI decision point B), with its source. */
export interface HighRiskModifier {
  when: Matcher;
  reason: string;
  source: string;
}

/** A standard presenting complaint: how clinicians write it and what a typical ED does for it. */
export interface ComplaintDefinition {
  id: string;
  name: string;
  group: ComplaintGroup;
  /**
   * What a clinician types: the complaint's names, shorthand, typos and body part + symptom forms.
   * Matched in the chief-complaint field and, not negated, in the narrative.
   */
  terms: Phrase[];
  /** Forms too general to mean this complaint inside a narrative ('fall', 'rash'): chief-complaint field only. */
  complaintFieldTerms?: Phrase[];
  /**
   * Its chief-complaint words say who the patient is ("26 weeks pregnant"): beside a minor complaint named in
   * the same field ("cold and sore throat, 26 weeks pregnant") they are that complaint's context.
   */
  fieldTermsAreContextBesideMinor?: boolean;
  /** A matcher that must also hold (e.g. an age band for the paediatric complaints). */
  requires?: Matcher;
  /**
   * Complaints this one accounts for, wherever they are read: a blocked catheter's retention and lower
   * abdominal discomfort are the blockage, relieved by changing it; a hair tourniquet is the swollen toe.
   */
  explains?: string[];
  /** When the complaints it explains are not its own after all (a new cut beside an old operation's wound). */
  explainsUnless?: Matcher;
  /** The resources a typical ED uses for the uncomplicated case. */
  resources: ResourceNeed[];
  adjustments?: ResourceAdjustment[];
  highRisk?: HighRiskModifier[];
  /** However severe, its pain alone does not make the patient ESI 2 (a stubbed toe at 8/10). */
  minor?: boolean;
  /** Where pain is felt centrally (head, chest, abdomen, back, pelvis): severe pain there is high risk. */
  centralPain?: boolean;
  guideline?: string;
  differential: DifferentialItem[];
  workup: string[];
  immediateActions: string[];
}

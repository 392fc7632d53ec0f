import type { DifferentialItem } from '../engine-result';
import type { Matcher } from '../red-flags/matchers';
import type { EsiResource } from '../scores/esi-resources';

/** A common complaint and the ESI resources it usually needs; decides between ESI 3, 4 and 5. */
export interface PresentationDefinition {
  id: string;
  name: string;
  matches: Matcher;
  resources: EsiResource[];
  /** More resources when the complaint is more complicated (e.g. IV fluids when not tolerating fluids). */
  moreResourcesWhen?: { when: Matcher; resources: EsiResource[] };
  /** A minor complaint where severe pain alone should not make the patient ESI 2. */
  minor?: boolean;
  guideline?: string;
  differential: DifferentialItem[];
  workup: string[];
  immediateActions: string[];
}

import type { MatchedComplaint } from '../complaints/match-complaints';
import type { CaseFacts } from '../reading/case-facts';

/** What a situation sees: the facts, and the complaints the case presents. */
export interface HighRiskContext {
  facts: CaseFacts;
  complaints: readonly MatchedComplaint[];
  /** Ids of the red flags that matched: a situation a red flag already names is not said twice. */
  redFlagIds: ReadonlySet<string>;
}

/**
 * One kind of high-risk situation of ESI decision point B ("would I give my last bed to this
 * patient?"), recognised from its defining features rather than from a disease's name.
 */
export interface HighRiskSituation {
  id: string;
  name: string;
  source: string;
  /** The evidence when the situation applies, or null. */
  detect: (context: HighRiskContext) => string[] | null;
  /** Red flags that already say this situation and its actions; when one matched, this one is silent. */
  saidByRedFlags?: readonly string[];
}

export interface MatchedHighRisk {
  id: string;
  name: string;
  source: string;
  evidence: string[];
}

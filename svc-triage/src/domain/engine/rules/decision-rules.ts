import type { CaseFacts } from '../reading/case-facts';
import type { MatchedRedFlag } from '../red-flags/match-red-flags';
import { alvaradoRule } from './alvarado.rule';
import { canadianCSpineRule } from './canadian-c-spine.rule';
import { centorMcIsaacRule } from './centor-mcisaac.rule';
import { curb65Rule } from './curb-65.rule';
import type { DecisionRule, DecisionRuleResult } from './decision-rule.types';
import { glasgowBlatchfordRule } from './glasgow-blatchford.rule';
import { heartRule } from './heart.rule';
import { nexusRule } from './nexus.rule';
import { ottawaAnkleRule } from './ottawa-ankle.rule';
import { ottawaKneeRule } from './ottawa-knee.rule';
import { pecarnHeadRule } from './pecarn-head.rule';
import { percRule } from './perc.rule';
import { wellsPeRule } from './wells-pe.rule';

/** Every clinical decision rule, in the order their results are shown. */
export const decisionRules: readonly DecisionRule[] = [
  ottawaAnkleRule,
  ottawaKneeRule,
  canadianCSpineRule,
  nexusRule,
  pecarnHeadRule,
  heartRule,
  wellsPeRule,
  percRule,
  centorMcIsaacRule,
  alvaradoRule,
  glasgowBlatchfordRule,
  curb65Rule,
];

/**
 * The rules that apply to the case, each with what it read, what is missing and what it changes; less
 * those a red flag takes the patient out of (no sore-throat score for epiglottitis).
 */
export function applyDecisionRules(
  facts: CaseFacts,
  redFlags: readonly MatchedRedFlag[] = [],
): DecisionRuleResult[] {
  const setAside = new Set(redFlags.flatMap((flag) => flag.definition.setsAsideRules ?? []));
  const results: DecisionRuleResult[] = [];
  for (const rule of decisionRules) {
    const result = rule(facts);
    if (result && !setAside.has(result.id)) results.push(result);
  }
  return results;
}

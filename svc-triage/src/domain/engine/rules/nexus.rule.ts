import type { DecisionRule } from './decision-rule.types';
import {
  canadianCSpineExclusion,
  CT_CERVICAL_SPINE,
  isBluntNeckTrauma,
  readCanadianCSpine,
  readNexus,
} from './neck-trauma';

/**
 * NEXUS low-risk criteria (Hoffman 2000) after blunt neck trauma: no posterior midline cervical
 * tenderness, no intoxication, normal alertness, no focal neurological deficit and no painful
 * distracting injury mean no imaging. Imaging is removed only when the Canadian C-spine rule is
 * negative too; either rule positive adds a CT of the cervical spine.
 */
export const nexusRule: DecisionRule = (facts) => {
  if (!isBluntNeckTrauma(facts)) return null;
  const reading = readNexus(facts);
  const { result } = reading;
  const base = {
    id: 'nexus' as const,
    name: 'NEXUS low-risk criteria',
    source:
      'Hoffman JR et al. Validity of a set of clinical criteria to rule out injury to the cervical spine in patients with blunt trauma. N Engl J Med 2000;343:94-9',
    status: result.complete ? ('computed' as const) : ('partial' as const),
    found: result.found,
    missing: result.missing,
  };
  if (reading.verdict === 'imaging') {
    return {
      ...base,
      outcome: `positive (${reading.reasons.join('; ')}): cervical spine imaging indicated`,
      effect: {
        addResources: [{ resource: 'advancedImaging', why: `${CT_CERVICAL_SPINE}: NEXUS positive` }],
      },
    };
  }
  if (reading.verdict === 'no imaging') {
    const exclusion = canadianCSpineExclusion(facts);
    const canadian = exclusion ? null : readCanadianCSpine(facts);
    const bothNegative = canadian?.verdict === 'no imaging';
    const other = exclusion
      ? `the Canadian C-spine rule does not apply (${exclusion})`
      : `Canadian C-spine rule ${canadian?.verdict === 'imaging' ? 'positive' : 'incomplete'}`;
    return {
      ...base,
      outcome: bothNegative
        ? 'negative: all five low-risk criteria met; Canadian C-spine rule also negative, so no cervical spine imaging'
        : `negative: all five low-risk criteria met; imaging is omitted only when the Canadian C-spine rule is negative too (${other})`,
      effect: bothNegative ? { removeResources: ['xray', 'advancedImaging'] } : {},
    };
  }
  return {
    ...base,
    outcome: `incomplete: no positive criterion so far; imaging can be omitted only if ${result.missing.join('; ')} ${result.missing.length > 1 ? 'are' : 'is'} also negative`,
    effect: {},
  };
};

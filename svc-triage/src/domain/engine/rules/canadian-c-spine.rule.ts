import type { DecisionRule } from './decision-rule.types';
import {
  canadianCSpineExclusion,
  CT_CERVICAL_SPINE,
  isBluntNeckTrauma,
  readCanadianCSpine,
  readNexus,
} from './neck-trauma';

/**
 * Canadian C-spine rule (Stiell 2001), for alert (GCS 15), stable patients aged 16 or more after blunt
 * neck trauma. A high-risk factor means imaging; otherwise a low-risk factor allows the neck to be
 * examined, and active rotation of 45 degrees left and right means no imaging. The imaging is removed
 * only when NEXUS is negative too; either rule positive adds a CT of the cervical spine.
 */
export const canadianCSpineRule: DecisionRule = (facts) => {
  if (!isBluntNeckTrauma(facts) || canadianCSpineExclusion(facts)) return null;
  const reading = readCanadianCSpine(facts);
  const { result } = reading;
  const base = {
    id: 'canadian-c-spine' as const,
    name: 'Canadian C-spine rule',
    source:
      'Stiell IG et al. The Canadian C-spine rule for radiography in alert and stable trauma patients. JAMA 2001;286:1841-8',
    status: result.complete ? ('computed' as const) : ('partial' as const),
    found: result.found,
    missing: result.missing,
  };
  if (reading.verdict === 'imaging') {
    return {
      ...base,
      outcome: `positive (${reading.reasons.join('; ')}): cervical spine imaging indicated`,
      effect: {
        addResources: [
          { resource: 'advancedImaging', why: `${CT_CERVICAL_SPINE}: Canadian C-spine rule positive` },
        ],
      },
    };
  }
  if (reading.verdict === 'no imaging') {
    const nexus = readNexus(facts);
    const bothNegative = nexus.verdict === 'no imaging';
    return {
      ...base,
      outcome: bothNegative
        ? 'negative: no high-risk factor, a low-risk factor, rotates 45 degrees left and right; NEXUS also negative, so no cervical spine imaging'
        : `negative: no high-risk factor, a low-risk factor, rotates 45 degrees left and right; imaging is omitted only when NEXUS is negative too (NEXUS ${nexus.verdict === 'imaging' ? 'positive' : 'incomplete'})`,
      effect: bothNegative ? { removeResources: ['xray', 'advancedImaging'] } : {},
    };
  }
  return {
    ...base,
    outcome: `incomplete: no high-risk factor found so far; ask about ${result.missing.join('; ')}`,
    effect: {},
  };
};

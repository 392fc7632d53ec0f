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
 * examined, and active rotation of 45 degrees left and right means no imaging. The rule is the more
 * sensitive of the two (Stiell 2003) and the one NICE NG232 uses, so a negative rule removes the imaging
 * unless NEXUS is positive (a NEXUS not yet complete does not hold it back); either rule positive adds
 * a CT of the cervical spine.
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
    const nexusPositive = readNexus(facts).verdict === 'imaging';
    return {
      ...base,
      outcome: nexusPositive
        ? 'negative: no high-risk factor, a low-risk factor, rotates 45 degrees left and right; but NEXUS is positive, so the cervical spine is imaged'
        : 'negative: no high-risk factor, a low-risk factor, rotates 45 degrees left and right; no cervical spine imaging',
      effect: nexusPositive ? {} : { removeResources: ['xray', 'advancedImaging'] },
    };
  }
  return {
    ...base,
    outcome: `incomplete: no high-risk factor found so far; ask about ${result.missing.join('; ')}`,
    effect: {},
  };
};

import type { EsiLevel } from '../engine-result';
import type { MatchedRedFlag } from '../red-flags/match-red-flags';

const dispositionByEsi: Record<EsiLevel, string> = {
  1: 'Resuscitation bay now with a physician at the bedside; expect admission to a critical-care area.',
  2: 'Acute monitored bed within 10 minutes; senior clinician review; likely admission or specialist referral.',
  3: 'Urgent-care area; assess within 30–60 minutes and repeat vital signs while waiting; disposition after work-up.',
  4: 'Fast-track / minor injuries area; expect discharge with advice after the single resource.',
  5: 'Fast-track or primary care; expect discharge with self-care and safety-net advice.',
};

const generalActionsByEsi: Record<EsiLevel, string[]> = {
  1: [
    'Move to resuscitation now; call the resuscitation or trauma team',
    'Continuous monitoring, oxygen as needed, IV/IO access',
  ],
  2: [
    'See within 10 minutes; place in a monitored bed',
    'IV access and continuous monitoring; inform the senior clinician',
  ],
  3: ['Full set of vital signs and re-triage if they worsen while waiting'],
  4: ['Treat in fast track; re-triage if new symptoms or abnormal vital signs'],
  5: ['Treat in fast track or refer to primary care; give safety-net advice'],
};

export function dispositionFor(esi: EsiLevel, redFlags: MatchedRedFlag[]): string {
  const specific = redFlags.find((flag) => flag.definition.disposition && flag.esiFloor <= Math.max(esi, 2))
    ?.definition.disposition;
  return specific ? `${dispositionByEsi[esi]} ${specific}.` : dispositionByEsi[esi];
}

export function generalActionsFor(esi: EsiLevel): string[] {
  return generalActionsByEsi[esi];
}

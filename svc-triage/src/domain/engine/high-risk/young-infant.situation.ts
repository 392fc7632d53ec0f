import { ageDays, allOf, anyOf, says, vital } from '../red-flags/matchers';
import { dangerZoneBandFor } from '../scores/danger-zone-vitals';
import type { HighRiskSituation } from './high-risk.types';

/** The signs in an infant under three months that mean serious illness until proven otherwise. */
const warningSigns = anyOf(
  says(
    'cyanosis',
    'blue (lips|spells?|episodes?|around the (mouth|lips))',
    'grunting',
    'breathing (fast|quickly|hard)',
    'fast breathing',
    'difficulty breathing',
    'subcostal recession',
    'apn(o)?ea*',
    'sweat\\w* (with|during|when|while) (feed\\w*|taking (his|her|the) bottle)',
    'sweaty (with|during|when|while) (feed\\w*|taking (his|her|the) bottle)',
    '(poor|not|hardly) (gaining|putting on) weight',
    'poor weight gain',
    'weight loss',
    'poor feeding',
    'not feeding',
    'feeding poorly',
    /(?<!non[\s-]?)bilious/,
    'green vomit',
    'lethargic',
    'floppy',
    'hard to wake',
    'mottled',
    'grey',
    'weak cry',
    'high[- ]pitched cry',
    'bulging fontanelle',
    'jaundice(d)? (in|within) (the first )?(24 hours|first day)',
  ),
  vital(
    (v) => `RR ${v.respiratoryRate}`,
    (v) => (v.respiratoryRate ?? 0) > dangerZoneBandFor(0).respiratoryRateAbove,
  ),
  vital(
    (v) => `Temp ${v.temperatureC} C`,
    (v) => v.temperatureC !== undefined && v.temperatureC < 36,
  ),
);

const youngInfantWithWarningSign = allOf(ageDays(0, 91), warningSigns);

export const youngInfantSituation: HighRiskSituation = {
  id: 'young-infant-warning-signs',
  name: 'Young infant with a warning sign',
  source:
    'NICE NG143 Fever in under 5s [red features]; AAP 2021 febrile infant guideline; ESI v4 Implementation Handbook [infants]',
  detect: ({ facts }) => youngInfantWithWarningSign(facts),
  saidByRedFlags: [
    'neonatal-fever',
    'young-infant-fever',
    'brief-resolved-unexplained-event',
    'bilious-vomiting-infant',
  ],
};

import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A punched nose, bent, whose nosebleed "from both sides stopped after ten minutes of pressure", with no
 * septal haematoma, breathing through both nostrils and no other injury: analgesia and an ENT clinic in
 * five to seven days, no X-ray, no packing (ENT UK), ESI 5. The nosebleed that has stopped is now read the
 * same way for a broken nose as for a nosebleed alone (one matcher, nosebleedStopped). Still bleeding, it
 * is packed (ESI 4).
 */
const form = (symptoms: string): CaseForm => ({
  patientAge: '16',
  gender: 'male',
  chiefComplaint: 'Punched in the nose, nose looks bent',
  symptoms,
  vitals: 'HR 82 BP 124/70 RR 14 SpO2 99%',
  medicalHistory: 'None',
  currentMedications: 'None',
});

it('a broken nose whose bleed has stopped is ESI 5', () => {
  expect(
    analyzeCase(
      form(
        'Punched an hour ago. Nosebleed from both sides stopped after ten minutes of pressure. Bent to the left, breathing through both nostrils, no septal haematoma, no double vision.',
      ),
    ).esi,
  ).toBe(5);
});

it('near-miss: still bleeding from both sides after pressure, it is packed (ESI 4 or more)', () => {
  expect(
    analyzeCase(
      form('Punched an hour ago, nose still bleeding from both sides despite pressure. No septal haematoma.'),
    ).esi,
  ).toBeLessThanOrEqual(4);
});

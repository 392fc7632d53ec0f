import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A breastfeeding mother's abscess needs an ultrasound and a needle aspiration (NICE CKS Mastitis and
 * breast abscess): ESI 3. Told as "painful red lump Lt breast" or "lump in my boob" it had been a lump of
 * the skin to incise (one procedure, ESI 4), and "squishy in the middle" is her word for fluctuant.
 * Mastitis without a collection stays a visit for oral antibiotics.
 */
const feeding = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '31',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals: 'BP 122/76 HR 92 RR 16 T 37.6',
  medicalHistory: 'baby 6 weeks old, breastfeeding',
  currentMedications: 'flucloxacillin',
});

it.each([
  [
    'Painful red lump Lt breast',
    'Breastfeeding. Breast red and painful for 5 days on flucloxacillin, now a 4 cm tender fluctuant lump, ?abscess.',
  ],
  [
    'painful lump in my boob, breastfeeding',
    'had mastitis and finished the antibiotics but now a hard hot lump the size of a golf ball, squishy in the middle.',
  ],
])('"%s" is an abscess to scan and aspirate (ESI 3)', (chiefComplaint, symptoms) => {
  const result = analyzeCase(feeding(chiefComplaint, symptoms));
  expect(result.scores.esi.resources).toEqual(expect.arrayContaining(['advancedImaging', 'simpleProcedure']));
  expect(result.esi).toBe(3);
});

it('near-miss: a red, tender wedge of breast on day 2, no lump, is mastitis for oral antibiotics', () => {
  expect(
    analyzeCase(
      feeding('sore red boob', 'Red tender wedge on the left breast since yesterday, no lump, feeding well.'),
    ).esi,
  ).toBeGreaterThanOrEqual(4);
});

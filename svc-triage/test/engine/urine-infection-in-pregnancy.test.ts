import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A urine infection in pregnancy without bleeding, belly or loin pain, vomiting or fever needs its urine
 * culture (NICE NG109), not the early-pregnancy scan and hCG: ESI 4. A dipstick's "blood trace" and the
 * sting of passing urine are the infection's. "Stinging when I wee" is the urine infection in her words.
 * Loin pain with a fever in pregnancy is pyelonephritis and keeps its work-up.
 */
const pregnant = (
  chiefComplaint: string,
  symptoms: string,
  vitals = 'BP 114/70 HR 82 RR 14 T 36.9',
): CaseForm => ({
  patientAge: '26',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals,
  medicalHistory: 'G2P1, 16 weeks pregnant, uncomplicated',
  currentMedications: 'folic acid',
});

it.each([
  [
    'Burning passing urine, 16/40 pregnant',
    'Dysuria + frequency x2d. No loin pain, no fever, no PV bleeding, no abdo pain. Urine dip nitrite +ve, leuc 2+, blood trace.',
  ],
  [
    'burning passing urine, 16/40',
    'dysuria + frequency x2d; no fever, no loin pain, no vomiting, no PV bleed; dip nitrite + leuc +. Pain 2/10.',
  ],
  [
    'stinging when i wee and im 19 weeks pregnant',
    'started 2 days ago, going all the time, stings at the end, wee smells strong. no back pain, no temperature, no bleeding.',
  ],
])('"%s" is a urine culture only (ESI 4)', (chiefComplaint, symptoms) => {
  const result = analyzeCase(pregnant(chiefComplaint, symptoms));
  expect(result.scores.esi.resources).toEqual(['labs']);
  expect(result.esi).toBe(4);
});

it('near-miss: loin pain, rigors and a fever at 16 weeks is more than a culture', () => {
  const result = analyzeCase(
    pregnant(
      'burning urine and back pain',
      'Dysuria for 3 days, now right loin pain and rigors.',
      'BP 110/68 HR 112 RR 20 T 38.9',
    ),
  );
  expect(result.esi).toBeLessThanOrEqual(3);
});

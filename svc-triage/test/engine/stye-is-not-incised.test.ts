import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A stye pointing at the lid margin ("yellow head", "now pointing") is warm compresses and lid hygiene:
 * the department does not incise an eyelid (NICE CKS Stye), ESI 5. "Lump Lt upper eyelid" is the eyelid
 * lump, not a skin lump to drain. A boil pointing on the forearm is still drained.
 */
const form = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '10',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals: 'T 36.7 HR 90',
  medicalHistory: 'nil',
  currentMedications: 'nil',
});

it.each([
  [
    'Lump Lt upper eyelid x2d',
    'Red tender lump on the left upper lid margin for 2 days, now pointing. Vision normal, eye moves freely.',
  ],
  [
    'Lump on eyelid',
    'Tender red lump at the edge of the upper lid for 2 days with a yellow head; eye not red; no fever.',
  ],
])('"%s" is a stye for warm compresses (ESI 5)', (chiefComplaint, symptoms) => {
  const result = analyzeCase(form(chiefComplaint, symptoms));
  expect(result.scores.esi.resources).not.toContain('simpleProcedure');
  expect(result.esi).toBe(5);
});

it('near-miss: a 3 cm boil pointing on the forearm is drained (ESI 4)', () => {
  expect(
    analyzeCase(
      form(
        'boil on forearm',
        'Red hot 3 cm boil on the forearm for 4 days, now pointing with a yellow head.',
      ),
    ).esi,
  ).toBe(4);
});

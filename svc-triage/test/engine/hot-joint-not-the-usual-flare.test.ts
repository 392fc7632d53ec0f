import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A flare of known gout or arthritis without fever is treated orally, but a hot joint is a septic joint
 * until aspirated when it is not the usual flare (BSR/BOA hot swollen joint guideline): a joint the gout
 * has never been in, one joint far worse than the rest, a prosthetic joint, or a hot joint under drugs
 * that suppress the immune system and hide a fever. Those need bloods, an X-ray and aspiration: ESI 3.
 */
const form = (
  chiefComplaint: string,
  symptoms: string,
  medicalHistory: string,
  currentMedications = '',
): CaseForm => ({
  patientAge: '63',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: 'HR 86 BP 138/84 RR 16 SpO2 98% T 37.4',
  medicalHistory,
  currentMedications,
});

it.each([
  [
    'R knee hot + swollen x3/7',
    'Gout usually in his big toes, never had it in the knee before. No fever.',
    'Gout',
  ],
  [
    'rheumatoid flare',
    'Left wrist hot and swollen, much worse than his other joints. No fever.',
    'Rheumatoid arthritis',
    'methotrexate 15 mg weekly, prednisolone 10 mg',
  ],
  ['gout flare knee', 'Hot swollen knee, thinks it is his gout, knee replacement 2019. No fever.', 'Gout'],
])('"%s: %s" is worked up as a possible septic joint (ESI 3)', (complaint, symptoms, history, meds = '') => {
  expect(analyzeCase(form(complaint, symptoms, history, meds)).esi).toBe(3);
});

it('near-miss: his usual gout flare in the big toe, no fever, is still oral treatment (ESI 5)', () => {
  expect(
    analyzeCase(
      form('gout flare', 'Usual gout flare in the right big toe, same as before. No fever.', 'Gout'),
    ).esi,
  ).toBe(5);
});

it('near-miss: aching in all the joints in a rheumatoid flare on methotrexate is not a septic joint', () => {
  expect(
    analyzeCase(
      form(
        'rheumatoid flare',
        'Usual flare, all her joints aching and stiff in the mornings, no single hot joint. No fever.',
        'Rheumatoid arthritis',
        'methotrexate 15 mg weekly',
      ),
    ).esi,
  ).toBe(5);
});

import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Superior vena cava obstruction is an oncological emergency (UKONS 2023): a face, neck and arms that
 * swell over days, with distended chest veins or a head that fills on bending, in a patient with a lung
 * mass or a cancer. Urgent imaging and the oncologists: ESI 2, however calm the patient sits. It was
 * read as arm pain and breathlessness, ESI 3.
 */
const form = (symptoms: string, medicalHistory: string): CaseForm => ({
  patientAge: '64',
  gender: 'male',
  chiefComplaint: 'swollen face',
  symptoms,
  vitals: 'HR 96 BP 146/88 RR 20 SpO2 95% T 36.8',
  medicalHistory,
  currentMedications: '',
});
const flagIds = (item: CaseForm) => analyzeCase(item).redFlags.map((flag) => flag.id);

it.each([
  [
    'A week of swelling of his face, neck and both arms, head feels full when he bends forward, distended veins on his chest.',
    'Lung mass on X-ray, biopsy pending',
  ],
  [
    'Face and neck puffy for 5 days, visible veins across the upper chest, breathless lying flat.',
    'Small cell lung cancer',
  ],
])('"%s" with "%s" is ESI 2', (symptoms, history) => {
  const item = form(symptoms, history);
  expect(flagIds(item)).toContain('superior-vena-cava-obstruction');
  expect(analyzeCase(item).esi).toBe(2);
});

it('near-miss: a puffy face from an allergy with no cancer is not the flag', () => {
  expect(
    flagIds(form('Puffy face and itchy eyes since eating prawns, both arms itchy.', 'Hay fever')),
  ).not.toContain('superior-vena-cava-obstruction');
});

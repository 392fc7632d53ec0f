import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Not breathing fast" says the breathing rate is not raised: it was read as "not breathing", apnoea,
 * and a type 1 diabetic with rising ketones who wrote it was called a respiratory arrest (ESI 1).
 */
const form = caseFormMaker({ patientAge: '19', gender: 'female' });

it.each([
  'Vomited twice, ketones 1.2, not breathing fast, feels ok-ish.',
  'Tummy bug, not breathing quickly or heavily, drinking sips.',
  "Sore throat, she's not breathing hard, talking in full sentences.",
])('"%s" is no arrest', (symptoms) => {
  const item = form('unwell', symptoms, 'HR 92 BP 118/72 RR 16 SpO2 99% T 37.2');
  expect(flagIds(item)).not.toContain('cardiac-arrest');
  expect(analyzeCase(item).esi).toBeGreaterThan(1);
});

it('near-miss: "not breathing" on its own is still apnoea (ESI 1)', () => {
  expect(analyzeCase(form('collapse', 'Found on the floor, not breathing, lips blue.')).esi).toBe(1);
});

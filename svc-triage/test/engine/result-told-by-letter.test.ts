import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A result told by letter or text, named with its value ("a letter saying cholesterol 7.2", "the GP's text
 * said HbA1c 52"), is a question about a result: explained, and followed up by the GP, no test now (ESI 5).
 * It was not recognised, and unrecognised complaints are given blood tests and an ECG as a guess (ESI 3).
 */
const form = caseFormMaker({ patientAge: '51', gender: 'male' });

it.each([
  'Got a letter saying cholesterol 7.2 and to book an appointment, feel fine, want it explained.',
  "The GP's text said HbA1c 52, no symptoms, what does it mean?",
  'Surgery called saying my TSH 6.1, feel completely well.',
])('"%s" is a result to explain (ESI 5)', (symptoms) => {
  const item = form('worried about a result', symptoms);
  expect(presentationIds(item)).toContain('abnormal-lab-result');
  expect(analyzeCase(item).esi).toBe(5);
});

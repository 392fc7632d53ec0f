import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A clock time after "pain at" is when it began, not its score ("sudden loin pain at 10:30"), and a score
 * told as it changed ("pain from 9 down to 4 after morphine") is the pain now, the later one.
 */
const person = caseFormMaker({ patientAge: '45', gender: 'female' });
const painOf = (symptoms: string) => factsOf(person('loin pain', symptoms)).vitals.painScore;

it.each([
  ['Sudden left loin pain at 10:30 while teaching, coming in waves.', undefined],
  ['Chest pain at 09:15 this morning, lasted ten minutes.', undefined],
  ['Crew gave IV morphine, pain from 9 down to 4 and she is more settled.', 4],
  ['Pain went from 8 to 3 after paracetamol.', 3],
])('"%s" → pain score %s', (symptoms, score) => {
  expect(painOf(symptoms)).toBe(score);
});

it("renal colic eased by the crew's morphine, pain now 4, stable: ESI 3, not severe pain", () => {
  const item = person(
    'left loin to groin pain',
    'Sudden left loin pain at 10:30 coming in waves into the groin, vomited twice. We gave 5 mg IV morphine and ondansetron, pain from 9 down to 4, much more settled now. Dip blood 2+.',
    'BP 146/88, HR 92, RR 18, SpO2 98% on air, temp 36.9',
  );
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: "pain 8/10 at 10:30" keeps its score', () => {
  expect(painOf('Pain 8/10 at 10:30, worse now.')).toBe(8);
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Melaena is a high-risk situation when the circulation is at risk (ESI v4: bleeding with syncope,
 * dizziness or anticoagulants): blood vomited, a faint, tachycardia, anticoagulation, liver disease or
 * age. In a well adult with normal vital signs it is worked up (bloods, a PPI, the endoscopist) at ESI 3.
 */
const form = caseFormMaker({ patientAge: '56', gender: 'male' });
const levelOf = (item: ReturnType<typeof form>) => analyzeCase(item).scores.esi.level;
const wellMelaena =
  'Black tarry stools x2 days. Mild epigastric discomfort 3/10. No dizziness, no syncope. Walked in.';

it('melaena in a well 56-year-old with normal vital signs is ESI 3', () => {
  expect(levelOf(form('black stools', wellMelaena, 'BP 128/78 P 88 RR 16 SpO2 98% T 36.8'))).toBe(3);
});

it.each([
  [
    'with a faint on the toilet',
    'Black tarry stools since yesterday, fainted on the toilet this morning.',
    'BP 118/70 P 92',
  ],
  ['with a heart rate of 112', 'Black tarry stools since yesterday.', 'BP 118/70 P 112'],
  ['with blood vomited', 'Vomited a cupful of fresh blood an hour ago, black stools.', 'BP 124/80 P 90'],
])('melaena %s is ESI 2', (_label, narrative, vitals) => {
  expect(levelOf(form('black stools', narrative, vitals))).toBeLessThanOrEqual(2);
});

it('melaena on apixaban is ESI 2', () => {
  expect(
    levelOf({
      ...form('black stools', wellMelaena, 'BP 128/78 P 88'),
      currentMedications: 'apixaban 5 mg bd',
    }),
  ).toBe(2);
});

it('melaena at 78 is ESI 2', () => {
  expect(levelOf(form('black stools', wellMelaena, 'BP 128/78 P 88', '78'))).toBe(2);
});

it('melaena with shock is ESI 1', () => {
  expect(levelOf(form('black stools', 'Black tarry stools, pale and clammy.', 'BP 78/40 P 130'))).toBe(1);
});

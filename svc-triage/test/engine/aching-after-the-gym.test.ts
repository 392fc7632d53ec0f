import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * Muscles that ache and stiffen a day or two after an unaccustomed workout (delayed-onset muscle
 * soreness), in someone passing normal-coloured urine with no swelling, need advice and nothing else (ESI
 * 5), however much the patient has read about muscle breakdown online. Dark or cola-coloured urine, or
 * swollen tense muscles, are a rhabdomyolysis to test (CK, renal function) and hydrate.
 */
const adult = caseFormMaker({ patientAge: '30', gender: 'female' });

describe('aching after the gym', () => {
  it.each([
    [
      'Sore arms after gym, worried ?kidney damage',
      "1st gym session in 2y 36h ago (bicep curls). C/o aching, stiff upper arms, can't fully straighten elbows. Read about rhabdo online, worried. Urine normal colour, passing normally, drinking well. No swelling.",
    ],
    [
      'very sore muscles after first dance-fitness class, worried',
      "I did my first dance-fitness class two days ago, loads of squats and lunges. Today my thighs are so sore I can barely get down the stairs. I read about that muscle breakdown thing. My wee is a normal pale yellow. My legs aren't swollen, they just ache when I move.",
    ],
    [
      "everything aches 2 days after my first gym session, worried I've done damage",
      'Big leg and arm workout on Monday. Since yesterday my legs and arms are really stiff and achy, worst on the stairs, ease when I move about. Wee a normal colour, no swelling.',
    ],
  ])('%j: muscle soreness, ESI 5', (complaint, story) => {
    const form = adult(complaint, story, 'BP 118/72 HR 72 RR 14 T 36.7');
    expect(presentationIds(form)).not.toContain('rhabdomyolysis');
    expect(analyzeCase(form).esi).toBe(5);
  });

  it.each([
    'Spin class 2 days ago, thighs agony and swollen, wee is dark brown like cola.',
    'First gym session, arms really sore and now my urine is the colour of tea.',
  ])('near-miss: %j is a rhabdomyolysis to test', (story) => {
    const form = adult('sore legs after exercise', story, 'BP 124/78 HR 88');
    expect(presentationIds(form)).toContain('rhabdomyolysis');
    expect(analyzeCase(form).esi).toBeLessThanOrEqual(3);
  });
});

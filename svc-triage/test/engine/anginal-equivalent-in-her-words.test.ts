import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Women, older and diabetic patients often have no chest pain: an ache in the jaw and shoulders on climbing
 * the stairs, then at rest, with feeling sick or unusually tired, in a smoker over 50, is an acute coronary
 * syndrome until an ECG says otherwise (ESI 2).
 */
const woman = caseFormMaker({ patientAge: '54', gender: 'female' });
const VITALS = 'HR 88 BP 146/90 RR 18 SpO2 98% T 36.7';

describe('an anginal equivalent in her words', () => {
  it.each([
    'An ache in her jaw and both shoulders on climbing the stairs for a week, now at rest since lunchtime. She feels sick and unusually tired. She smokes.',
    'Jaw and shoulder ache since lunchtime, at rest, feels sick. Smoker, mother had a heart attack at 60.',
  ])('%j: possible ACS', (story) => {
    const item = { ...woman('Jaw and shoulder ache', story, VITALS), medicalHistory: 'Smoker, 15 a day' };
    expect(flagIds(item)).toContain('acute-coronary-syndrome');
  });

  it('a jaw ache from a bad tooth in a 30-year-old is not', () => {
    const item = woman(
      'Toothache',
      'An ache in her jaw from a broken molar, feels sick with the pain.',
      VITALS,
      '30',
    );
    expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  });
});

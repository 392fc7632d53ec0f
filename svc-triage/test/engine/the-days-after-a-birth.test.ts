import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * The days after a birth however they are told ("5 days after giving birth", "she had our baby five days
 * ago", "SVD 5 days ago") are the postpartum weeks in which pre-eclampsia still comes: a fit with a blood
 * pressure of 188/118 then is eclampsia, treated with magnesium now (NICE NG133): ESI 1. A birth years ago
 * is not.
 */
const woman = caseFormMaker({ patientAge: '29', gender: 'female' });

describe('the days after a birth', () => {
  it.each([
    ['Had a fit at home, 5 days after giving birth', 'Bad headache since yesterday.'],
    ['headache', 'I am her partner. She had our baby five days ago, a normal delivery.'],
    ['headache and sparkly lights', 'Vaginal delivery 6 days ago, BP a bit high on the ward.'],
  ])('"%s. %s" is postpartum', (complaint, story) => {
    expect(factsOf(woman(complaint, story)).pregnancy.postpartum).toBe(true);
  });

  it('a fit with BP 188/118 five days after giving birth is eclampsia, ESI 1', () => {
    const item = woman(
      'Had a fit at home, 5 days after giving birth',
      'She had our baby five days ago. Bad headache since yesterday, lights looked sparkly. Half an hour ago she went stiff and jerked all over for a minute. Drowsy and muddled since.',
      'BP 188/118, HR 104, RR 20, SpO2 96% RA, GCS 12',
    );
    expect(flagIds(item)).toContain('pre-eclampsia');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: "gave birth to her son 6 years ago" is not postpartum', () => {
    expect(
      factsOf(woman('headache', 'Gave birth to her son 6 years ago, no problems since.')).pregnancy
        .postpartum,
    ).toBe(false);
  });
});

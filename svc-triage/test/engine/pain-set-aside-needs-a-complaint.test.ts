import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * The reason "Pain 9/10 not counted as severe pain … described as comfortable" is given only where decision
 * point B would have counted the score: beside a presenting complaint that is not minor. With no complaint
 * recognised, B does not weigh a score at all, so "because comfortable" would be only half the story.
 */
const adult = caseFormMaker({ patientAge: '33', gender: 'female' });
const SET_ASIDE = /not counted as severe pain at decision point B/;

it('no complaint recognised: no set-aside reason', () => {
  const result = analyzeCase(
    adult(
      'not right',
      'Just not right since yesterday, rates it 9 out of 10. Sitting chatting and laughing, scrolling her phone.',
      'HR 76 BP 122/78 RR 14 SpO2 99% T 36.7',
    ),
  );
  expect(result.presentations).toHaveLength(0);
  expect(result.reasons.some((reason) => SET_ASIDE.test(reason))).toBe(false);
});

it('near-miss: a headache scored 9/10 while chatting still gives the reason', () => {
  const result = analyzeCase(
    adult(
      'headache',
      'Usual stress headache, rates it 9 out of 10. Sitting chatting and laughing, scrolling her phone.',
      'HR 76 BP 122/78 RR 14 SpO2 99% T 36.7',
    ),
  );
  expect(result.reasons.some((reason) => SET_ASIDE.test(reason))).toBe(true);
});

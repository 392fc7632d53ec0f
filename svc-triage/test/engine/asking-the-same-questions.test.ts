import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * Asking the same thing again and again after a knock to the head ("keeps asking what day it is", "same
 * questions every couple of minutes", "repeating himself") is post-traumatic amnesia with confusion: a
 * new confusion (ESI 2). The same words said to be what a patient with dementia always does are her usual.
 */
const form = caseFormMaker({ patientAge: '27', gender: 'male' });

it.each([
  'Knocked out for 30 seconds in sparring. Since then he keeps asking what day it is, same questions every couple of minutes.',
  'Head clash at rugby, out for a few seconds, now repeating himself and has a headache.',
])('"%s" is a new confusion (ESI 2)', (symptoms) => {
  const item = form('head injury', symptoms);
  expect(mentalStatusOf(item).altered).toBe(true);
  expect(analyzeCase(item).esi).toBe(2);
});

it.each(['keeps repeating herself as she always does', 'keeps asking where she is, as she always does'])(
  'near-miss: dementia that "%s" is her usual',
  (said) => {
    const item = form(
      'urine infection',
      `Known dementia, ${said}. Stinging passing urine.`,
      'T 37.2',
      '84',
      'female',
    );
    expect(mentalStatusOf(item).altered).toBe(false);
  },
);

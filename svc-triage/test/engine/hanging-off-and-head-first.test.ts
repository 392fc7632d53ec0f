import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Two injuries told plainly. Fingers "hanging off" are a near-amputation, and bone a patient "can see" is an
 * open fracture. A head-first dive into water too shallow, with a sore neck and tingling arms, is a risk to
 * the spinal cord (ACS-COT 2021: spinal injury with new sensory or motor loss).
 */
const form = caseFormMaker({ patientAge: '34', gender: 'male' });

it('a firework that went off in the hand, thumb and finger hanging off, bone seen, is ESI 2', () => {
  const item = form(
    'Firework went off in my hand',
    'My thumb and first finger are hanging off and I can see bone. Towel soaked but not pouring. Pain 10 out of 10.',
  );
  expect(presentationIds(item)).toContain('amputation');
  expect(resourcesOf(item)).toContain('parenteralMedication');
  expect(analyzeCase(item).esi).toBe(2);
});

it('a finger "hanging by a flap of skin" is a near-amputation', () => {
  expect(
    presentationIds(form('finger injury', 'Door slammed on it, finger hanging by a flap of skin.')),
  ).toContain('amputation');
});

it.each([
  'Dived off the jetty and it was shallower than I thought. Hit the top of my head on the bottom. My neck hurts at the back, pins and needles in both hands.',
  'Diving into the shallow end, struck his head, now tingling in both arms and neck pain.',
])('"%s" is a risk to the spinal cord (ESI 2)', (symptoms) => {
  expect(analyzeCase(form('tingling in both hands after a swim', symptoms, '', '19')).esi).toBe(2);
});

it('near-miss: a dive into the deep end and a shin banged on the ladder is not', () => {
  const item = form(
    'shin injury',
    'Dived into the deep end, fine, banged his shin on the ladder climbing out. Small bruise, walking normally.',
    '',
    '19',
  );
  expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
});

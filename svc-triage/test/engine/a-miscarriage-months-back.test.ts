import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A miscarriage months back is her history, not a pregnancy now: low mood "for about three months since a
 * miscarriage" is a mental-health presentation, with no hCG or transvaginal scan. A miscarriage happening
 * now, or days ago with bleeding still, is the early-pregnancy problem it was.
 */
const woman = caseFormMaker({ patientAge: '28', gender: 'female' });

it.each([
  'Her mood has been sliding for about three months since a miscarriage, not sleeping, crying a lot. No thoughts of self-harm.',
  'Low mood since she had a miscarriage 4 months ago, struggling at work, no suicidal thoughts.',
  'Miscarriage two years ago; since then low mood on and off, worse lately, no thoughts of suicide.',
])('%j is no early-pregnancy problem', (symptoms) => {
  const item = woman('Low mood, asking for help', symptoms, 'BP 118/72 HR 78 SpO2 99% T 36.5');
  expect(presentationIds(item)).not.toContain('early-pregnancy-issue');
  expect(resourcesOf(item)).not.toContain('advancedImaging');
});

it('near-miss: bleeding and cramps, "I think I am having a miscarriage", is an early-pregnancy problem', () => {
  const item = woman(
    'bleeding',
    'Positive test 3 weeks ago, now bleeding with clots and cramps, I think I am having a miscarriage.',
  );
  expect(presentationIds(item)).toContain('early-pregnancy-issue');
});

it('near-miss: still bleeding three days after a miscarriage is an early-pregnancy problem', () => {
  const item = woman(
    'bleeding after miscarriage',
    'Miscarried 3 days ago, still bleeding heavily with clots.',
  );
  expect(presentationIds(item)).toContain('early-pregnancy-issue');
});

import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * Muscles that twitch ("his muscles are twitching all over his arms") are fasciculations, as an
 * organophosphate causes in a patient who is awake: not a seizure. A person "twitching all over", or
 * "jerking all over", unresponsive, is one.
 */
const person = caseFormMaker({ patientAge: '46', gender: 'male' });

it('muscles twitching all over his arms after sheep dip: a cholinergic crisis, no seizure', () => {
  const item = person(
    'ill after dipping sheep',
    'Dipping sheep all morning without gloves. Sweating, drooling, pupils pinpoint, his muscles are twitching all over his arms, wheezing, awake and talking.',
    'HR 44',
  );
  expect(factsOf(item).presenting.affirmed).not.toMatch(/seizure/);
  expect(flagIds(item)).not.toContain('seizure');
  expect(flagIds(item)).toContain('cholinergic-crisis');
});

it('near-miss: a child twitching all over and not responding is a seizure', () => {
  expect(
    flagIds(person('fitting', 'He was twitching all over and not responding for five minutes.', '', '3')),
  ).toContain('seizure');
});

import { scopeNegation } from '../../src/domain/engine/reading/negation';

/**
 * "Stood up without difficulty and chatted throughout": a thing denied ("no", "without", "nil") and then,
 * after "and", a verb in the past tense is a new statement, not a second thing denied. After a denied
 * action the second action may share the denial, so those are left as they are.
 */
describe('an action joined by "and" to a denied thing', () => {
  it.each([
    ['sat down and stood up without difficulty and chatted throughout', 'chatted throughout'],
    ['no fever and vomited twice overnight', 'vomited twice overnight'],
    ['nil of note and walked in from the car park', 'walked in from the car park'],
  ])('%s: the action is affirmed', (text, action) => {
    expect(scopeNegation(text).affirmed).toContain(action);
  });

  it.each([
    ['has not opened his bowels and passed wind', 'passed wind'],
    ['no fever and red eyes', 'red eyes'],
    ['no bleeding and need for stitches', 'need for stitches'],
    ['no cough, wheeze or fever and tired', 'wheeze'],
  ])('%s: "%s" stays denied', (text, denied) => {
    expect(scopeNegation(text).affirmed).not.toContain(denied);
  });
});

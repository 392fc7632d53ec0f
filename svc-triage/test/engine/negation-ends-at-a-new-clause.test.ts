import { scopeNegation } from '../../src/domain/engine/reading/negation';

/**
 * A negation ends where a new clause begins with its own subject: "she hasn't slept for five days and
 * this morning she walked into traffic" denies the sleep, not the walk into traffic (read as denied, a
 * danger to self went unseen). "And" followed, within a few words, by she, he, they, we or I starts that
 * clause, as does "so" ("he wasn't breathing right so we did CPR": the CPR was done). A list joined by "and"
 * without a new subject stays denied.
 */
describe('a negation ends at a new clause with its own subject', () => {
  it('"hasn\'t slept … and this morning she walked into traffic" keeps the walk', () => {
    const { affirmed } = scopeNegation(
      "she hasn't slept for five days and this morning she walked into traffic.",
    );
    expect(affirmed).toContain('walked into traffic');
    expect(affirmed).not.toContain('slept');
  });

  it('"denies chest pain and he says the palpitations began at rest" keeps the palpitations', () => {
    expect(scopeNegation('denies chest pain and he says the palpitations began at rest.').affirmed).toContain(
      'palpitations',
    );
  });

  it('"so" before a new subject starts a clause: "he wasn\'t breathing right so we did CPR" keeps the CPR', () => {
    const { affirmed } = scopeNegation(
      "he wasn't breathing right so we did cpr and the machine shocked him once.",
    );
    expect(affirmed).toContain('did cpr');
    expect(affirmed).not.toContain('breathing');
    expect(scopeNegation("she couldn't stand so they called an ambulance.").affirmed).toContain('called');
  });

  it('"so" without a new subject stays denied: "not so much pain", "no pain so far"', () => {
    expect(scopeNegation('not so much pain today.').affirmed).not.toContain('pain');
    expect(scopeNegation('no pain so far.').affirmed).not.toContain('pain');
  });

  it('a list joined by "and" stays denied: "no fever and no rash", "no cough and cold symptoms"', () => {
    expect(scopeNegation('no fever and no rash.').affirmed).not.toContain('rash');
    expect(scopeNegation('no cough and cold symptoms.').affirmed).not.toContain('cold');
  });

  it('a pronoun inside the denied clause without "and" stays denied: "no pain when she walks"', () => {
    expect(scopeNegation('no pain when she walks.').affirmed).not.toContain('pain');
  });
});

import { scopeNegation } from '../../src/domain/engine/reading/negation';

/**
 * A negation ends where a new clause begins with its own subject: "she hasn't slept for five days and
 * this morning she walked into traffic" denies the sleep, not the walk into traffic (read as denied, a
 * danger to self went unseen). "And" followed, within a few words, by she, he, they, we or I starts that
 * clause. A list joined by "and" without a new subject stays denied.
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

  it('a list joined by "and" stays denied: "no fever and no rash", "no cough and cold symptoms"', () => {
    expect(scopeNegation('no fever and no rash.').affirmed).not.toContain('rash');
    expect(scopeNegation('no cough and cold symptoms.').affirmed).not.toContain('cold');
  });

  it('a pronoun inside the denied clause without "and" stays denied: "no pain when she walks"', () => {
    expect(scopeNegation('no pain when she walks.').affirmed).not.toContain('pain');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * A relative's "she won't open her eyes or talk to me" is a patient who does not respond to a voice: P on
 * AVPU at best, an airway to protect now (ESI v4 decision point A, ESI 1). A child who "won't open his
 * eyes" against the light of a conjunctivitis, or one who talks, is not.
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'female' });

describe('eyes shut and no words', () => {
  it.each([
    'Worst headache of her life then collapsed. Now she just groans, she won’t open her eyes or talk to me.',
    'Found him on the sofa, he doesn’t talk or open his eyes when I shout.',
  ])('%j: responds only to pain (ESI 1)', (story) => {
    const item = adult('Collapse', story);
    expect(mentalStatusOf(item).avpu).toBe('P');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('sticky eyes he will not open in the light, chatting away, are not', () => {
    const item = adult(
      'Sticky eyes',
      'Both eyes sticky, he won’t open his eyes in bright light but is chatting and playing.',
      '',
      '4',
      'male',
    );
    expect(mentalStatusOf(item).avpu).not.toBe('P');
    expect(analyzeCase(item).esi).toBeGreaterThan(2);
  });
});

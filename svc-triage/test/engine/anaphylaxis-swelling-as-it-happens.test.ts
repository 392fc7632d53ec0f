import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A swelling told as it is happening, "my face and tongue are swelling up", "her lips are puffing up",
 * after a sting, a food or a first dose, with the breathing or the circulation involved ("can hardly get
 * air in", "going to pass out"), is anaphylaxis now (WAO 2020): IM adrenaline at once, ESI 1. A hand that
 * swells round a sting, or a lip swollen where it was bitten, is not.
 */
const adult = caseFormMaker({ patientAge: '30', gender: 'female' });

describe('anaphylaxis told by a swelling as it happens', () => {
  it.each([
    [
      'allergic reaction',
      'Ate a prawn curry 20 minutes ago, now my lips and tongue are swelling up and my throat feels tight.',
    ],
    [
      'wasp sting',
      'Stung by a wasp on the arm, his face is swelling up and he is wheezy and struggling to breathe.',
    ],
    [
      'reaction to antibiotic',
      'After the first dose of co-amoxiclav her eyes and lips are puffing up and she can hardly get air in.',
    ],
    ['bee sting', "Bee sting 10 minutes ago, my tongue is swelling and I feel like I'm going to pass out."],
  ])('%j, "%s": anaphylaxis, ESI 1', (complaint, story) => {
    const form = adult(complaint, story);
    expect(flagIds(form)).toContain('anaphylaxis');
    expect(analyzeCase(form).esi).toBe(1);
  });

  it.each([
    [
      'bee sting',
      'Stung by a bee on the hand an hour ago, my hand is swelling up and itchy, breathing fine.',
    ],
    ['lip injury', 'My lip is swelling up where I bit it at lunch, no rash, breathing normally.'],
    [
      'swelling under the jaw',
      'Wisdom tooth pain for days, now the floor of his mouth is swollen, tongue pushed up and his voice is muffled.',
    ],
  ])('near-miss: %j, "%s" is not anaphylaxis', (complaint, story) => {
    expect(flagIds(adult(complaint, story, 'BP 124/80 HR 84 RR 16 SpO2 99%'))).not.toContain('anaphylaxis');
  });
});

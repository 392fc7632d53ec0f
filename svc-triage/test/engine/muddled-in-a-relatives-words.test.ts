import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * New confusion in a relative's words ("today she's muddled", "she didn't know what day it was", "she
 * called me by my sister's name") is new confusion, ESI 2 in an older adult (decision point B). A mix-up
 * with tablets ("I got muddled and took an extra one") and someone else's whereabouts ("he does not know
 * where she is") are not.
 */
const older = caseFormMaker({ patientAge: '91', gender: 'female' });

describe('muddled in a relative’s words', () => {
  it.each([
    "Tummy ache since yesterday, off her food. Today she's muddled - she called me by my sister's name.",
    "Bit of tummy ache, and this morning she didn't know what day it was, which isn't like her.",
  ])('%j: new confusion (ESI 2)', (story) => {
    const item = older("Mum's got tummy ache", story);
    expect(mentalStatusOf(item).altered).toBe(true);
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('a withdrawal’s signs as a colleague says them', () => {
  const drinker = caseFormMaker({ patientAge: '48', gender: 'male' });

  it('"a bit muddled about the date" is disorientation', () => {
    const item = drinker(
      'Shaking',
      'Drinks heavily, last drink two days ago. Tremulous, sweaty, a bit muddled about the date.',
    );
    expect(mentalStatusOf(item).altered).toBe(true);
  });

  it('"brushing spiders off the wall that aren’t there" is hallucinating: delirium tremens (ESI 2)', () => {
    const item = drinker(
      'I need help, I’m shaking',
      'Drinks a litre of vodka a day, last drink 40 hours ago. Tremulous, drenched in sweat and keeps brushing spiders off the wall that aren’t there.',
      'HR 96, BP 150/90, T 37.4',
    );
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: muddled about his tablets is not disorientation', () => {
    const item = drinker(
      'Shaking',
      'Drinks heavily, last drink this morning, muddled about his tablets. Steady hands.',
    );
    expect(mentalStatusOf(item).altered).toBe(false);
  });
});

describe('what is not confusion', () => {
  it('a mix-up with warfarin tablets', () => {
    const item = older(
      'Need my INR checked',
      'I got muddled and took an extra tablet on Tuesday. No bleeding, I feel completely fine.',
      '',
      '79',
    );
    expect(mentalStatusOf(item).altered).toBe(false);
  });

  it('a partner who does not know where she is now', () => {
    const item = older(
      'Swollen finger',
      'Her partner bent her finger back. She left; he does not know where she is.',
      'HR 80',
      '40',
    );
    expect(mentalStatusOf(item).altered).toBe(false);
  });
});

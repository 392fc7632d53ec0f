import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A plan told in the patient's own words: all of the tablets, to be taken at once ("was going to take all
 * my tablets"), or tablets put by for it ("the pills I've been saving", "the tablets she has been hoarding")
 * with the saving told after the tablets. Either is preparation for suicide, a danger to self at decision
 * point B (NICE NG225), however calm the patient seems.
 */
const adult = caseFormMaker({ patientAge: '34', gender: 'female' });
const calm = 'BP 124/78, HR 80, RR 14, SpO2 99%, T 36.6, calm';

describe('a plan told with all the pills', () => {
  it.each([
    'Lost her flat last month. Says she was going to take all her tablets tonight once the kids were asleep.',
    'I was planning to take all my pills in one go after work.',
    'He meant to take all his insulin and go to sleep.',
    'Has a bag of paracetamol she has been saving since Christmas, sitting in her coat pocket.',
    "Told her sister about the tablets she's been hoarding in the bathroom cabinet.",
    "The pills I've been collecting are under my bed. I can't keep doing this.",
  ])('"%s" is ESI 2', (story) => {
    expect(analyzeCase(adult('low mood', story, calm)).esi).toBe(2);
  });

  it.each([
    'Going on holiday next week and was going to take all my tablets with me, needs a repeat prescription.',
    'Was going to take all the tablets the course says but the rash came up on day three.',
    'Forgot his morning meds, was going to take all his tablets when he got home from work.',
    "Keeps the insulin pens she's been saving in the fridge door; one got frozen.",
    'Has been saving money for a holiday, feeling a bit flat after the winter.',
  ])('near-miss: "%s" is no plan', (story) => {
    expect(analyzeCase(adult('medication question', story, calm)).esi).not.toBe(2);
  });
});

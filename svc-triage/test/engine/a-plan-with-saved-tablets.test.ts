import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Preparation for suicide told without the word: tablets saved up, someone else's included ("saving up
 * his mum's tablets"), and the time chosen ("will take them all tonight"). Either is a danger to self at
 * decision point B, however calm the patient seems.
 */
const adult = caseFormMaker({ patientAge: '29', gender: 'male' });
const calm = 'HR 92 BP 130/80 RR 16 SpO2 99% T 36.5';

describe('a plan told by saved tablets and a time', () => {
  it.each([
    'Says there is no point waiting, he has been saving up his mum\u2019s tablets and will take them tonight.',
    "Has been collecting his nan's sleeping tablets for weeks.",
    "Says he'll take them all tonight when his flatmate is out.",
  ])('"%s" is ESI 2', (story) => {
    expect(analyzeCase(adult("can't sleep", story, calm)).esi).toBe(2);
  });

  it.each([
    'Got antibiotics from the GP, will take them tonight.',
    'Will take his paracetamol tonight if the fever comes back.',
  ])('near-miss: "%s" is no plan', (story) => {
    expect(analyzeCase(adult('sore throat', story, calm)).esi).not.toBe(2);
  });
});

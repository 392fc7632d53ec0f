import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * "Muddled" is a confusion ("found him muddled, could not remember what day it was"), but not "I got
 * muddled and took an extra tablet". Carbon monoxide with a confusion is high risk (ESI 2); a faint, a fit
 * or chest pain, or a patient who responds only to pain, is ESI 1.
 */
const form = caseFormMaker({ patientAge: '58', gender: 'male' });

it('muddled this morning, could not say the day: a confusion', () => {
  expect(
    mentalStatusOf(form('muddled', 'Found him muddled this morning, could not remember what day it was.'))
      .altered,
  ).toBe(true);
});

it('"I got muddled and took an extra tablet" is not a confusion', () => {
  expect(
    mentalStatusOf(
      form('INR check', 'I got muddled and took an extra tablet on Tuesday. I feel completely fine.'),
    ).altered,
  ).toBe(false);
});

it('carbon monoxide with a confusion is high risk (ESI 2)', () => {
  const item = form(
    'Headache and muddled',
    'Wife found him muddled, could not remember the day. Pounding headache, vomited once. Wife also woke with a headache; old gas boiler making a noise. No chest pain.',
    'HR 104 BP 146/88 RR 18 SpO2 99%',
  );
  expect(analyzeCase(item).esi).toBe(2);
});

it('near-miss: carbon monoxide with chest pain is ESI 1', () => {
  const item = form(
    'CO',
    'Carbon monoxide from a faulty boiler, headache and central chest pain.',
    'HR 110 BP 130/80',
  );
  expect(analyzeCase(item).esi).toBe(1);
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * The caustics of work brought home: a degreaser, sodium or potassium hydroxide, a descaler, a strong
 * acid. Swallowed, they burn the mouth, airway and oesophagus (TOXBASE; a child drooling after a caustic
 * has an injury to find): poisoning, and with drooling or a hoarse voice a threat to the airway.
 */
const form = caseFormMaker({ patientAge: '2', gender: 'female' });

it.each([
  [
    'toddler drank degreaser',
    'Drank a mouthful from a bottle 20 minutes ago, drooling, will not swallow, hoarse cry.',
  ],
  ['swallowed chemical', 'Swallowed some sodium hydroxide solution from the garage, screaming, dribbling.'],
  ['drank descaler', 'Drank from the kettle descaler bottle, vomited once, now drooling.'],
  [
    'poisoning',
    'Ingested hydrochloric acid from a work bottle about 30 minutes ago, mouth burning, drooling.',
  ],
])('"%s: %s" is a poisoning with its airway at risk (ESI 2)', (complaint, symptoms) => {
  const item = form(complaint, symptoms);
  expect(flagIds(item).length).toBeGreaterThan(0);
  expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
});

it('near-miss: a degreaser spilt on the hands and washed off is not a poisoning', () => {
  const item = form(
    'spilt degreaser on hands',
    'Washed off straight away, skin a little pink, no pain, no blisters.',
    '',
    '34',
    'male',
  );
  expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
});

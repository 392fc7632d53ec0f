import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An 88-year-old found cold in an unheated flat, "mildly hypothermic" at 35.2 °C, has a cause to find
 * (infection, the thyroid, a long lie) and the bloods and ECG of a low temperature: ESI 3, though the
 * thermometer read just above 35. A young walker who got cold, warm again at 36.2 °C, needs warming only.
 */
const person = caseFormMaker({ patientAge: '88', gender: 'male' });

it('a frail 88-year-old found cold at home, mildly hypothermic at 35.2: bloods and ECG (ESI 3)', () => {
  const item = person(
    'found cold at home',
    'Found by his carer in a cold flat with no heating, at his baseline mental state, mildly hypothermic.',
    'temp 35.2, HR 70, BP 124/70',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ecg']));
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: a young walker cold after a hike, now 36.2 and well, needs warming only', () => {
  expect(
    resourcesOf(
      person(
        'cold exposure',
        'Got cold and wet walking on the hills, shivering earlier, now warm and chatty.',
        'temp 36.2, HR 80',
        '30',
      ),
    ),
  ).toEqual([]);
});

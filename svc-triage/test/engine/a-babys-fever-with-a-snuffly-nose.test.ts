import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A baby over 3 months with a fever and the snuffles of a cold, feeding, wetting nappies and settling when
 * cuddled, has a minor source and no amber or red feature: examined, no blood tests (NICE NG143 traffic
 * light), ESI 5. Under 3 months, or with no source, the tests stay.
 */
const baby = caseFormMaker({ patientAge: '7 months', gender: 'female' });
const story =
  "Felt hot since this morning, 38.4 under her arm. She's a bit snuffly and her big brother has a cold. Still feeding, 4 wet nappies today, no rash, settles when I cuddle her.";

describe("a baby's fever with a snuffly nose", () => {
  it.each([
    story,
    'Temperature 38.3 since last night, snotty nose, feeding well, wet nappies, smiling.',
    'Fever 38.5, stuffy nose and sneezy, taking her bottles, playing.',
  ])('%j: a minor source, no blood tests (ESI 5)', (symptoms) => {
    const form = baby('baby has a temperature', symptoms, 'temp 38.4, heart 150, breathing 38, oxygen 98%');
    expect(resourcesOf(form)).toEqual([]);
    expect(analyzeCase(form).esi).toBe(5);
  });

  it('near-miss: at 7 weeks the same snuffly fever is worked up', () => {
    const form = baby('baby has a temperature', story, 'temp 38.4, heart 150, breathing 38', '7 weeks');
    expect(analyzeCase(form).esi).toBeLessThanOrEqual(2);
  });
});

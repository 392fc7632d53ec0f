import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * New drowsiness as a carer or a parent tells it: "much sleepier than usual", "dozing off mid-sentence",
 * "fell asleep in the middle of his dinner". It is a new lethargy, an altered mental status at decision
 * point B (ESI v4), as "drowsy" is. Dozing in front of the television, or sleeping more since night shifts,
 * is not.
 */
const older = caseFormMaker({ patientAge: '88', gender: 'male' });
const obs = 'BP 128/74, HR 88, RR 18, T 37.4, SpO2 96%';

describe('new drowsiness in lay words', () => {
  it.each([
    'Daughter says he has been a lot sleepier than usual since yesterday and not eating.',
    'Care home report he is drowsier than normal today and off his food.',
    'Keeps dozing off mid-sentence since this morning, which is not like him.',
    'Fell asleep in the middle of his dinner twice today, wife worried.',
    'Nodding off while we were talking to him, started today.',
  ])('"%s" is an altered mental status, ESI 2', (story) => {
    const form = older('off his legs', story, obs);
    expect(mentalStatusOf(form).altered).toBe(true);
    expect(analyzeCase(form).esi).toBe(2);
  });

  it.each([
    'Dozes off in front of the telly every evening as he always has; here about a sore knee.',
    'Sleeping more than usual since he started night shifts at the depot; wants a sick note.',
  ])('near-miss: "%s" is not an altered mental status', (story) => {
    expect(mentalStatusOf(older('knee pain', story, obs)).altered).toBe(false);
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A chest infection already treated and getting better needs no X-ray or bloods for itself: "on day 5 of
 * amoxicillin, her cough is improving" was worked up as a new pneumonia (ESI 3) when she came about a rash.
 * Getting worse, breathless or feverish on treatment is still worked up.
 */
const form = caseFormMaker({ patientAge: '40', gender: 'female' });
const well = 'T 36.8 HR 76 BP 120/74 RR 14 SpO2 99%';

it.each([
  'On day 5 of amoxicillin for a chest infection, cough improving. Wants to know if she can go back to the gym.',
  'Started doxycycline for a chest infection 3 days ago, chest is getting better, asks about a fit note.',
])('"%s" needs no X-ray or bloods', (symptoms) => {
  const item = form('chest infection', symptoms, well);
  expect(resourcesOf(item)).not.toContain('xray');
  expect(analyzeCase(item).esi).toBe(5);
});

it('a rash after amoxicillin "for a chest infection" 4 days ago, "the cough\'s better", is the rash alone', () => {
  const item = form(
    'Rash from antibiotics',
    "I got amoxicillin at the walk-in centre 4 days ago for a chest infection. Yesterday I came out in a blotchy itchy rash. No swelling of my lips or tongue, breathing fine, and I feel fine otherwise - the cough's better.",
    '',
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: on day 3 of amoxicillin for a chest infection and more breathless is still worked up', () => {
  const item = form(
    'chest infection',
    'Day 3 of amoxicillin for a chest infection, more breathless today and coughing green.',
    'T 38.4 HR 104 BP 118/72 RR 24 SpO2 94%',
  );
  expect(resourcesOf(item)).toContain('xray');
});

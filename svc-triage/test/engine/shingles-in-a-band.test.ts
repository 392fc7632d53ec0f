import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Blisters "in a band" on one side of the trunk are shingles, a blistering rash with a cause of its own:
 * not the spreading blistering eruption (SJS/TEN, pemphigus) that needs blood tests.
 */
const form = caseFormMaker({ patientAge: '66', gender: 'male' });

it.each([
  'Blisters in band R side chest 2 days, burning, eye ok',
  'Painful vesicles in a stripe round the left side of the chest',
])('"%s" needs no blood tests', (narrative) => {
  expect(resourcesOf(form('rash painful', narrative, 'BP 140/86 HR 78 RR 16 T 37.1'))).not.toContain('labs');
});

it('near-miss: blisters spreading over the trunk with mouth ulcers after a new tablet need blood tests', () => {
  const item = form(
    'rash',
    'Blisters spreading over the trunk, mouth ulcers, started a new tablet last week.',
    'HR 96 T 37.9',
  );
  expect(resourcesOf(item)).toContain('labs');
});

import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A referral letter meant for an outpatient clinic, brought to the department ("GP letter for dermatology
 * clinic re mole", "referral letter for breast clinic"): a recognised visit that is redirected, no resources.
 * A letter about an acute problem is that problem's visit.
 */
const form = caseFormMaker({ patientAge: '57', gender: 'male' });

it.each([
  [
    'GP letter',
    'Has GP letter for dermatology clinic re mole on back, thought he should bring it here. No new symptoms.',
  ],
  [
    'Brought GP referral letter for breast clinic',
    'Painless lump found 3 weeks ago, letter asks for a clinic appointment within 2 weeks. Well.',
  ],
])('"%s" is a letter for a clinic: no resources', (complaint, narrative) => {
  const item = form(complaint, narrative, 'BP 132/84, HR 70');
  expect(presentationIds(item)).toContain('administrative');
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: "GP letter: chest pain since this morning" is a chest pain', () => {
  const item = form(
    'GP letter: chest pain',
    'Central chest pain since this morning, radiating to the left arm.',
    'HR 96',
  );
  expect(presentationIds(item)).toContain('chest-pain');
  expect(resourcesOf(item)).toContain('ecg');
});

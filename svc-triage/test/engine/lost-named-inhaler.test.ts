import { caseFormMaker, resourcesOf } from './support/case-forms';

/** An inhaler lost by its name ("lost salbutamol inhaler"), breathing as usual, is a prescription. */
const form = caseFormMaker({ patientAge: '15', gender: 'male' });

it('a lost salbutamol inhaler with no wheeze today: no resources', () => {
  const item = form(
    'needs inhaler',
    'School nurse sent - lost salbutamol inhaler, GP closed. No wheeze or SOB today.',
    'HR 78, RR 14, SpO2 99%',
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: a lost inhaler with a wheeze now is treated', () => {
  expect(
    resourcesOf(
      form('needs inhaler', 'Lost salbutamol inhaler, now wheezy and tight.', 'HR 110 RR 24 SpO2 95%'),
    ),
  ).toContain('parenteralMedication');
});

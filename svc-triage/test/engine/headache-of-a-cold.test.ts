import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * The headache of a cold (a runny or blocked nose, a sore throat), without vomiting, a severe pain or a
 * worrying feature, is treated with tablets: no injection.
 */
const form = caseFormMaker({ patientAge: '31', gender: 'male' });
const vitals = 'BP 126/80 HR 88 RR 14 SpO2 99% T 37.4';

it('a dull headache with a runny nose and a mild sore throat, worried about meningitis: no resources', () => {
  const item = form(
    'Headache and cold, worried about meningitis',
    'Runny nose, a mild sore throat and a dull headache for two days. Read about meningitis. No rash, neck moves freely, not bothered by light, not vomited. Alert and chatty.',
    vitals,
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: a severe headache with a cold and vomiting is treated by injection', () => {
  const item = form(
    'headache',
    'Blocked nose for a week, now severe headache 8/10 and vomiting twice.',
    vitals,
  );
  expect(resourcesOf(item)).toContain('parenteralMedication');
});

import { caseFormMaker, factsOf, presentationIds } from './support/case-forms';

/** "Lac 1.0 mmol/L" on a pasted blood gas is the lactate; "lac to the forearm" is still a laceration. */
const form = caseFormMaker({ patientAge: '24', gender: 'female' });

it('a blood gas line "Lac 1.0 mmol/L" is no laceration', () => {
  const item = form(
    'Tingling hands after panic attack',
    'Now settled, tingling gone.',
    'pH 7.49\nLac          1.0  mmol/L    0.5-2.2',
  );
  expect(presentationIds(item)).not.toContain('laceration');
  expect(factsOf(item).presenting.affirmed).not.toMatch(/laceration/);
});

it.each(['lac: 2.1', 'Lac=4.2'])('"%s" is no laceration', (line) => {
  expect(factsOf(form('unwell', 'Feels unwell.', line)).presenting.affirmed).not.toMatch(/laceration/);
});

it('near-miss: "2cm lac to L forearm" is a laceration', () => {
  expect(
    presentationIds(form('lac L forearm', '2cm lac to L forearm from a kitchen knife.', 'HR 80')),
  ).toContain('laceration');
});

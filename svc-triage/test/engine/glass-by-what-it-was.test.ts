import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Glass named by what it was ("fell on a broken bottle", "put his hand through a window", "a smashed
 * mirror") leaves fragments as glass does: the wound is X-rayed for them as well as closed.
 */
const form = caseFormMaker({ patientAge: '23', gender: 'female' });

it.each([
  'Fell on broken bottle, deep cut over kneecap, can bend knee.',
  'Put his hand through a window, 3 cm gaping cut on the palm.',
  'Cut her forearm on a smashed mirror, gaping 4 cm.',
  'Pushed the glass panel on the fire door and her arm went through, 4cm gaping cut on forearm.',
  'Cut on a glass, 3 cm gaping, small glints in the wound.',
])('"%s" is X-rayed and repaired', (narrative) => {
  expect(resourcesOf(form('laceration', narrative, 'HR 84'))).toEqual(
    expect.arrayContaining(['xray', 'simpleProcedure']),
  );
});

it('near-miss: a cut from a kitchen knife is repaired without an X-ray', () => {
  expect(
    resourcesOf(form('laceration', 'Cut her finger with a kitchen knife, gaping 2 cm.', 'HR 84')),
  ).not.toContain('xray');
});

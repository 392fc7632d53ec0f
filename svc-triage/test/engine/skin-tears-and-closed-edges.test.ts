import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * An older person's skin torn on an edge ("tore skin on forearm on door frame", "thin skin has torn into a
 * flap") is a skin tear: laid back with strips and dressed, simple wound care. A cut whose edges stay
 * together ("not gaping") is closed with glue or strips too. Neither needs a procedure.
 */
const form = caseFormMaker({ patientAge: '92', gender: 'female' });

it('a skin tear on the forearm from a door frame is a wound, not a rash or a limb to X-ray', () => {
  const item = form(
    'Daughter calling - mum tore skin on forearm on door frame',
    'Caught the back of her forearm on the door frame, thin skin has torn into a flap about 3cm. Bleeding stopped with pressure. Did not fall.',
    '',
  );
  expect(presentationIds(item)).toContain('laceration');
  expect(presentationIds(item)).not.toContain('rash');
  expect(resourcesOf(item)).toEqual([]);
});

it('a 1 cm chin cut that is not gaping and whose edges stay together needs no procedure', () => {
  const item = form(
    'cut chin',
    'Small cut under the chin about 1cm, not gaping, edges stay together when he opens his mouth, bleeding stopped.',
    '',
    '5',
    'male',
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: a gaping 3 cm chin cut is repaired', () => {
  expect(
    resourcesOf(form('cut chin', 'Gaping 3cm cut under the chin, bleeding stopped.', '', '5', 'male')),
  ).toContain('simpleProcedure');
});

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

it('a shin caught on the bed frame, "the skin peeled back … a flap of skin came back like tissue paper": a skin tear, no back pain, no X-ray (ESI 5)', () => {
  const item = form(
    'knocked my leg on the bed and the skin peeled back, on blood thinning aspirin',
    'I caught my shin on the corner of the bed frame last night and a flap of skin came back like tissue paper, about the size of a stamp. It bled a fair bit but it has stopped with a plaster.',
    '',
    '91',
  );
  expect(presentationIds(item)).toContain('laceration');
  expect(presentationIds(item)).not.toContain('back-pain');
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: a shin knocked on the bed frame that is swollen and limping keeps its X-ray', () => {
  const item = form('knocked my shin on the bed', 'Shin swollen and tender, limping since.', '', '91');
  expect(resourcesOf(item)).toContain('xray');
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

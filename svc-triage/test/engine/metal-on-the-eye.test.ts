import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A fragment on the eye as a patient or an optician tells it ("couldn't get metal out of his eye", "a
 * small piece of metal stuck on the front of the eye with a rust mark") is a corneal foreign body to lift
 * off at the slit lamp: one procedure.
 */
const form = caseFormMaker({ patientAge: '40', gender: 'male' });

it.each([
  [
    "Optician couldn't get metal out of his eye",
    'Grinding a gate this morning without goggles. Eye watery and gritty, pain 3/10, sight normal.',
  ],
  [
    'eye problem',
    'A small piece of metal stuck on the front of the eye with a rust mark round it, after grinding.',
  ],
])('"%s" is a corneal foreign body to remove', (complaint, narrative) => {
  const item = form(complaint, narrative, 'HR 78');
  expect(presentationIds(item)).toContain('foreign-body-eye');
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
});

it('a metal fragment removed yesterday that left a rust ring, back to have it burred, is one procedure', () => {
  const item = form(
    'Rust ring - back for removal',
    'Seen yesterday with a metallic corneal FB, FB removed but residual rust ring, told to return today for removal once softened.',
    'VA 6/6 both; pain 2/10',
  );
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
});

it('near-miss: grit that was washed out, eye now comfortable, is examined only', () => {
  expect(
    resourcesOf(form('eye', 'Got grit in my eye, washed out at home, feels fine now.', 'HR 78')),
  ).toEqual([]);
});

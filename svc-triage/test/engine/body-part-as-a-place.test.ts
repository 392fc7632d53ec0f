import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A body part said as the place of a skin complaint named before it ("worried about a mole on his back",
 * "itchy rash on her arm", "painful lump L elbow crease") is where the complaint is, not a back or an arm
 * complaint of its own. A lump on an organ is that organ's complaint, a fall on a hand hurt the hand, and a
 * cut's part may be hurt beneath it.
 */
const form = caseFormMaker({ patientAge: '38', gender: 'male' });

it.each([
  ['Worried about a mole on his back', 'back-pain'],
  ['Itchy rash on her arm', 'upper-extremity-pain'],
])('"%s" is no %s', (complaint, notThis) => {
  expect(presentationIds(form(complaint, 'Well, no pain.', 'HR 80'))).not.toContain(notThis);
});

it.each([
  ['Swollen bite R forearm', 'upper-extremity-pain'],
  ['c/o painful lump L elbow crease', 'upper-extremity-pain'],
])(
  'a part written right after a skin complaint or a lump, "%s", is where it is: no %s',
  (complaint, notThis) => {
    expect(presentationIds(form(complaint, 'Well.', 'HR 80'))).not.toContain(notThis);
  },
);

it('near-miss: a cut knuckle after a punch keeps the hand complaint under it', () => {
  expect(
    presentationIds(form('Cut knuckle after punching someone', 'Swollen 5th metacarpal head.', 'HR 80')),
  ).toContain('upper-extremity-pain');
});

it('near-miss: "fell on my hand" is a hand injury', () => {
  expect(presentationIds(form('fell on my hand', 'Wrist swollen and sore.', 'HR 80')).length).toBeGreaterThan(
    1,
  );
});

it('near-miss: back pain with a rash elsewhere is still back pain', () => {
  expect(presentationIds(form('rash, back pain', 'Rash on the legs and low back pain.', 'HR 80'))).toContain(
    'back-pain',
  );
});

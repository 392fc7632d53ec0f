import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A lump "soft in middle" or "soft in the centre", however the note is punctuated before it ("painful
 * lump L armpit 4 days, soft in middle"), is a collection: an abscess to drain.
 */
const form = caseFormMaker({ patientAge: '45', gender: 'female' });

it.each([
  'Painful lump L armpit 4 days, soft in middle',
  'Tender swelling on the buttock, red, soft in the centre',
])('"%s" is an abscess to drain', (narrative) => {
  const item = form('lump', narrative, 'BP 124/80 HR 82 T 37.2');
  expect(presentationIds(item)).toContain('abscess');
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
});

it('near-miss: a firm, non-tender lump under the skin for months is not drained', () => {
  expect(
    resourcesOf(form('lump', 'Firm lump on the forearm for 6 months, not tender, not red.', 'HR 70')),
  ).toEqual([]);
});

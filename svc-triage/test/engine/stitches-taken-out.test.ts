import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/** "Wants stitches taken out" is a suture removal: a recognised visit that needs no resources. */
const form = caseFormMaker({ patientAge: '40', gender: 'male' });

it.each(['Wants stitches taken out', 'Here to have staples out', 'stitches to come out'])(
  '"%s" is a suture removal',
  (complaint) => {
    const item = form(
      complaint,
      'Had 5 stitches in the back of his hand 10 days ago. Wound closed, no pus.',
      '',
    );
    expect(presentationIds(item).length).toBeGreaterThan(0);
    expect(resourcesOf(item)).toEqual([]);
  },
);

import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * An appendix taken out is not inflamed again. "Appendicectomy for appendicitis twelve days ago" tells the
 * operation's story; the redness at the port site is the wound's, not an appendicitis to work up.
 */
const child = caseFormMaker({ patientAge: '11', gender: 'male' });

it('a port-site abscess after an appendicectomy carries no appendicitis flag', () => {
  const item = child(
    'red lump at belly-button wound',
    'Laparoscopic appendicectomy for uncomplicated appendicitis 12 days ago. Umbilical port site red and swollen with a yellow head. Eating, playing football, no fever.',
    'T 37.2 HR 88 RR 18',
  );
  expect(flagIds(item)).not.toContain('appendicitis');
});

it('the same in the history field', () => {
  const item = {
    ...child('tummy pain', 'Pain in the right lower abdomen since yesterday, eating less.', 'T 37.4 HR 96'),
    medicalHistory: 'Appendix out age 6',
  };
  expect(flagIds(item)).not.toContain('appendicitis');
});

it('right lower quadrant pain with the appendix in place is still appendicitis', () => {
  const item = child(
    'abdominal pain',
    'Pain started round the belly button and moved to the right lower abdomen, vomited twice.',
    'T 37.9 HR 104',
  );
  expect(flagIds(item)).toContain('appendicitis');
});

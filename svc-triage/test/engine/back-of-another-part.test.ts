import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * "The back of" another part is that part: a boil on the back of the neck is not back pain; and a return
 * ("just got back from a cruise") is not a back.
 */
const man = caseFormMaker({ patientAge: '52', gender: 'male' });

describe('the back of another part', () => {
  it.each([
    ['Boil back of neck', 'Painful fluctuant lump nape of neck 5 days, no fever'],
    ['Headache', 'Pain in the back of my head since this morning.'],
    ['Cut back of hand', 'Cut the back of his hand on glass.'],
    ['Temperature, just got back from a cruise', 'Shivery since this afternoon.'],
    ['Diarrhoea, came back from Spain yesterday', 'Watery, 5 times today.'],
  ])('%j %j is not back pain', (complaint, story) => {
    expect(presentationIds(man(complaint, story))).not.toContain('back-pain');
  });

  it.each([
    ['Back pain', 'Low back pain since lifting.'],
    ['Sore back', 'Pain in my lower back for 3 days.'],
  ])('%j %j is still back pain', (complaint, story) => {
    expect(presentationIds(man(complaint, story))).toContain('back-pain');
  });
});

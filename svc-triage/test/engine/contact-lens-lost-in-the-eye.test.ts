import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A contact lens "gone behind the eye" is found by everting the lid, which is examination: a scratchy,
 * slightly red eye that sees normally needs no resource (ESI 5). A lens wearer's eye that is painful,
 * light-sensitive, discharging, blurred or shows a white spot may be a microbial keratitis for same-day
 * ophthalmology (College of Optometrists), and redness alone is not that.
 */
const adult = caseFormMaker({ patientAge: '23', gender: 'female' });

describe('a contact lens lost in the eye', () => {
  it.each([
    'I think my contact lens has gone behind my eye!! put it in this morning and now i cant find it, my eye feels scratchy and a bit red. i can see fine out of it. no pain really just uncomfortable.',
    'Contact lens lost in left eye since this morning, slightly red, vision normal, no discharge.',
  ])('%j: examined only, ESI 5', (story) => {
    const form = adult('Contact lens stuck in eye', story);
    expect(resourcesOf(form)).toEqual([]);
    expect(analyzeCase(form).esi).toBe(5);
  });

  it.each([
    'Wears contact lenses, slept in them. Right eye red and very painful since last night, can’t bear the light.',
    'Contact lens wearer, red eye with a white spot on the cornea and blurred vision.',
    'Contact lens user, sore sticky red eye with yellow discharge for 2 days.',
  ])('near-miss: %j is a possible keratitis for same-day ophthalmology', (story) => {
    expect(resourcesOf(adult('contact lens problem', story))).toContain('specialtyConsultation');
  });
});

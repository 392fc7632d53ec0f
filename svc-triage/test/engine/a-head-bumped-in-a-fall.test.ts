import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A fall in which only the forehead was bumped is a head injury, and the head-injury rules of the age
 * decide on a CT (PECARN under 16, the Canadian CT head rule and NICE NG232 after): a toddler who cried at
 * once, has not vomited and is acting normally after toppling off a sofa needs advice (ESI 5), as does an
 * adult with none of the rules' features. Vomiting twice, amnesia or age 65 and over still get the scan.
 */
const toddler = caseFormMaker({ patientAge: '2', gender: 'female' });
const adult = caseFormMaker({ patientAge: '30', gender: 'male' });
const calm = 'HR 84, RR 16, SpO2 99%, T 36.7, GCS 15';

describe('a head bumped in a fall', () => {
  it('a toddler who toppled off the sofa onto her forehead, cried at once and is acting normally: ESI 5', () => {
    const item = toddler(
      'Fall from sofa, bump to forehead',
      'Toppled off the sofa onto the carpet and bumped her forehead. Cried straight away, no loss of consciousness, not vomited. 3 cm bump on her forehead. Running about, acting completely normally.',
      'HR 118, RR 26, SpO2 99%, T 36.9',
    );
    expect(presentationIds(item)).toContain('minor-head-bump-toddler');
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).scores.esi.level).toBe(5);
  });

  it('"in the back of the car" is a place, not a back hurt in the fall: no X-ray', () => {
    const item = toddler(
      'Fell off the sofa, bumped forehead',
      'Bumped her forehead on the floor, cried at once, not vomited. Singing in the back of the car on the way in.',
    );
    expect(resourcesOf(item)).not.toContain('xray');
  });

  it('near-miss: a fall that hurt her back as well as her head gets the X-ray', () => {
    const item = {
      ...adult(
        'Fell down the stairs',
        'Fell down four stairs, bumped forehead and hurt her back, tender over the spine.',
        calm,
      ),
      gender: 'female',
    };
    expect(resourcesOf(item)).toContain('xray');
  });

  it('an adult who slipped and bumped his forehead, with no CT head rule feature: no scan, no X-ray, ESI 5', () => {
    const item = adult(
      'Slipped on ice, bumped forehead',
      'Slipped on the ice and bumped forehead on the pavement. No loss of consciousness, remembers it all, not vomited, no headache. Small graze.',
      calm,
    );
    expect(resourcesOf(item)).not.toContain('advancedImaging');
    expect(resourcesOf(item)).not.toContain('xray');
    expect(analyzeCase(item).scores.esi.level).toBe(5);
  });

  it('near-miss: the same fall with two vomits and no memory of it gets the CT', () => {
    const item = adult(
      'Slipped on ice, bumped forehead',
      "Slipped on the ice and bumped forehead on the pavement. Can't remember the fall, vomited twice since.",
      calm,
    );
    expect(resourcesOf(item)).toContain('advancedImaging');
  });

  it('near-miss: a 72-year-old who tripped and bumped her forehead gets the CT', () => {
    const item = {
      ...adult(
        'Tripped, bumped forehead',
        'Tripped on a kerb and bumped forehead. Remembers it, not vomited.',
        calm,
      ),
      patientAge: '72',
      gender: 'female',
    };
    expect(resourcesOf(item)).toContain('advancedImaging');
  });

  it('near-miss: a toddler who fell off the sofa and is drowsy and has vomited twice gets the CT', () => {
    const item = toddler(
      'Fall from sofa, bump to forehead',
      'Toppled off the sofa and bumped her forehead. Vomited twice since and drowsy.',
      'HR 118, RR 26, SpO2 99%',
    );
    expect(resourcesOf(item)).toContain('advancedImaging');
  });
});

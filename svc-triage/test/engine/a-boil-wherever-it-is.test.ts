import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A boil is an abscess wherever it is and however it is placed ("boil in left groin crease", "large boil
 * inner thigh"), and so is a painful lump that has gone red and hot. It is drained (a simple procedure);
 * in a diabetic whose sugars are high or round whom the redness spreads, blood tests too: two resources,
 * ESI 3 (IDSA 2014 skin and soft tissue infections). The kettle's boil is not one.
 */
const adult = caseFormMaker({ patientAge: '52', gender: 'male' });

describe('a boil wherever it is', () => {
  it.each([
    [
      'boil',
      'Boil in left groin crease for a week, now with a yellow head, red area spreading round it.',
      'T 37.7 HR 92 BP 138/82',
      'Type 2 diabetes',
    ],
    [
      'lump under arm',
      'Painful lump under her arm for 5 days, red and hot and getting bigger, sugars have been high all week.',
      'T 37.6 HR 88',
      'Type 1 diabetes on insulin pump',
    ],
    [
      'neck boil',
      'Large boil back of neck 4 cm, tender, redness spreading onto the shoulder.',
      'T 37.8 HR 96 BP 130/80',
      'T2DM, hypertension',
    ],
    [
      'boil',
      'Boil right buttock 4cm, fluctuant, spreading redness.',
      'T 37.5 HR 90',
      'Diabetic on gliclazide',
    ],
  ])('%j: drained, with blood tests in a diabetic, ESI 3', (complaint, story, vitals, history) => {
    const form = { ...adult(complaint, story, vitals), medicalHistory: history };
    expect(presentationIds(form)).toContain('abscess');
    expect(resourcesOf(form)).toEqual(expect.arrayContaining(['simpleProcedure', 'labs']));
    expect(analyzeCase(form).esi).toBe(3);
  });

  it('near-miss: a small boil in a well adult is drained alone, ESI 4', () => {
    const form = adult(
      'boil',
      'Boil on his buttock for 3 days with a small yellow head, otherwise well.',
      'T 36.9 HR 76',
    );
    expect(presentationIds(form)).toContain('abscess');
    expect(analyzeCase(form).esi).toBe(4);
  });

  it('a boil the size of a golf ball is a boil', () => {
    expect(
      presentationIds(adult('boil', 'A boil the size of a golf ball on her thigh, red and tender.')),
    ).toContain('abscess');
  });

  it.each([
    ['scald', 'Scalded her hand with water that was on the boil, one blister on the back of the hand.'],
    ['lump', 'Lump in her armpit for two months, not painful and not red, no fevers.'],
  ])('near-miss: %j, "%s" is no abscess', (complaint, story) => {
    expect(presentationIds(adult(complaint, story, 'HR 80'))).not.toContain('abscess');
  });
});

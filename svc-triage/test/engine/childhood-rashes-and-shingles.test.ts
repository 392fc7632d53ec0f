import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A childhood rash named for what it is (hand, foot and mouth disease, scarlet fever, chickenpox), in a
 * child who is drinking and well, needs no blood tests: its fever and mouth ulcers are the illness. Shingles
 * in a blistering band needs none either. A fever with a rash on a new drug still does.
 */
const child = caseFormMaker({ patientAge: '18 months', gender: 'male' });

describe('childhood rashes and shingles', () => {
  it.each([
    [
      'Spots on hands, feet, mouth',
      'Spots on his hands, feet and around his mouth, a few mouth ulcers, drinking, happy. Several at nursery have hand foot and mouth.',
      'T 38.2',
    ],
    [
      'Spots on hands, feet, mouth',
      'Spots on his hands, feet and around his mouth, a few mouth ulcers, drinking milk, happy between doses of ibuprofen.',
      'T 38.2',
    ],
    [
      'Sore throat and rash',
      'Sore throat and fever for a day, fine sandpapery red rash on her chest. Chatting and drinking. Two classmates have scarlet fever.',
      'T 38.3 HR 118',
    ],
  ])('%j: no resources', (complaint, story, vitals) => {
    expect(resourcesOf(child(complaint, story, vitals))).toEqual([]);
  });

  it('shingles in a blistering band needs nothing', () => {
    expect(
      resourcesOf(
        child(
          'Rash on back',
          'Painful blistering band R back/flank 3 days, no eye involvement',
          'T 37.0',
          '70',
        ),
      ),
    ).toEqual([]);
  });

  it('a fever and a rash after starting lamotrigine still gets blood tests', () => {
    expect(
      resourcesOf(
        child('Rash', 'Widespread red rash and fever two weeks after starting lamotrigine.', 'T 38.5', '30'),
      ),
    ).toContain('labs');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker } from './support/case-forms';

/**
 * The abdomen's quadrants in everyday words: "upper right tummy", "lower left belly", "right upper stomach"
 * are the right upper and left lower quadrants. An indigestion in the upper right tummy going into the
 * shoulder blade after a takeaway, with vomiting and a low fever, is a cholecystitis to work up (Tokyo
 * Guidelines 2018): bloods, an ultrasound and IV analgesia, ESI 3.
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'female' });
const presenting = (story: string) => readCaseFacts(adult('tummy pain', story)).presenting.affirmed;

describe('quadrants in lay words', () => {
  it.each([
    ['pain in the upper right tummy', 'right upper quadrant'],
    ['sore lower left belly', 'left lower quadrant'],
    ['pain in my right upper stomach', 'right upper quadrant'],
    ['ache in the lower right side of my tummy', 'right lower quadrant'],
  ])('%j reads %j', (story, quadrant) => {
    expect(presenting(story)).toContain(quadrant);
  });

  it('an indigestion in the upper right tummy with vomiting and a fever is worked up (ESI 3)', () => {
    const form = adult(
      'Indigestion after meals',
      'Pain: yes 6/10 upper right tummy, going into right shoulder blade. Started 5 hrs ago after a takeaway, vomited x2, similar shorter episodes over last 2 months, Gaviscon not helping.',
      'BP 132/84 HR 92 RR 18 T 37.8 SpO2 98%',
    );
    expect(analyzeCase(form).esi).toBe(3);
  });

  it('near-miss: "the upper part of the stomach" names no quadrant', () => {
    expect(presenting('pain in the upper part of the stomach')).not.toContain('quadrant');
  });
});

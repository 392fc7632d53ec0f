import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Upper abdominal pain in lay words: "the top of my stomach", "the pit of my stomach", "upper tummy".
 * Mild epigastric pain in a well young adult without vomiting, fever or bleeding gets a lipase (and a
 * pregnancy test) but no imaging: one resource, ESI 4. The engine knew "epigastric" and "upper abdomen"
 * only, so the same ache told in lay words was given an ultrasound or CT as well (ESI 3).
 */
const adult = caseFormMaker({ patientAge: '26', gender: 'male' });

describe('upper abdominal pain in lay words', () => {
  it('a mild ache at the top of the stomach after a weekend of drinking: blood tests only (ESI 4)', () => {
    const item = adult(
      'Stomach ache after a big weekend',
      "Ache at the top of my stomach since Sunday after drinking a lot on Saturday. About 3/10, eating a bit and keeping water down, no black poo. Doesn't go through to my back.",
      'BP 122/74, HR 80, T 36.8',
    );
    expect(resourcesOf(item)).not.toContain('advancedImaging');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a mild burning in the pit of the stomach', () => {
    const item = adult(
      'Stomach pain',
      'Burning pain in the pit of my stomach after spicy food, 2/10, no vomiting.',
      'HR 76',
      '31',
      'female',
    );
    expect(resourcesOf(item)).not.toContain('advancedImaging');
  });

  it('near-miss: severe upper tummy pain through to the back with vomiting is imaged', () => {
    const item = adult(
      'Stomach pain',
      'Severe pain at the top of my stomach going through to my back, vomiting all night, 9/10.',
      'HR 112, BP 128/80',
      '44',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * The headache of flu or COVID is part of the illness: paracetamol at home, no IV or IM analgesia. A
 * worrying headache with it (the worst ever, a stiff neck) keeps its own work-up.
 */
const adult = caseFormMaker({ patientAge: '30', gender: 'female' });

describe('the headache of a viral illness', () => {
  it.each([
    [
      'Positive COVID test',
      'Positive home COVID test this morning, scratchy throat, blocked nose, mild headache. Eating and drinking, no shortness of breath.',
      'T 37.8 SpO2 98%',
    ],
    [
      'Flu, do I need Tamiflu',
      "I think I have flu, started yesterday with aches, shivers, headache and a dry cough. I'm healthy, drinking fine, breathing fine.",
      'T 38.2',
    ],
  ])('%j: no resources, ESI 5', (complaint, story, vitals) => {
    expect(resourcesOf(adult(complaint, story, vitals))).toEqual([]);
    expect(analyzeCase(adult(complaint, story, vitals)).esi).toBe(5);
  });

  it('flu with the worst headache of her life and a stiff neck is not ESI 5', () => {
    const item = adult(
      'Flu',
      'Flu for 2 days, now the worst headache of her life, stiff neck, vomiting.',
      'T 38.9 HR 110',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});

describe('a worrying headache during flu', () => {
  it('a sudden headache during flu keeps its CT', () => {
    const item = adult('Flu', 'Flu for 3 days, then a sudden severe headache an hour ago.', 'T 38.0');
    expect(resourcesOf(item)).toContain('advancedImaging');
  });
});

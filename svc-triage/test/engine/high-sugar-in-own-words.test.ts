import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A high sugar told the way a person with diabetes tells it: "my sugar's high", "my sugars have been
 * 18-19 on my meter". A well patient with a sustained high glucose needs blood tests (glucose, ketones,
 * electrolytes, renal function; JBDS 2023, ADA 2024): one resource, ESI 4. The engine had read only
 * "sugar was 19" and "sugars are high", so these patients were a prescription request (ESI 5).
 */
const adult = caseFormMaker({ patientAge: '54', gender: 'female' });
const glucoseOf = (item: ReturnType<typeof adult>) =>
  factsOf(item).labs.find((result) => result.analyte === 'glucose')?.value;

describe('a high sugar in the patient’s own words', () => {
  it('"has been 18-19 on my meter" is a glucose of 18 mmol/L', () => {
    const item = adult('Diabetes', 'My sugar has been 18-19 on my meter for a few days.');
    expect(glucoseOf(item)).toBeCloseTo(324.3, 0);
  });

  it('"my sugars have been 20 all day" is read, plural and all', () => {
    expect(glucoseOf(adult('Sugars high', 'My sugars have been 20 all day, feel ok.'))).toBeGreaterThan(350);
  });

  it('"my sugar\'s high" in the complaint is hyperglycaemia, with blood tests (ESI 4)', () => {
    const item = adult(
      "My sugar's high",
      'Ran out of my diabetes tablets a week ago. Feel fine, drinking normally, no vomiting, no tummy pain.',
      'HR 78, BP 136/80, T 36.8',
    );
    expect(presentationIds(item)).toContain('hyperglycemia');
    expect(resourcesOf(item)).toContain('labs');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a well patient with sugars of 18 on a home meter gets blood tests', () => {
    const item = adult(
      'Diabetes review',
      'Type 2 diabetic, sugars have been running 18 for three days since stopping gliclazide. Otherwise well.',
      'HR 80, BP 132/78',
    );
    expect(presentationIds(item)).toContain('hyperglycemia');
  });

  it('"her glucose meter read 24.6 mmol/L" is read; a first high sugar with thirst and a dry mouth needs bloods and IV fluids (ESI 3)', () => {
    const item = adult(
      'Feeling dry and light-headed',
      "Constantly thirsty for three weeks, up four times a night to pass urine, lost 5 kg. His wife's glucose meter read 24.6 mmol/L this evening. Light-headed on standing, dry mouth, dark urine. Alert, not vomiting.",
      'HR 92, BP 134/82, RR 16, SpO2 98%, T 36.6',
    );
    expect(glucoseOf(item)).toBeGreaterThan(400);
    expect(presentationIds(item)).toContain('hyperglycemia');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a normal sugar of 6.1 is not hyperglycaemia', () => {
    const item = adult(
      'Ran out of metformin',
      'Needs a repeat prescription. Sugars have been 6-7 on my meter, feels well.',
    );
    expect(presentationIds(item)).not.toContain('hyperglycemia');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Results that an emergency department never repeats: a PSA, a vitamin B12, a ferritin, an HbA1c, a
 * cholesterol. A well patient who brings one flagged high or low, with no acute value out of range, needs
 * an explanation and the GP's plan (ESI 5); the engine had counted "repeat the abnormal test" (ESI 4)
 * unless the patient also said "I feel fine". A positive chlamydia test beside a negative gonorrhoea test
 * is treated by mouth; the engine took "gonorrhoeae ... not detected" for gonorrhoea. A potassium flagged
 * high is still repeated. A result "flagged high on the patient portal" is not someone high on a drug.
 */
const adult = caseFormMaker({ patientAge: '58', gender: 'male' });
const normalVitals = 'HR 74, BP 132/82, RR 14, SpO2 98%, T 36.6';

describe('results an emergency department does not repeat', () => {
  it('a PSA flagged high in a worried man with no urinary symptoms (ESI 5)', () => {
    const item = adult(
      'Worried about PSA result',
      'Saw his PSA result flagged high on the patient portal and is anxious about cancer. Passing urine normally, no retention, no bone pain.',
      `${normalVitals}\nMEN'S HEALTH CLINIC - LAB\nPSA, total   4.6   ng/mL   0.0-4.0   H\nCreatinine   1.0   mg/dL   0.7-1.3`,
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a borderline low B12 she wants explained', () => {
    const item = adult(
      'Question about vitamin B12 result',
      'Mild fatigue, no numbness, no walking difficulty. She wants to know if her B12 is dangerous.',
      `${normalVitals}\nVitamin B12   180   pg/mL   200-900   L\nHemoglobin   13.1   g/dL   12.0-15.5`,
      '55',
      'female',
    );
    expect(resourcesOf(item)).not.toContain('labs');
  });

  it('an HbA1c in the prediabetes range from a pharmacy check', () => {
    const item = adult(
      'Pharmacy said his sugar test is high',
      'Pharmacy health check flagged a high HbA1c and advised seeing a doctor. No thirst, no weight loss.',
      `${normalVitals}\nHbA1c   44 mmol/mol (6.2%)   Pre-diabetes 42-47\nRandom glucose 6.8 mmol/L`,
      '50',
    );
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('chlamydia detected with gonorrhoea not detected: treated by mouth (ESI 5)', () => {
    const item = adult(
      'Positive test result, wants treatment',
      'Clinic texted her that her STI test was positive. No abdominal pain, no fever.',
      `${normalVitals}\nChlamydia trachomatis NAAT   DETECTED   *\nNeisseria gonorrhoeae NAAT   Not detected\nSyphilis (RPR)   Nonreactive`,
      '24',
      'female',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it('near-miss: a potassium flagged high by the GP is repeated', () => {
    const item = adult(
      'Abnormal blood result',
      'GP phoned: potassium high on routine bloods, feels fine.',
      `${normalVitals}\nPotassium   6.1   mmol/L   3.5-5.3   H`,
    );
    expect(resourcesOf(item)).toContain('labs');
  });

  it('near-miss: gonorrhoea detected is not treated by mouth alone', () => {
    const item = adult(
      'Positive STI result',
      'Clinic texted a positive result.',
      `${normalVitals}\nNeisseria gonorrhoeae NAAT   DETECTED\nChlamydia trachomatis NAAT   Not detected`,
      '22',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(4);
  });

  it('a result flagged high on the portal is not intoxication, while being high on cannabis is', () => {
    expect(
      presentationIds(
        adult('Result question', 'Cholesterol flagged high on the patient portal, feels well.'),
      ),
    ).not.toContain('substance-intoxication');
    expect(
      presentationIds(
        adult('Feels strange', 'High on cannabis at a party, now anxious and shaky.', '', '19'),
      ),
    ).toContain('substance-intoxication');
  });
});

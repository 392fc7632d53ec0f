import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A high reading on a home glucose meter in known diabetes, at most 15 mmol/L, with no thirst, vomiting or
 * drowsiness, the patient otherwise without symptoms and the glucose at triage in range, is a hyperglycaemia
 * the meter and advice answer (JBDS sick-day rules): recognised, no resource, ESI 5. Thirst and vomiting, or a glucose of 25, are
 * worked up.
 */
const adult = caseFormMaker({ patientAge: '48', gender: 'female' });

describe('a high reading on a glucose meter', () => {
  it.each([
    [
      'High reading on glucose meter',
      'Type 2 diabetes on metformin. Worried because her meter read 12.8 mmol/L two hours after a slice of birthday cake. No thirst, no vomiting, no other symptoms.',
    ],
    [
      'Glucose check',
      'Known type 2 diabetic. Home meter 14 mmol/L this morning, no symptoms, alert, eating normally.',
    ],
  ])('%j: hyperglycaemia, ESI 5', (complaint, story) => {
    const form = adult(complaint, story, 'BP 124/78 HR 72 RR 14 SpO2 99% BM 10.9');
    expect(presentationIds(form)).toContain('hyperglycemia');
    expect(analyzeCase(form).esi).toBe(5);
  });

  it('near-miss: thirsty and vomiting with a meter reading of 25 is worked up', () => {
    const form = adult(
      'High reading on glucose meter',
      'Type 1 diabetic, meter read 25 mmol/L, very thirsty and vomited twice.',
      'HR 104 RR 22',
    );
    expect(analyzeCase(form).esi).toBeLessThanOrEqual(3);
  });
});

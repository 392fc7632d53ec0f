import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A calm relapse of a known psychotic illness still gets a medical screen beside the psychiatric review:
 * blood tests (and often a drug screen) before the mental health team takes over, two resources, ESI 3.
 * The engine had dropped the blood tests for a known illness and called such a patient ESI 4; each of our
 * four sets with such a case says 3.
 */
const adult = caseFormMaker({ patientAge: '35', gender: 'male' });

describe('a calm relapse of a known psychosis', () => {
  it('schizophrenia off medication, hearing voices, calm: psychiatry and blood tests (ESI 3)', () => {
    const item = adult(
      'Hearing voices',
      'Known schizophrenia, stopped his medication a month ago. Hearing voices commenting on him, no command hallucinations, no thoughts of harm. Calm and cooperative.',
      'BP 124/78, HR 82, RR 16, SpO2 98%, T 36.7',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['specialtyConsultation', 'labs']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a cooperative hypomanic relapse of bipolar disorder', () => {
    const item = adult(
      'Relapse of bipolar',
      'Known bipolar, hypomanic for a week, sleeping little, talkative but cooperative, no risk to others.',
      'HR 88, BP 130/80',
      '42',
      'female',
    );
    expect(resourcesOf(item)).toContain('labs');
  });
});

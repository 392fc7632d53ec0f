import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * An alarming finding that what is already known explains:
 * - urinary retention in a man whose enlarged prostate (named, or treated with tamsulosin or
 *   finasteride) explains it is the prostate's, even with long-standing back pain; the nerve signs of
 *   cauda equina (saddle numbness, bilateral leg symptoms, incontinence) still make it cauda equina
 *   (GIRFT 2023);
 * - a red, swollen eyelid with a fever, when vision is normal and the eye moves without pain, is
 *   preseptal cellulitis, not orbital (RCOphth, NICE CKS);
 * - burning chest pain that a band of blisters in a dermatome explains is shingles, with no cardiac
 *   feature: no ECG, troponin or chest X-ray (NICE CKS Shingles).
 */
const older = caseFormMaker({ patientAge: '81', gender: 'male' });

describe('urinary retention', () => {
  const withProstate = (symptoms: string) => ({
    ...older('Unable to pass urine', symptoms, 'HR 84, BP 150/86, T 36.7'),
    medicalHistory: 'BPH, lumbar spondylosis with back pain for years',
    currentMedications: 'Tamsulosin, co-codamol',
  });

  it('in a man with BPH and long-standing back pain is retention to catheterise (ESI 3), not cauda equina', () => {
    const item = withProstate(
      'Has not passed urine for 10 hours, lower abdominal discomfort, bladder palpable. Known BPH on tamsulosin; his usual back pain is unchanged.',
    );
    expect(flagIds(item)).not.toContain('cauda-equina-syndrome');
    expect(analyzeCase(item).reasons.join(' ')).not.toMatch(/spinal cord/i);
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: with saddle numbness it is cauda equina, prostate or not (ESI 2)', () => {
    const item = withProstate(
      'Has not passed urine for 10 hours, worse back pain since Tuesday and numbness around his bottom. Known BPH.',
    );
    expect(flagIds(item)).toContain('cauda-equina-syndrome');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: new back pain with urinary retention in a woman is cauda equina until imaged', () => {
    const item = older(
      'Back pain, cannot pass urine',
      'Severe low back pain for three days, now urinary retention since this morning.',
      '',
      '46',
      'female',
    );
    expect(flagIds(item)).toContain('cauda-equina-syndrome');
  });
});

describe('a red, swollen eyelid with a fever', () => {
  const adult = caseFormMaker({ patientAge: '62', gender: 'female' });

  it('with normal vision and painless eye movements is preseptal cellulitis (ESI 3)', () => {
    const item = adult(
      'Swollen red eyelid and fever',
      'Right upper eyelid red and puffy for two days after an insect bite, temp 38.3. Eyesight is normal, the eye moves without pain, no double vision.',
    );
    expect(flagIds(item)).not.toContain('orbital-cellulitis');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: with pain on moving the eye it is orbital cellulitis (ESI 2)', () => {
    const item = adult(
      'Swollen red eyelid and fever',
      'Right eyelid red and swollen, temp 38.3, pain on eye movement and blurred vision.',
    );
    expect(flagIds(item)).toContain('orbital-cellulitis');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('burning chest pain, then a band of blisters', () => {
  const adult = caseFormMaker({ patientAge: '70', gender: 'male' });

  it('in a dermatome, with nothing cardiac about the pain, needs no cardiac work-up (ESI 5)', () => {
    const item = adult(
      'Burning chest pain and a rash',
      'Burning pain over the left lower chest for four days, then a band of blisters appeared there yesterday, T5 dermatome, not crossing the midline. Pain not related to exertion, not breathless.',
      'HR 76, BP 138/82, RR 14, SpO2 98%, T 36.9',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: crushing pain radiating to the arm with a rash keeps the ECG and troponin', () => {
    const item = adult(
      'Chest pain',
      'Crushing central chest pain radiating to the left arm, sweaty; also an itchy rash on his chest from a new soap.',
      'HR 96, BP 150/90',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['ecg', 'labs']));
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A well child with tummy aches that have come and gone for weeks or months, pain-free now, growing and
 * eating normally, with no red flag (weight loss, night waking, vomiting, blood, fever), has functional
 * abdominal pain: examination, a urine dip at the bedside and advice, no blood tests (NICE CKS; Rome IV),
 * ESI 5. A child in pain today is still assessed for appendicitis.
 */
const child = caseFormMaker({ patientAge: '9', gender: 'female' });

describe('recurrent tummy aches in a well child', () => {
  it('two months of periumbilical aches on school mornings, pain-free now: nothing more (ESI 5)', () => {
    const item = child(
      'Recurrent tummy aches',
      'Intermittent periumbilical tummy aches for 2 months, mostly on school mornings. Pain-free now. Eating normally, normal bowels, no vomiting, no weight loss.',
      'HR 88, RR 18, T 36.7, SpO2 100%',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('on and off for weeks, no pain at the moment', () => {
    const item = child(
      'Tummy pain',
      'Tummy pain on and off for 3 weeks, no pain at the moment, playing, eating well, no fever.',
      '',
      '7',
      'male',
    );
    expect(resourcesOf(item)).not.toContain('labs');
  });

  it('near-miss: a child with tummy pain today moving to the right lower side is assessed', () => {
    const item = child(
      'Tummy pain',
      'Tummy pain since this morning, now in the right lower side, off food, vomited once.',
      'T 37.9, HR 110',
      '10',
      'male',
    );
    expect(resourcesOf(item)).toContain('labs');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * An overdose is told by its count ("24 x paracetamol 500mg"), by "took tablets" at the desk, or by a
 * dosing clock that passes the daily maximum ("paracetamol 1g every 3h"). Each is an overdose to work up:
 * a deliberate one after an argument is high risk (ESI 2), a staggered one for toothache needs levels,
 * an ECG and advice (ESI 3).
 */
const form = caseFormMaker({ patientAge: '17', gender: 'female' });

it('"Took tablets after argument", 24 x paracetamol 2 h ago, is a deliberate overdose (ESI 2)', () => {
  const item = form(
    'Took tablets after argument',
    '24 x paracetamol 500mg approx 2h ago, no other meds, no vomiting, alert, talking',
    'HR 84 BP 118/72 RR 16 SpO2 99% T 36.7',
  );
  expect(presentationIds(item)).toContain('overdose-ingestion');
  expect(analyzeCase(item).esi).toBe(2);
});

it('paracetamol 1 g every 3 hours with co-codamol for toothache is a staggered overdose (ESI 3)', () => {
  const item = form(
    'Too many painkillers for toothache',
    'Toothache 4 days, taking paracetamol 1g every 3h plus co-codamol. Mild nausea. Not meant to hurt himself.',
    'HR 80 BP 136/86 RR 14 T 37.0',
    '38',
    'male',
  );
  expect(presentationIds(item)).toContain('overdose-ingestion');
  expect(analyzeCase(item).esi).toBe(3);
});

it.each([
  'Lt lower molar toothache x5/7. Taking paracetamol 1 g every 2-3h day + night since Fri (~8-10 g/24h x3/7) + ibuprofen 400 mg TDS. No N/V.',
  'Toothache since the weekend, paracetamol 1g every 3-4 hours day and night. Feels fine otherwise.',
  'Dental pain, has had about 8 g of paracetamol in 24 hours each day since Saturday.',
])('%j: a clock or a daily total past the maximum is a staggered overdose (ESI 3)', (story) => {
  const item = form('Toothache', story, 'BP 134/82 HR 80 RR 14 T 36.9', '45', 'male');
  expect(presentationIds(item)).toContain('overdose-ingestion');
  expect(analyzeCase(item).esi).toBe(3);
});

describe('near-misses', () => {
  it('paracetamol 1 g every 4-6 hours, up to four times a day, is the licensed dose', () => {
    const item = form(
      'toothache',
      'Toothache 3 days, paracetamol 1g every 4-6 hours, no more than 4 g in 24 hours.',
      '',
      '38',
      'male',
    );
    expect(presentationIds(item)).not.toContain('overdose-ingestion');
  });

  it('paracetamol 1 g every 6 hours for toothache is the licensed dose', () => {
    const item = form(
      'toothache',
      'Toothache 3 days, taking paracetamol 1g every 6h, helps a bit.',
      '',
      '38',
      'male',
    );
    expect(presentationIds(item)).not.toContain('overdose-ingestion');
  });

  it('"took tablets for the pain" at home is not an overdose', () => {
    const item = form(
      'back pain',
      'Back pain since lifting, took tablets for the pain, no better.',
      '',
      '40',
      'male',
    );
    expect(presentationIds(item)).not.toContain('overdose-ingestion');
  });
});

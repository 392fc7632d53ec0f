import { analyzeCase } from '../../src/domain/engine';
import { readGcs } from '../../src/domain/engine/reading/consciousness.reader';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';

const glucoseMgDl = (text: string) => parseLabs(text).find((lab) => lab.analyte === 'glucose')?.value;

describe('the value said to be the one now is the current one', () => {
  it.each([
    ['BGL 2.3 mmol/L on arrival, gel given, BGL now 6.9 after 20 minutes', 124.3],
    ['BGL 3.1, repeat BGL 5.8', 104.5],
    ['found with BGL 2.6, now fully alert and oriented, BGL 6.8', 122.5],
  ])('%s → glucose %s mg/dL', (text, value) => {
    expect(glucoseMgDl(text)).toBe(value);
  });

  it.each([
    ['glucose 2.1', 37.8],
    ['BGL 2.4, then 2.2 after juice', 43.2],
  ])('near-miss: %s → the first value, %s mg/dL', (text, value) => {
    expect(glucoseMgDl(text)).toBe(value);
  });

  it.each([
    ['bgl 2.3, gcs 14, sweaty; bgl now 6.9 after 20 minutes, gcs 15, alert', 15],
    ['gcs 14 at scene, now gcs 9', 9],
    ['gcs 8 (was 14 at scene)', 8],
    ['gcs 13. now settled', 13],
  ])('%s → GCS %s', (text, value) => {
    expect(readGcs(text)).toBe(value);
  });
});

describe('a hypoglycaemia treated and cleared before triage is not high risk now', () => {
  const form = (symptoms: string, medications: string) => ({
    patientAge: '29',
    gender: 'male',
    chiefComplaint: 'Low blood sugar, recovered',
    symptoms,
    vitals: 'BP 128/76, HR 82, RR 14, SpO2 99%',
    medicalHistory: 'Type 1 diabetes',
    currentMedications: medications,
  });

  it('insulin, clear cause, corrected by mouth and alert: no resources', () => {
    const result = analyzeCase(
      form(
        'Confused at the gym, BGL 2.3, GCS 14; glucose gel and juice given, BGL now 6.9, GCS 15, alert and eating. Exercised without lowering his basal rate.',
        'insulin pump',
      ),
    );
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('hypoglycemia');
    expect(result.esi).toBe(5);
  });

  it('near-miss: a sulfonylurea keeps the infusion and the blood tests (recurrence)', () => {
    const result = analyzeCase(
      form(
        'BGL 2.6 with confusion, oral glucose given, now fully alert and oriented, BGL 6.8.',
        'gliclazide',
      ),
    );
    expect(result.esi).toBe(3);
  });

  it('near-miss: still low and confused is ESI 1', () => {
    const result = analyzeCase(
      form('Confused and sweaty, BGL 2.1, glucose gel given, still confused.', 'insulin'),
    );
    expect(result.esi).toBe(1);
  });
});

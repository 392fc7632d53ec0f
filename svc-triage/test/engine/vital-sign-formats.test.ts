import fs from 'node:fs';
import path from 'node:path';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';
import { parseVitals } from '../../src/domain/engine/reading/vitals.parser';
import { GLUCOSE_MG_DL_PER_MMOL_L, roundTo } from '../../src/domain/engine/reading/unit-conversions';

interface Format {
  text: string;
  expect: Record<string, number | boolean | string> & { glucoseMmol?: number };
}

const formats: Format[] = fs
  .readFileSync(path.join(__dirname, 'fixtures/vital-sign-formats.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Format);

const measured = [
  'systolic',
  'diastolic',
  'heartRate',
  'respiratoryRate',
  'spo2',
  'temperatureC',
  'gcs',
  'painScore',
  'capillaryRefillSeconds',
] as const;

const glucoseMmolIn = (text: string) => {
  const glucose = parseLabs(text).find((lab) => lab.analyte === 'glucose');
  return glucose?.value === undefined ? undefined : roundTo(glucose.value / GLUCOSE_MG_DL_PER_MMOL_L, 1);
};

describe('vital signs written every way a clinician writes them', () => {
  it('has at least 200 formats, each written differently', () => {
    expect(formats.length).toBeGreaterThanOrEqual(200);
    expect(new Set(formats.map((format) => format.text.toLowerCase())).size).toBe(formats.length);
  });

  it.each(
    formats.filter((format) => Object.keys(format.expect).length).map((format) => [format.text, format]),
  )('%s', (_text, { text, expect: expected }) => {
    const { glucoseMmol, ...vitals } = expected;
    expect(parseVitals(text)).toMatchObject(vitals);
    if (glucoseMmol !== undefined) expect(glucoseMmolIn(text)).toBeCloseTo(glucoseMmol, 1);
  });

  it.each(formats.filter((format) => !Object.keys(format.expect).length).map((format) => [format.text]))(
    '%s is not read as a vital sign',
    (text) => {
      const vitals = parseVitals(text);
      expect(measured.filter((name) => vitals[name] !== undefined)).toEqual([]);
      expect(glucoseMmolIn(text)).toBeUndefined();
    },
  );
});

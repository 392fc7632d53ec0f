import { measuredReading, type LabReading } from '../../src/domain/blood-report/lab-reading';
import { formatReading } from '../../src/domain/blood-report/render-blood-report';
import { parseLabs } from '../../src/domain/engine/reading/labs.parser';
import {
  analyteDefinitions,
  readsOnlyWords,
  reportedAnalytes,
  type LabUnit,
  type ReportedAnalyte,
} from '../../src/domain/lab-analytes';

/**
 * The blood-report extractor writes one line a test (`formatReading`), and the guideline engine reads
 * those lines (`parseLabs`). This holds the two halves of the catalogue to each other: a test linked to an
 * engine analyte (`readAs`) is read as that analyte, in its canonical unit, from every unit the report may
 * print; a test with no link is not read at all, so the engine never takes it for something else.
 */

/**
 * Where the two disagree today. Each is a change in what the engine reads, so it is left to a change of its
 * own; when one is fixed, its entry must go (the last test fails until it does).
 */
const knownDisagreements: Record<string, string> = {
  'hcg U/L': 'the engine knows IU/L and mIU/mL for hCG, not U/L',
  'magnesium mEq/L': 'the engine has no mEq/L factor for magnesium',
  'nt-probnp pmol/L': 'the engine has no pmol/L factor for BNP',
  'neutrophils %': 'a differential percentage: the engine reads only the absolute count',
};

interface WrittenLine {
  key: string;
  analyte: ReportedAnalyte;
  line: string;
}

/**
 * The value written: 5, or one the analyte can have, where the engine rejects impossible values (a blood pH
 * is 6.5 to 8; "pH 5" is a urine's).
 */
const plausibleValues: Record<string, { text: string; value: number }> = { ph: { text: '7.2', value: 7.2 } };

const measured = (analyte: ReportedAnalyte, unit: LabUnit | undefined): LabReading[] =>
  measuredReading(analyte, {
    comparator: '',
    value: plausibleValues[analyte.id] ?? { text: '5', value: 5 },
    ...(unit ? { unit } : {}),
  });

const positive = (analyte: ReportedAnalyte): LabReading => ({
  kind: 'qualitative',
  analyte,
  result: { outcome: 'positive', text: 'Positive' },
});

/** Every line the extractor may write for each test: a number in each unit, and a worded result if it has one. */
const writtenLines: WrittenLine[] = reportedAnalytes.flatMap((analyte) => {
  const units: Array<LabUnit | undefined> = analyte.units.length ? [...analyte.units] : [undefined];
  const numeric = readsOnlyWords(analyte)
    ? []
    : units.flatMap((unit) =>
        measured(analyte, unit).map((reading) => ({
          key: `${analyte.id} ${unit ?? ''}`.trim(),
          analyte,
          line: formatReading(reading),
        })),
      );
  const worded = analyte.qualitative
    ? [{ key: `${analyte.id} worded`, analyte, line: formatReading(positive(analyte)) }]
    : [];
  return [...numeric, ...worded];
});

function agrees({ analyte, line }: WrittenLine): boolean {
  const read = parseLabs(line);
  if (!analyte.readAs) return read.length === 0;
  const definition = analyteDefinitions.find(({ id }) => id === analyte.readAs);
  return (
    read.length === 1 &&
    read[0]?.analyte === analyte.readAs &&
    read[0]?.unit === definition?.canonicalUnit &&
    (read[0]?.value !== undefined || read[0]?.qualitative === 'positive')
  );
}

describe('the lab-analyte catalogue: what reports name, the engine reads', () => {
  it('links every report test to an analyte the engine defines', () => {
    const engineIds = new Set(analyteDefinitions.map(({ id }) => id));
    const unknown = reportedAnalytes.filter(({ readAs }) => readAs && !engineIds.has(readAs));
    expect(unknown.map(({ id }) => id)).toEqual([]);
  });

  it('gives each report test its own id', () => {
    const ids = reportedAnalytes.map(({ id }) => id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(writtenLines.filter(({ key }) => !(key in knownDisagreements)))(
    '$key: the engine reads "$line" as the linked analyte, or not at all',
    (written) => {
      expect(agrees(written)).toBe(true);
    },
  );

  it('lists only disagreements that still exist', () => {
    const written = new Map(writtenLines.map((line) => [line.key, line]));
    const stale = Object.keys(knownDisagreements).filter((key) => {
      const line = written.get(key);
      return !line || agrees(line);
    });
    expect(stale).toEqual([]);
  });
});

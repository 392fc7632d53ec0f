import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  caseFormRequestSchema,
  findIdentifiers,
  findIdentifiersInField,
  presentationGroups,
  readPatientAge,
  type TeachingCase,
} from '@manan/contracts';
import {
  defaultTeachingBankDirectory,
  loadTeachingBankFromDirectory,
} from '../../src/adapters/content/file-teaching-bank';
import { redFlagCatalog } from '../../src/domain/engine';

/**
 * The teaching bank (issue 17) is content: these tests keep it loadable, consistent with the engine's red-flag
 * catalogue, free of identifiers, and spread across levels, groups and ages as the issue asks.
 */

const bank = loadTeachingBankFromDirectory(defaultTeachingBankDirectory);
const ageInYears = (teachingCase: TeachingCase) => {
  const reading = readPatientAge(teachingCase.patient.patientAge);
  if (!reading.ok) throw new Error(`${teachingCase.id}: unreadable age ${teachingCase.patient.patientAge}`);
  return reading.years;
};
const patientText = (teachingCase: TeachingCase) =>
  [
    teachingCase.patient.chiefComplaint,
    teachingCase.patient.symptoms,
    teachingCase.patient.vitals,
    teachingCase.patient.medicalHistory ?? '',
    teachingCase.patient.currentMedications ?? '',
  ].join('\n');
/** How the bank writes a pregnancy: "28 weeks pregnant", "32/40 gestation", "34 weeks' gestation". */
const isPregnant = (teachingCase: TeachingCase) =>
  /\b\d{1,2}(?:\+\d)?(?: weeks'?|\/40) (?:pregnant|gestation)\b/i.test(patientText(teachingCase));

describe('teaching bank content', () => {
  it('loads every file of the directory, one file per presentation group', () => {
    const files = fs.readdirSync(defaultTeachingBankDirectory).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(presentationGroups.map((group) => `${group}.json`).sort());
    for (const file of files) {
      const text = fs.readFileSync(path.join(defaultTeachingBankDirectory, file), 'utf8');
      // Pretty-printed with 2 spaces (as prettier keeps it), so a reviewer's diff shows one field per line.
      expect(text).toMatch(/^\[\n {2}\{\n {4}"id": "tb-/);
    }
    expect(bank.length).toBeGreaterThanOrEqual(150);
  });

  it('has unique ids whose prefix names the group, numbered within the group', () => {
    expect(new Set(bank.map((c) => c.id)).size).toBe(bank.length);
    for (const teachingCase of bank) {
      expect(teachingCase.id).toMatch(new RegExp(`^tb-${teachingCase.group}-\\d{2,3}$`));
    }
  });

  it('names only red flags that exist in the guideline engine catalogue', () => {
    const known = new Set(redFlagCatalog.map((flag) => flag.id));
    const unknown = bank.flatMap((c) =>
      c.answer.redFlags.filter((id) => !known.has(id)).map((id) => `${c.id}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every patient as the case form accepts it', () => {
    const refused = bank.flatMap((c) => {
      const parsed = caseFormRequestSchema.safeParse(c.patient);
      return parsed.success
        ? []
        : [`${c.id}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`];
    });
    expect(refused).toEqual([]);
  });

  it('holds no identifier the privacy guard would find, and ages over 89 as 90+', () => {
    const found = bank.flatMap((c) => {
      const inText = findIdentifiers(patientText(c)).map((f) => `${c.id}: ${f.kind} "${f.text}"`);
      const inAge = findIdentifiersInField(c.patient.patientAge, 'age').map(
        (f) => `${c.id}: age field "${f.text}"`,
      );
      const inTitle = findIdentifiers(c.title).map((f) => `${c.id}: title ${f.kind} "${f.text}"`);
      return [...inText, ...inAge, ...inTitle];
    });
    expect(found).toEqual([]);
  });

  it('keeps titles neutral: no ESI and no level word', () => {
    const levelWord =
      /\b(esi|level|emergency|emergent|urgent|non-urgent|resuscitation|immediate|critical|high|medium|low|minor|serious)\b/i;
    expect(bank.filter((c) => levelWord.test(c.title)).map((c) => `${c.id}: ${c.title}`)).toEqual([]);
  });

  it('uses the decision point that fits the level', () => {
    const misfits = bank.filter(({ answer }) => {
      if (answer.expectedEsi === 1) return answer.decisionPoint !== 'A';
      if (answer.expectedEsi === 2) return answer.decisionPoint !== 'B' && answer.decisionPoint !== 'D';
      return answer.decisionPoint !== 'C';
    });
    expect(misfits.map((c) => c.id)).toEqual([]);
    for (const { answer } of bank) {
      expect(answer.teachingPoints.length).toBeGreaterThanOrEqual(2);
      expect(answer.teachingPoints.length).toBeLessThanOrEqual(4);
    }
  });

  it('spreads across groups, levels, ages, sexes and pregnancy as the issue asks', () => {
    const byGroup = Object.fromEntries(
      presentationGroups.map((g) => [g, bank.filter((c) => c.group === g).length]),
    );
    const byLevel = [1, 2, 3, 4, 5].map((esi) => bank.filter((c) => c.answer.expectedEsi === esi).length);
    const children = bank.filter((c) => ageInYears(c) < 16).length;
    const over75 = bank.filter((c) => ageInYears(c) > 75).length;
    const pregnant = bank.filter(isPregnant).length;
    const female = bank.filter((c) => c.patient.gender === 'female').length;
    console.log({ total: bank.length, byGroup, byLevel, children, over75, pregnant, female });

    for (const group of presentationGroups) expect(byGroup[group]).toBeGreaterThanOrEqual(8);
    expect(byLevel[0]).toBeGreaterThanOrEqual(18);
    expect(byLevel[1]).toBeGreaterThanOrEqual(40);
    expect(byLevel[2]).toBeGreaterThanOrEqual(40);
    expect(byLevel[3]).toBeGreaterThanOrEqual(25);
    expect(byLevel[4]).toBeGreaterThanOrEqual(18);
    expect(children).toBeGreaterThanOrEqual(30);
    expect(bank.filter((c) => ageInYears(c) < 1).length).toBeGreaterThanOrEqual(4);
    expect(over75).toBeGreaterThanOrEqual(15);
    expect(pregnant).toBeGreaterThanOrEqual(6);
    expect(female).toBeGreaterThan(bank.length * 0.3);
    expect(bank.length - female).toBeGreaterThan(bank.length * 0.3);
  });
});

describe('loadTeachingBankFromDirectory', () => {
  const valid = JSON.parse(
    fs.readFileSync(path.join(defaultTeachingBankDirectory, 'cardiovascular.json'), 'utf8'),
  )[0] as TeachingCase;
  const withFiles = (files: Record<string, unknown>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teaching-bank-'));
    for (const [name, content] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), JSON.stringify(content));
    }
    return dir;
  };

  it('returns the cases of every json file sorted by id and ignores other files', () => {
    const dir = withFiles({
      'b.json': [{ ...valid, id: 'tb-cardiovascular-09' }],
      'a.json': [
        { ...valid, id: 'tb-cardiovascular-10' },
        { ...valid, id: 'tb-cardiovascular-02' },
      ],
      'notes.txt': 'not a case',
    });
    expect(loadTeachingBankFromDirectory(dir).map((c) => c.id)).toEqual([
      'tb-cardiovascular-02',
      'tb-cardiovascular-09',
      'tb-cardiovascular-10',
    ]);
  });

  it('names the file, the index and the problem of an invalid case', () => {
    const broken = { ...valid, answer: { ...valid.answer, expectedEsi: 6 } };
    const dir = withFiles({ 'cardiovascular.json': [valid, broken] });
    expect(() => loadTeachingBankFromDirectory(dir)).toThrow(
      /cardiovascular\.json case 1 is invalid at answer\.expectedEsi: .*5/,
    );
  });

  it('refuses a duplicate id across files and a file that is not an array', () => {
    expect(() => loadTeachingBankFromDirectory(withFiles({ 'a.json': [valid], 'b.json': [valid] }))).toThrow(
      /duplicate case id tb-cardiovascular-01 in b\.json \(also in a\.json\)/,
    );
    expect(() => loadTeachingBankFromDirectory(withFiles({ 'a.json': valid }))).toThrow(
      /a\.json must hold a JSON array/,
    );
  });
});

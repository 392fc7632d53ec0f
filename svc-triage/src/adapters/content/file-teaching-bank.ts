import fs from 'node:fs';
import path from 'node:path';
import { teachingCaseSchema, type TeachingCase } from '@manan/contracts';

/**
 * The teaching bank (issue 17) is content in the repository: svc-triage/content/teaching-bank/<group>.json,
 * one JSON array of cases per presentation group. This file reads it once, at start-up, and refuses to
 * start on a case that does not follow the schema, so a typo in the content is found before a trainee meets it.
 */

const BANK_RELATIVE = path.join('content', 'teaching-bank');

/**
 * The bank's directory whether this file runs from source (jest: svc-triage/src/adapters/content) or
 * compiled (npm start: svc-triage/dist/src/adapters/content); the first candidate that exists wins.
 */
export function resolveTeachingBankDirectory(fromDirectory: string = __dirname): string {
  const candidates = [
    path.resolve(fromDirectory, '../../..', BANK_RELATIVE),
    path.resolve(fromDirectory, '../../../..', BANK_RELATIVE),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? candidates[0]!;
}

export const defaultTeachingBankDirectory = resolveTeachingBankDirectory();

/** Every case of every *.json file in `dir`, validated, with unique ids, sorted by id. Throws otherwise. */
export function loadTeachingBankFromDirectory(dir: string): TeachingCase[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const cases: TeachingCase[] = [];
  const fileOfId = new Map<string, string>();
  for (const file of files) {
    for (const teachingCase of readCaseFile(path.join(dir, file), file)) {
      const earlier = fileOfId.get(teachingCase.id);
      if (earlier) {
        throw new Error(
          `Teaching bank: duplicate case id ${teachingCase.id} in ${file} (also in ${earlier})`,
        );
      }
      fileOfId.set(teachingCase.id, file);
      cases.push(teachingCase);
    }
  }
  return cases.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function readCaseFile(filePath: string, file: string): TeachingCase[] {
  let content: unknown;
  try {
    content = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new Error(`Teaching bank: ${file} is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(content)) throw new Error(`Teaching bank: ${file} must hold a JSON array of cases`);
  return content.map((item: unknown, index) => {
    const parsed = teachingCaseSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = issue.path.length ? issue.path.join('.') : '(case)';
      throw new Error(`Teaching bank: ${file} case ${index} is invalid at ${where}: ${issue.message}`);
    }
    return parsed.data;
  });
}

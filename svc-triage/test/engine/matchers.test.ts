import fs from 'node:fs';
import path from 'node:path';
import { complaintCatalog } from '../../src/domain/engine/complaints/complaint-catalog';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { compilePhrases, execPhrases, phraseSource } from '../../src/domain/engine/red-flags/matchers';

describe('phraseSource', () => {
  it.each([
    ['chest pain', 'chest pain', 'chest-pain'],
    ['self[- ]harm*', 'self-harm', 'self harming'],
    ['heart ?beat', 'heartbeat', 'heart beat'],
    ['(left |right )?calf pain', 'calf pain', 'left calf pain'],
    ['suicid*', 'suicidal', 'suicide'],
    ['x\\.ray', 'x.ray', 'x.ray'],
  ])('"%s" matches "%s" and "%s"', (phrase, first, second) => {
    const pattern = new RegExp(`^(?:${phraseSource(phrase)})$`);
    expect(pattern.test(first)).toBe(true);
    expect(pattern.test(second)).toBe(true);
  });

  it('keeps a character class whole and a dot literal', () => {
    expect(new RegExp(`^(?:${phraseSource('self[- ]harm')})$`).test('selfXharm')).toBe(false);
    expect(new RegExp(`^(?:${phraseSource('a.m.')})$`).test('axmx')).toBe(false);
  });
});

/** Texts as the engine reads them: the own and shared vignettes, normalised and negation-scoped. */
const corpus = (() => {
  const files = [
    path.join(__dirname, 'fixtures/own-vignettes.jsonl'),
    path.resolve(__dirname, '../../../../shared/eval/triage-vignettes.jsonl'),
  ].filter((file) => fs.existsSync(file));
  return files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .flatMap((line) => {
        const facts = readCaseFacts((JSON.parse(line) as { case: Parameters<typeof readCaseFacts>[0] }).case);
        return [facts.presenting.affirmed, facts.complaint.affirmed];
      }),
  );
})();

describe('the required-word index never hides a match', () => {
  it('reads a corpus of at least 300 vignette texts', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
  });

  it('finds, with the index, exactly what every complaint pattern finds without it', () => {
    let compared = 0;
    let matched = 0;
    const mismatches: string[] = [];
    for (const complaint of complaintCatalog) {
      const phrases = [...complaint.terms, ...(complaint.complaintFieldTerms ?? [])];
      const compiled = compilePhrases(phrases, 'longestFirst');
      const unfiltered = new RegExp(
        `(?<![\\w])(?:${phrases
          .map(phraseSource)
          .sort((a, b) => b.length - a.length)
          .join('|')})(?![\\w])`,
      );
      for (const text of corpus) {
        const expected = unfiltered.exec(text);
        const found = execPhrases(text, compiled);
        compared += 1;
        if (expected) matched += 1;
        if (found?.index !== expected?.index) mismatches.push(`${complaint.id}: "${text.slice(0, 80)}"`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(50_000);
    expect(matched).toBeGreaterThan(500);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import {
  clinicalAbbreviations,
  expandAbbreviations,
} from '../../src/domain/engine/reading/clinical-abbreviations';
import { clinicalSpellings } from '../../src/domain/engine/reading/clinical-spellings';
import { layLanguage } from '../../src/domain/engine/reading/lay-language';
import { negativeFindingRewrites } from '../../src/domain/engine/reading/negative-findings';
import { requiredLiteralSets } from '../../src/domain/engine/reading/regex-source';
import { compileRewrites } from '../../src/domain/engine/reading/text-rewrites';

const fixture = (name: string) =>
  fs
    .readFileSync(path.join(__dirname, 'fixtures', name), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Every free text of the development set and the vital-sign formats: how clinicians write. */
const corpus: string[] = [
  ...fixture('dev-set.jsonl').flatMap((line) =>
    Object.values(line.case as Record<string, unknown>).filter(
      (value): value is string => typeof value === 'string',
    ),
  ),
  ...fixture('vital-sign-formats.jsonl').map((line) => line.text as string),
];

const tables = {
  abbreviations: clinicalAbbreviations.map(({ pattern }) => pattern),
  spellings: clinicalSpellings.map(([pattern]) => pattern),
  'lay language': layLanguage.map(([pattern]) => pattern),
  'negative findings': negativeFindingRewrites.map(([pattern]) => pattern),
};

describe('the literals a pattern needs', () => {
  it.each([
    [/\btylenol\b/g, [['tylenol']]],
    [/\bfainted\b|\bpassed out\b/g, [['fainted', 'passed out']]],
    [/(?<![\w/])(?:n\/v|nausea and vomiting)(?![\w/])/gi, [['n/v', 'nausea and vomiting']]],
    [/\bears?\b/g, [['ear']]],
    [/\bsoak(?:ed|ing)? through/g, [[' through'], ['soak']]],
    [/a\.fib/gi, [['a.fib']]],
    [/\bPE\b/g, [['PE']]],
    [/\bNSTEMI\b/gi, [['nstemi']]],
    [/(?:left |right )?leg/g, [['leg']]],
    [/\b(?:no|not) (?:palpable )?(?:pedal|foot) pulses?/g, [[' pulse'], ['pedal', 'foot'], ['no', 'not']]],
    [/#\s?(?:nose|nasal bones?)/g, [['nose', 'nasal bone']]],
    [/\b(l|r)\s(?=(?:arm|leg)\b)/g, [['arm', 'leg']]],
    [/\bcan'?t (?!walk)stand/g, [['t stand'], ['can']]],
    [/[ck]ouldn'?t/g, [['ouldn']]],
    [/(?<=\d)\s?mg/g, [['mg']]],
    [/\u00e9t\u00e9 fever/g, [[' fever']]],
  ])('when the pattern is %s, then it needs one of each of %j', (pattern, sets) => {
    expect(requiredLiteralSets(pattern)).toEqual(sets);
  });

  it.each([
    [/\b(\d{1,3}) (M|F)\b/g, 'it holds only digit classes and single letters'],
    [/x|\bno\b/g, 'one alternative is too short to say anything'],
    [/\bx\s?(\d+)\s?(?:d|days?)\b/gi, 'its one letter stands apart from the unit'],
  ])('when %s, then nothing certain is required (%s)', (pattern) => {
    expect(requiredLiteralSets(pattern)).toEqual([]);
  });

  it.each(Object.entries(tables))(
    'when any rule of the %s matches a text of the corpus, then the text holds one of its literals',
    (_table, patterns) => {
      const misses: string[] = [];
      for (const pattern of patterns) {
        const sets = requiredLiteralSets(pattern);
        if (!sets.length) continue;
        const once = new RegExp(pattern.source, pattern.flags.replace('g', ''));
        const caseInsensitive = pattern.flags.includes('i');
        for (const raw of corpus) {
          for (const text of [raw, raw.toLowerCase()]) {
            const haystack = caseInsensitive ? text.toLowerCase() : text;
            if (once.test(text) && !sets.every((set) => set.some((literal) => haystack.includes(literal))))
              misses.push(`${pattern.source} in ${text.slice(0, 60)}`);
          }
        }
      }
      expect(misses).toEqual([]);
    },
  );
});

describe('rewrite rules applied in order', () => {
  const rules = [
    { pattern: /\bpassed out\b/g, replacement: 'syncope' },
    { pattern: /\bsyncope\b/g, replacement: 'syncope (loss of consciousness)' },
    { pattern: /\bSOB\b/g, replacement: 'shortness of breath' },
    { pattern: /(\d+)\s?\/40/g, replacement: (_match: string, weeks: unknown) => `${String(weeks)} weeks` },
  ];
  const apply = compileRewrites(rules);

  it('when a rule rewrites the text, then the later rules read what it wrote', () => {
    expect(apply('she passed out twice')).toBe('she syncope (loss of consciousness) twice');
  });

  it('when a case-sensitive rule meets other case, then it leaves the text alone', () => {
    expect(apply('SOB at rest, sob story')).toBe('shortness of breath at rest, sob story');
  });

  it('when a rule with no literal and a replacer matches, then it is run', () => {
    expect(apply('G2P1 at 32/40')).toBe('G2P1 at 32 weeks');
  });

  it('when no rule can match, then the text comes back unchanged', () => {
    const text = 'chest pain radiating to the left arm';
    expect(apply(text)).toBe(text);
  });
});

describe('durations in shorthand', () => {
  it.each([
    ['cough x2/7', 'cough for 2 days'],
    ['rash x 3/52', 'rash for 3 weeks'],
    ['vomiting x2d', 'vomiting for 2 days'],
    ['headache x4 hrs', 'headache for 4 hours'],
    ['pain X3wks', 'pain for 3 weeks'],
    ['seizure x20 min', 'seizure for 20 minutes'],
    ['fever x 5 days', 'fever for 5 days'],
  ])('when a clinician writes "%s", then it reads "%s"', (shorthand, expanded) => {
    expect(expandAbbreviations(shorthand)).toBe(expanded);
  });

  it('when an x ends a word ("box 3 days"), then it is not a duration', () => {
    expect(expandAbbreviations('box 3 days')).toBe('box 3 days');
  });
});

import {
  holdsPacked,
  indexText,
  packLiteralSets,
  type PackedLiteralSets,
  type TextIndex,
} from '../reading/literal-search';
import { groupEnd, requiredLiteralSets, shortestLength, type LiteralSets } from '../reading/regex-source';
import type { CaseFacts } from '../reading/case-facts';
import { readAsTheTextIs } from '../reading/negative-findings';
import type { AnalyteId } from '../../lab-analytes';
import type { LabResult } from '../reading/labs.parser';
import type { MedicationClass } from '../reading/medications.parser';
import type { Vitals } from '../reading/vitals.parser';
import { dangerZoneBandFor } from '../scores/danger-zone-vitals';

/** A matcher returns the evidence it found, or null when it does not match. */
export type Matcher = (facts: CaseFacts) => string[] | null;

/**
 * A phrase: words separated by spaces (a space or hyphen in the text), `*` as a word-ending wildcard,
 * and `( | )?` for alternatives and optional words, e.g. 'hit (his|her) head', '(left )?calf pain'.
 */
export type Phrase = string | RegExp;

/**
 * A phrase's regex source. Outside character classes a space is a separator (spaces or a hyphen; " ?"
 * makes it optional, 'heart ?beat'), '*' after a letter is a word ending and '.' is a literal dot;
 * inside a class ('self[- ]harm') everything is kept as written.
 */
export function phraseSource(phrase: Phrase): string {
  if (phrase instanceof RegExp) return phrase.source;
  const text = readAsTheTextIs(phrase.trim());
  let source = '';
  let inClass = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    const previous = text.charAt(index - 1);
    if (inClass) {
      source += character;
      if (character === ']' && previous !== '\\') inClass = false;
    } else if (character === '[' && previous !== '\\') {
      inClass = true;
      source += character;
    } else if (/\s/.test(character)) {
      while (/\s/.test(text.charAt(index + 1))) index += 1;
      const optional = text.charAt(index + 1) === '?';
      if (optional) index += 1;
      source += optional ? '[\\s-]*' : '[\\s-]+';
    } else if (character === '*' && /[\w']/.test(previous) && text.charAt(index - 2) !== '\\') {
      source += "[\\w']*";
    } else if (character === '.' && previous !== '\\') {
      source += '\\.';
    } else source += character;
  }
  return source;
}

const LITERAL = /^[a-z0-9'-]+/;

/** Splits a phrase at the spaces outside its groups: '(left |right )?calf pain' → ['(left |right )?calf', 'pain']. */
function topLevelSegments(phrase: string): string[] {
  const segments: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of `${phrase.trim()} `) {
    if (character === '(' || character === '[') depth += 1;
    if (character === ')' || character === ']') depth -= 1;
    if (character === ' ' && depth === 0) {
      segments.push(current);
      current = '';
    } else current += character;
  }
  return segments;
}

/** The words one of which a segment needs: 'ears?' → ['ear'], '(tooth|teeth)' → ['tooth', 'teeth']. */
function wordsOfSegment(segment: string): string[] | null {
  let rest = segment;
  // Optional groups in front say nothing: '(the |my )?(left |right )?ear' needs "ear". A group that is
  // part of the word ('(fore)?head') makes the word's start unknown ("forehead" does not begin "head").
  while (rest.startsWith('(')) {
    const end = groupEnd(rest);
    if (end < 0 || rest[end + 1] !== '?') break;
    if (
      !rest
        .slice(1, end)
        .split('|')
        .every((alternative) => alternative.endsWith(' '))
    )
      return null;
    rest = rest.slice(end + 2);
  }
  if (rest.startsWith('(')) {
    const end = groupEnd(rest);
    if (end < 0 || rest[end + 1] === '?' || rest[end + 1] === '*') return null;
    const alternatives = rest.slice(1, end).split('|');
    // 'feels?' needs "feel": a letter made optional is not required.
    const words = alternatives.map((alternative) => {
      const trimmed = alternative.trim();
      const literal = LITERAL.exec(trimmed)?.[0] ?? '';
      return trimmed.charAt(literal.length) === '?' ? literal.slice(0, -1) : literal;
    });
    return words.every((word) => word.length >= 2) ? words : null;
  }
  const literal = LITERAL.exec(rest)?.[0] ?? '';
  const next = rest.charAt(literal.length);
  const word = next === '?' ? literal.slice(0, -1) : literal;
  return word.length >= 2 ? [word] : null;
}

/**
 * Words one of which every text the phrase matches must contain ("ear" of '(left |right )?ear (is )?sore',
 * "suicid" of 'suicid*'): looking for them first spares running the pattern over most texts. The most
 * selective required segment is taken (one long word over a list of alternatives); null when none is.
 */
function requiredWordsOf(phrase: Phrase, source: string): RequiredText | null {
  if (phrase instanceof RegExp) return searchedLiteralsOf(phrase);
  const candidates = topLevelSegments(phrase)
    .filter(
      (segment) =>
        !(segment.startsWith('(') && groupEnd(segment) === segment.length - 2 && /[?*]$/.test(segment)),
    )
    .map(wordsOfSegment)
    .filter((words): words is string[] => words !== null);
  candidates.sort((a, b) => a.length - b.length || shortestLength(b) - shortestLength(a));
  const words = candidates[0];
  // No plain word ("d&v", "#\s?nose"): the literals of its pattern are searched for instead.
  const compiled = { source, flags: '' };
  if (!words) return searchedLiteralsOf(compiled);
  // The word is the quick look-up; the phrase's other words must be in the text too.
  return { words, alsoNeeded: requiredLiteralSets(compiled) };
}

/** A pattern's literal sets as searched text: the most telling set, and the others also needed. */
function searchedLiteralsOf(pattern: { source: string; flags: string }): RequiredText | null {
  const [first, ...others] = requiredLiteralSets(pattern);
  return first ? { words: first, searchOnly: true, alsoNeeded: others } : null;
}

/** One compiled part of a phrase list, and what a text must hold for it to be worth running. */
interface PatternPart {
  pattern: RegExp;
  id: number;
  /** Where the part stands in the list's order: at the same place in a text, the earlier part wins. */
  rank: number;
  /** No required word: the part is always run. */
  always: boolean;
  /** Literal sets the phrase also needs, one literal of each. */
  alsoNeeded: PackedLiteralSets;
  /**
   * What a text must hold when the word index has not flagged the part: one of its required words that
   * are not plain words ("x-ray"), searched for, then the sets also needed. Null when it has no such
   * word. Packed into one array, as alsoNeeded is: the part is asked of most texts it is not flagged for.
   */
  unflagged: PackedLiteralSets | null;
}

/**
 * A compiled phrase list. Each phrase with a required word is its own small pattern, run only when its
 * word is in the text; the phrases without one (regular expressions, leading alternatives) are compiled
 * together and always run. The first match is the one a single alternation of them all would give.
 */
export interface PhrasePattern {
  parts: readonly PatternPart[];
  /** Its parts' ids run from firstId up to endId, in order: parts[id - firstId]. */
  firstId: number;
  endId: number;
  /** The parts also looked for without the word index: always run, or their literals searched for. */
  unindexed: readonly PatternPart[];
}

const PLAIN_WORD = /^[a-z0-9']+$/;

/**
 * Required word → the parts that need it. A text's words then say at once which of the engine's
 * thousands of phrase patterns could match it; the rest are never run. A case's few texts are each
 * asked hundreds of times.
 */
const patternsByWord = new Map<string, number[]>();
let patternCount = 0;
const NO_PATTERNS: readonly number[] = [];
/** Word → the patterns one of its prefixes is required by. Clinical texts reuse a small vocabulary. */
const patternsByTextWord = new Map<string, readonly number[]>();
const TEXT_WORD_CACHE_SIZE = 20_000;

/** What a part needs: words one of which begins a word of the text, or substrings searched for. */
interface RequiredText {
  words: readonly string[];
  /** Literals of a regular expression phrase: anywhere in the text, not only at a word's start. */
  searchOnly?: boolean;
  /** Further literal sets the pattern needs, one literal of each. */
  alsoNeeded?: LiteralSets;
}

/**
 * The patterns compiled so far, by source. Many lists share a phrase ("vomit*" is in 63 of them), and
 * each pattern object is compiled on its first runs, twice (a quick form, then a fast one): one object
 * per source is compiled once. A pattern without the g or y flag keeps no state between runs.
 */
const patternsBySource = new Map<string, RegExp>();

function patternOf(sources: readonly string[]): RegExp {
  const source = `(?<![\\w])(?:${sources.join('|')})(?![\\w])`;
  let pattern = patternsBySource.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    patternsBySource.set(source, pattern);
  }
  return pattern;
}

function compilePart(sources: readonly string[], required: RequiredText | null, rank: number): PatternPart {
  const id = patternCount;
  patternCount += 1;
  // A pattern compiled after texts were read changes what their words could match.
  patternsByTextWord.clear();
  const words = required?.words ?? [];
  const indexed = required?.searchOnly ? [] : words.filter((candidate) => PLAIN_WORD.test(candidate));
  const searched = words.filter((word) => !indexed.includes(word));
  const alsoNeeded = required?.alsoNeeded ?? [];
  for (const word of indexed) {
    const ids = patternsByWord.get(word) ?? [];
    ids.push(id);
    patternsByWord.set(word, ids);
  }
  return {
    pattern: patternOf(sources),
    id,
    rank,
    always: required === null,
    alsoNeeded: packLiteralSets(alsoNeeded),
    unflagged: searched.length ? packLiteralSets([searched, ...alsoNeeded]) : null,
  };
}

export function compilePhrases(
  phrases: readonly Phrase[],
  order: 'asWritten' | 'longestFirst' = 'asWritten',
): PhrasePattern {
  const firstId = patternCount;
  const ordered = phrases.map((phrase) => {
    // The words required are the phrase's words as the text is read ("can't" is never in it).
    const read = typeof phrase === 'string' ? readAsTheTextIs(phrase) : phrase;
    const source = phraseSource(read);
    return { source, words: requiredWordsOf(read, source) };
  });
  if (order === 'longestFirst') ordered.sort((a, b) => b.source.length - a.source.length);
  const parts = ordered.flatMap(({ source, words }, rank) =>
    words ? [compilePart([source], words, rank)] : [],
  );
  const unindexed = ordered.filter(({ words }) => words === null);
  // Phrases without a required word run together; at a place where one of them and an indexed phrase
  // both match, the indexed phrase's own rank decides, which an alternation would also do.
  if (unindexed.length)
    parts.push(
      compilePart(
        unindexed.map(({ source }) => source),
        null,
        ordered.findIndex(({ words }) => words === null),
      ),
    );
  return {
    parts,
    firstId,
    endId: patternCount,
    unindexed: parts.filter((part) => part.always || part.unflagged !== null),
  };
}

function patternsBeginningWord(word: string): readonly number[] {
  const cached = patternsByTextWord.get(word);
  if (cached) return cached;
  const ids: number[] = [];
  for (let length = 2; length <= word.length; length += 1) {
    const forPrefix = patternsByWord.get(word.slice(0, length));
    if (forPrefix) ids.push(...forPrefix);
  }
  // Bounded whatever the input: a full cache starts again rather than growing.
  if (patternsByTextWord.size >= TEXT_WORD_CACHE_SIZE) patternsByTextWord.clear();
  patternsByTextWord.set(word, ids.length ? ids : NO_PATTERNS);
  return ids;
}

/** The patterns a text's words could match: a flag per pattern. */
interface PossiblePatterns {
  flags: Uint8Array;
  /** The text, for the literals the word index does not cover. */
  index: TextIndex;
}

/**
 * The last few texts asked about and their possible patterns. A case's few texts are each asked
 * hundreds of times in turn; comparing by identity first skips hashing them on every ask.
 */
const recentTexts: string[] = [];
const recentPossible: PossiblePatterns[] = [];
const RECENT_TEXTS = 8;
let nextRecentSlot = 0;

/**
 * The two texts asked about last: most asks follow one about the same text (every red flag reads the
 * narrative), and complaints take turns between the complaint field and the narrative.
 */
let lastText: string | null = null;
let lastPossible: PossiblePatterns | null = null;
let previousText: string | null = null;
let previousPossible: PossiblePatterns | null = null;

/** For each compiled pattern, whether one of its required words begins a word of the text. */
function possiblePatternsOf(text: string): PossiblePatterns {
  if (text === lastText && lastPossible && lastPossible.flags.length === patternCount) return lastPossible;
  const possible =
    text === previousText && previousPossible && previousPossible.flags.length === patternCount
      ? previousPossible
      : recentPossiblePatternsOf(text);
  previousText = lastText;
  previousPossible = lastPossible;
  lastText = text;
  lastPossible = possible;
  return possible;
}

function recentPossiblePatternsOf(text: string): PossiblePatterns {
  for (let slot = 0; slot < recentTexts.length; slot += 1) {
    const cached = recentPossible[slot];
    if (recentTexts[slot] === text && cached && cached.flags.length === patternCount) return cached;
  }
  // The flags of the text this one pushes out are reused when nothing holds them any more: a new
  // array of thousands of flags per text cost more than clearing one.
  const evicted = recentPossible[nextRecentSlot];
  const flags =
    evicted &&
    evicted !== lastPossible &&
    evicted !== previousPossible &&
    evicted.flags.length === patternCount
      ? evicted.flags.fill(0)
      : new Uint8Array(patternCount);
  // Flags only: each list reads its own span of flags (its phrases, 73 at most in the fixture cases), so
  // the text needs no sorted list of ids, which cost more to build per text than all the lists' reads.
  for (const word of text.split(/[^a-z0-9']+/)) {
    const ids = patternsBeginningWord(word);
    for (let at = 0; at < ids.length; at += 1) flags[ids[at] ?? 0] = 1;
  }
  const possible = { flags, index: indexText(text) };
  recentTexts[nextRecentSlot] = text;
  recentPossible[nextRecentSlot] = possible;
  nextRecentSlot = (nextRecentSlot + 1) % RECENT_TEXTS;
  return possible;
}

function mayMatch(possible: PossiblePatterns, part: PatternPart): boolean {
  if (part.always || possible.flags[part.id] === 1) return holdsPacked(possible.index, part.alsoNeeded);
  return part.unflagged !== null && holdsPacked(possible.index, part.unflagged);
}

/**
 * The first match of the phrases in the text (the earliest, the first in the list's order there), or
 * null. Only the parts the text's words make possible are visited, then those the index does not cover.
 */
export function execPhrases(text: string, phrases: PhrasePattern): RegExpExecArray | null {
  const possible = possiblePatternsOf(text);
  const { flags, index } = possible;
  bestMatch = null;
  bestRank = Infinity;
  // The list's flags are read in turn, in ascending order: its span is its own phrase count.
  for (let id = phrases.firstId; id < phrases.endId; id += 1) {
    if (flags[id] !== 1) continue;
    const part = phrases.parts[id - phrases.firstId];
    if (part && holdsPacked(index, part.alsoNeeded)) keepEarlier(part, text);
  }
  for (const part of phrases.unindexed) {
    if (flags[part.id] !== 1 && mayMatch(possible, part)) keepEarlier(part, text);
  }
  const match = bestMatch;
  bestMatch = null;
  return match;
}

/** The best match so far of the execPhrases running (it runs to the end without calling itself). */
let bestMatch: RegExpExecArray | null = null;
let bestRank = Infinity;

/** Runs the part; its match is kept if it is earlier, or at the same place and first in the list's order. */
function keepEarlier(part: PatternPart, text: string): void {
  const match = part.pattern.exec(text);
  if (!match) return;
  const best = bestMatch;
  if (!best || match.index < best.index || (match.index === best.index && part.rank < bestRank)) {
    bestMatch = match;
    bestRank = part.rank;
  }
}

function findIn(text: string, phrases: PhrasePattern): string | null {
  const match = execPhrases(text, phrases);
  return match ? `"${match[0].trim()}"` : null;
}

/** The phrase, not negated, in the complaint, symptoms, vitals text or additional information. */
export const says = (...phrases: Phrase[]): Matcher => {
  const compiled = compilePhrases(phrases);
  // Shared matchers (fever, a common phrase) are asked of the same text by many red flags in turn:
  // the last text's answer is kept. A new array each time, as callers add to the evidence they get.
  let lastText: string | null = null;
  let lastFound: string | null = null;
  return (facts) => {
    const text = facts.presenting.affirmed;
    if (text !== lastText) {
      lastFound = findIn(text, compiled);
      lastText = text;
    }
    return lastFound ? [lastFound] : null;
  };
};

/**
 * The phrase as written, negation and all: for what is said by denying ("no other injuries", "no
 * symptoms", "nil else"), which the affirmed text `says` reads has set aside.
 */
export const saysBeforeNegation = (...phrases: Phrase[]): Matcher => {
  const compiled = compilePhrases(phrases);
  return (facts) => {
    const found = findIn(facts.presenting.normalized, compiled);
    return found ? [found] : null;
  };
};

/** The phrase in the medical history, or mentioned as history in the presenting text. */
export const historyOf = (...phrases: Phrase[]): Matcher => {
  const compiled = compilePhrases(phrases);
  return (facts) => {
    const found = findIn(facts.history.affirmed, compiled) ?? findIn(facts.presenting.affirmed, compiled);
    return found ? [`history ${found}`] : null;
  };
};

/**
 * The phrase in what was told of someone else (set aside from the affirmed text, see someone-else.ts):
 * a family history, a relative's death, a contact's illness.
 */
export const toldOfOthers = (...phrases: Phrase[]): Matcher => {
  const compiled = compilePhrases(phrases);
  return (facts) => {
    const told = [facts.presenting.othersTold, facts.history.othersTold].filter(Boolean).join('\n');
    const found = told ? findIn(told, compiled) : null;
    return found ? [`told of another: ${found}`] : null;
  };
};

/**
 * One of the first phrases and one of the second in the same sentence (between full stops, semicolons or
 * lines), either order: for a quality said of a symptom ("sudden" of the headache, not of the fit before it).
 */
export const saidTogether = (first: Phrase[], second: Phrase[]): Matcher => {
  const firstCompiled = compilePhrases(first);
  const secondCompiled = compilePhrases(second);
  return (facts) => {
    const text = facts.presenting.affirmed;
    if (!execPhrases(text, firstCompiled) || !execPhrases(text, secondCompiled)) return null;
    for (const sentence of text.split(/[.;!?\n]+(?!\d)/)) {
      const one = execPhrases(sentence, firstCompiled);
      const other = one && execPhrases(sentence, secondCompiled);
      if (one && other) return [`"${one[0].trim()}"`, `"${other[0].trim()}"`];
    }
    return null;
  };
};

/** Two phrases in the same clause with at most `maxWordsBetween` words between them, either order. */
export const near = (first: Phrase, second: Phrase, maxWordsBetween = 4): Matcher => {
  const a = `(?:${phraseSource(first)})`;
  const b = `(?:${phraseSource(second)})`;
  // A field's colon joins its name to its value: "Pain: yes 6/10 R testicle".
  const gap = `(?:[\\s,/:-]+[\\w'/-]+){0,${maxWordsBetween}}?[\\s,/:-]+`;
  const pattern = new RegExp(`(?<![\\w])(?:${a}${gap}${b}|${b}${gap}${a})(?![\\w])`);
  // The pattern runs only when the text holds a word each side needs.
  const [firstSide] = compilePhrases([first]).parts;
  const [secondSide] = compilePhrases([second]).parts;
  const findNear = (text: string): string | null => {
    const possible = possiblePatternsOf(text);
    if ((firstSide && !mayMatch(possible, firstSide)) || (secondSide && !mayMatch(possible, secondSide)))
      return null;
    const match = pattern.exec(text);
    return match ? `"${match[0].trim()}"` : null;
  };
  // As in `says`: the last text's answer is kept, and handed out as a new array.
  let lastText: string | null = null;
  let lastFound: string | null = null;
  return (facts) => {
    const text = facts.presenting.affirmed;
    if (text !== lastText) {
      lastFound = findNear(text);
      lastText = text;
    }
    return lastFound ? [lastFound] : null;
  };
};

export const allOf =
  (...matchers: Matcher[]): Matcher =>
  (facts) => {
    const evidence: string[] = [];
    for (const matcher of matchers) {
      const found = matcher(facts);
      if (!found) return null;
      evidence.push(...found);
    }
    return evidence;
  };

export const anyOf =
  (...matchers: Matcher[]): Matcher =>
  (facts) => {
    for (const matcher of matchers) {
      const found = matcher(facts);
      if (found) return found;
    }
    return null;
  };

/** At least `count` of the matchers, with the evidence of all that matched. */
export const atLeast =
  (count: number, ...matchers: Matcher[]): Matcher =>
  (facts) => {
    const found = matchers
      .map((matcher) => matcher(facts))
      .filter((evidence): evidence is string[] => evidence !== null);
    return found.length >= count ? found.flat() : null;
  };

export const none =
  (matcher: Matcher): Matcher =>
  (facts) =>
    matcher(facts) ? null : [];

export const ageYears =
  (min: number, max = Infinity): Matcher =>
  (facts) =>
    facts.age && facts.age.years >= min && facts.age.years < max ? [`age ${facts.age.text}`] : null;

export const ageDays =
  (min: number, max: number): Matcher =>
  (facts) =>
    facts.age && facts.age.days >= min && facts.age.days < max ? [`age ${facts.age.text}`] : null;

export const female: Matcher = (facts) => (facts.sex === 'female' ? [] : null);
export const male: Matcher = (facts) => (facts.sex === 'male' ? [] : null);
export const notMale: Matcher = (facts) => (facts.sex !== 'male' ? [] : null);

export const vital =
  (describe: (vitals: Vitals) => string, predicate: (vitals: Vitals) => boolean): Matcher =>
  (facts) =>
    predicate(facts.vitals) ? [describe(facts.vitals)] : null;

export const lab =
  (analyte: AnalyteId, predicate: (result: LabResult) => boolean): Matcher =>
  (facts) => {
    const result = facts.labs.find((candidate) => candidate.analyte === analyte);
    return result && predicate(result) ? [result.source] : null;
  };

/**
 * A cancer the history says is behind the patient ("in remission, no treatment since"): its name alone
 * no longer makes a fever neutropenic. Treatment now still does (takes chemotherapy).
 */
export const cancerInRemission: Matcher = (facts) =>
  /\b(?:in (?:complete |full )?remission|all clear|cured|discharged from (?:oncology|haematology|hematology) follow[- ]?up)\b/.test(
    facts.history.affirmed,
  )
    ? ['in remission']
    : null;

export const takes =
  (...classes: MedicationClass[]): Matcher =>
  (facts) => {
    const taken = classes.filter((medicationClass) => facts.medications.includes(medicationClass));
    return taken.length ? [`takes ${taken.join(', ')}`] : null;
  };

export const alteredMentalStatus: Matcher = (facts) =>
  facts.mentalStatus.altered ? [facts.mentalStatus.evidence ?? 'altered mental status'] : null;

export const pregnant: Matcher = (facts) =>
  facts.pregnancy.pregnant
    ? [facts.pregnancy.gestationWeeks ? `${facts.pregnancy.gestationWeeks} weeks pregnant` : 'pregnant']
    : null;
export const possiblyPregnant: Matcher = (facts) =>
  facts.pregnancy.possiblyPregnant && facts.sex !== 'male' ? ['possible pregnancy'] : null;
/** Ectopic pregnancy belongs to early pregnancy: a stated gestation of 14 weeks or more rules it out. */
export const notBeyondFirstTrimester: Matcher = (facts) => {
  const weeks = facts.pregnancy.gestationWeeks;
  return weeks === undefined || weeks < 14 ? [] : null;
};
export const postpartum: Matcher = (facts) => (facts.pregnancy.postpartum ? ['postpartum'] : null);

export const hypotension: Matcher = vital(
  (v) => `SBP ${v.systolic}`,
  (v) => v.systolic !== undefined && v.systolic < 90,
);
/**
 * A heart rate over the top of the patient's age band (ESI v4 danger-zone bands: over 100 from 8 years,
 * 140 from 3, 160 from 3 months, 180 before): a 4-year-old's 108 is normal. Adults are assumed when the age
 * is unknown.
 */
export const tachycardia: Matcher = (facts) => {
  const heartRate = facts.vitals.heartRate;
  if (heartRate === undefined) return null;
  return heartRate > dangerZoneBandFor(facts.age?.years ?? 30).heartRateAbove ? [`HR ${heartRate}`] : null;
};
/**
 * Breathing fast for the patient's age, by the same bands (over 50 a minute under 3 months, 40 to 3 years,
 * 30 to 8 years, then 20): a 4-year-old's 28 is a child's rate. Adults are assumed when the age is unknown.
 */
export const tachypnoea: Matcher = (facts) => {
  const rate = facts.vitals.respiratoryRate;
  if (rate === undefined) return null;
  return rate > dangerZoneBandFor(facts.age?.years ?? 30).respiratoryRateAbove ? [`RR ${rate}`] : null;
};
/** A temperature taken at 38 °C or more: a fever measured, not only told. */
export const measuredFever: Matcher = vital(
  (v) => `Temp ${v.temperatureC} C`,
  (v) => v.temperatureC !== undefined && v.temperatureC >= 38,
);
export const fever: Matcher = anyOf(
  measuredFever,
  says('fever*', 'febrile', 'pyrexi*', 'rigors', 'feels hot', 'hot to touch', 'high temperature', 'chills'),
);
export const hypoxia: Matcher = vital(
  (v) => `SpO2 ${v.spo2}%`,
  (v) => v.spo2 !== undefined && v.spo2 < 92,
);
/** A saturation under the 94–98% target of a patient not at risk of hypercapnia (BTS 2017 oxygen). */
export const saturationBelowTarget: Matcher = vital(
  (v) => `SpO2 ${v.spo2}%`,
  (v) => v.spo2 !== undefined && v.spo2 < 94,
);

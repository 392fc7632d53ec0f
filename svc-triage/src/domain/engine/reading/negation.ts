/**
 * NegEx-style negation scoping. A negation trigger ("no", "denies", "without", "negative for", "not")
 * negates the words after it until the clause ends: a comma (unless the trigger introduces a list,
 * as "denies" and "negative for" do), a sentence boundary, or a turning word such as "but".
 * A short clause ending in "normal" or "negative" ("bladder and bowel normal") is negated backwards.
 * Negated words are replaced by a marker so a pattern cannot match across them.
 */
export interface NegationResult {
  affirmed: string;
  negated: string[];
}

export const NEGATED_MARKER = '~';

const preTriggers = [
  'negative for',
  'no history of',
  'no evidence of',
  'no signs of',
  'no sign of',
  'absence of',
  'free of',
  'denies',
  'denied',
  'denying',
  'deny',
  'without',
  'nil',
  'never',
  'neither',
  'nor',
  'no',
  'not',
  "doesn't have",
  'does not have',
  "hasn't had",
  'has not had',
  "didn't have",
  'did not have',
  "doesn't",
  'does not',
  "didn't",
  'did not',
  "isn't",
  'is not',
  "wasn't",
  'was not',
  "hasn't",
  "haven't",
  'have not',
  "don't",
  'do not',
];
const listTriggers = new Set([
  'negative for',
  'no history of',
  'denies',
  'denied',
  'denying',
  'deny',
  'nil',
  'free of',
  'no evidence of',
]);
/** Phrases that contain a trigger but do not negate: "could not get his words out" is a finding. */
const pseudoTriggers = [
  'could not',
  'would not',
  'will not',
  'not able to',
  'no longer',
  'not only',
  'not sure',
  'not certain',
  'no change in',
  'not known',
  'no idea',
  "don't know",
  'do not know',
  "don't think",
  // A faint with no warning is a high-risk finding, not a negated one.
  'without warning',
  'without any warning',
  'no warning',
  'no prodrome',
  'without prodrome',
];
const terminators =
  /^(?:but|however|although|though|except|apart|yet|which|who|now|then|reports|reported|complains|complaining|states|presents|presenting|has|had|having|is|are|was|with|plus|and then|because|after|since|while|whilst)$/;
const postTriggers = /^(?:normal|negative|unremarkable|excluded|-ve|nad)$/;

const sentencePattern = /[^.;:!?\n]+(?:[.;:!?\n]|$)/g;

/**
 * Registry and checklist answers ("Fever: no. Head injury: no.") put the negation after a colon, which
 * also ends a sentence here: they are turned round ("no fever.") before scoping.
 */
const answeredNo =
  /(^|[.;,\n]\s*)([a-z][a-z0-9 '/-]{0,40}?)(?:\s*[:=?]\s*|\s+-\s+)(?:no|none|nil|absent|negative|neg|denies|denied|n)(?=\s*(?:[.;,\n]|$))/g;

/** Words that start a negation whose list, ended by "or", runs across commas: "no fever, vomiting or rash". */
const listableTriggers = new Set(['no', 'without', 'not', 'nil', 'never']);

export function scopeNegation(text: string): NegationResult {
  const negated: string[] = [];
  const sentences =
    text
      .replace(answeredNo, '$1no $2')
      .replace(/(\d)\.(\d)/g, '$1\u2024$2')
      .match(sentencePattern) ?? [];
  const affirmedSentences = sentences.map((sentence) =>
    scopeSentence(sentence.replace(/\u2024/g, '.'), negated),
  );
  return { affirmed: affirmedSentences.join(' ').replace(/\s+/g, ' ').trim(), negated };
}

const endsAList = /\b(?:or|nor)\b/;

function scopeSentence(sentence: string, negated: string[]): string {
  const segments = sentence.split(/(,)/);
  let listScope = false;
  const output: string[] = [];
  segments.forEach((segment, index) => {
    if (segment === ',') {
      output.push(',');
      return;
    }
    // "No tremor, vomiting, diarrhoea or confusion": an "or" still to come makes the commas a list.
    const orListAhead = segments.slice(index).some((later) => endsAList.test(later));
    const { text, carriesListScope } = scopeSegment(segment, listScope, negated, orListAhead);
    listScope = carriesListScope && !endsAList.test(segment);
    output.push(text);
  });
  return output.join('');
}

function scopeSegment(
  segment: string,
  inheritedListScope: boolean,
  negated: string[],
  orListAhead = false,
): { text: string; carriesListScope: boolean } {
  const words = segment.trim().split(/\s+/).filter(Boolean);
  const lastWord = words[words.length - 1]?.replace(/[.;:!?]$/, '') ?? '';
  if (postTriggers.test(lastWord) && words.length <= 6) {
    negated.push(words.join(' '));
    return { text: ` ${NEGATED_MARKER} `, carriesListScope: inheritedListScope };
  }
  let negating = inheritedListScope;
  let listScope = inheritedListScope;
  const kept: string[] = [];
  const scoped: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const pseudo = pseudoTriggerIndex.firstAt(words, index);
    if (pseudo) {
      const phraseWords = words.slice(index, index + pseudo.split(' ').length);
      if (!negating) kept.push(...phraseWords);
      else {
        scoped.push(...phraseWords);
        if (kept[kept.length - 1] !== NEGATED_MARKER) kept.push(NEGATED_MARKER);
      }
      index += phraseWords.length - 1;
      continue;
    }
    const trigger = preTriggerIndex.firstAt(words, index);
    if (trigger) {
      negating = true;
      listScope =
        listTriggers.has(trigger) ||
        (orListAhead && listableTriggers.has(trigger)) ||
        (listScope && (trigger === 'or' || trigger === 'nor'));
      index += trigger.split(' ').length - 1;
      kept.push(NEGATED_MARKER);
      continue;
    }
    if (terminators.test(word.replace(/[^a-z]/g, ''))) {
      if (scoped.length) negated.push(scoped.splice(0).join(' '));
      negating = false;
      listScope = false;
    }
    if (negating) {
      scoped.push(word);
      if (kept[kept.length - 1] !== NEGATED_MARKER) kept.push(NEGATED_MARKER);
    } else {
      kept.push(word);
    }
  }
  if (scoped.length) negated.push(scoped.join(' '));
  return { text: ` ${kept.join(' ')}`, carriesListScope: negating && listScope };
}

function startsWithPhrase(text: string, phrase: string): boolean {
  return text === phrase || text.startsWith(`${phrase} `) || text.startsWith(`${phrase},`);
}

/**
 * A phrase list indexed by first word. Every word of every clause is checked against both lists, so
 * only the phrases that begin with the word itself (or the word before its comma) are tried there.
 */
function indexByFirstWord(phrases: readonly string[]) {
  const byFirstWord = new Map<string, Array<{ phrase: string; order: number }>>();
  phrases.forEach((phrase, order) => {
    const first = phrase.split(' ')[0] ?? phrase;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), { phrase, order }]);
  });
  return {
    /** The first phrase in the list's order that the words from `index` on begin with, if any. */
    firstAt(words: readonly string[], index: number): string | undefined {
      const word = words[index] ?? '';
      const beforeComma = word.endsWith(',') ? word.slice(0, -1) : word;
      const candidates = [
        ...(byFirstWord.get(word) ?? []),
        ...(beforeComma === word ? [] : (byFirstWord.get(beforeComma) ?? [])),
      ];
      if (!candidates.length) return undefined;
      const rest = words.slice(index).join(' ');
      return candidates
        .sort((a, b) => a.order - b.order)
        .find((candidate) => startsWithPhrase(rest, candidate.phrase))?.phrase;
    },
  };
}

const pseudoTriggerIndex = indexByFirstWord(pseudoTriggers);
const preTriggerIndex = indexByFirstWord(preTriggers);

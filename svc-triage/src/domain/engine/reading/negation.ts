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

/**
 * Advice on what to come back for is a list of what the patient does not have: "safety-netted for green
 * vomit, projectile vomiting or fever", "return if drowsy or not drinking". Each negates its whole list.
 */
const SAFETY_NET_TRIGGERS = [
  'safety-net for',
  'safety net for',
  'safety-netted for',
  'safety netted for',
  'safety-netting for',
  'safety netting for',
  'safety-netting about',
  'safety netting about',
  'safety-net advice if',
  'safety net advice if',
  'safety-netting advice if',
  'safety netting advice if',
  'safety-net advice for',
  'safety-netting advice for',
  'advice if',
  'return if',
  'to return if',
  'return immediately if',
  'come back if',
  'come back immediately if',
  'call back if',
  'call 999 if',
  'ring 999 if',
  'dial 999 if',
  'seek help if',
  'seek urgent help if',
  'reattend if',
  're-attend if',
  'look out for',
  'watch out for',
];

const preTriggers = [
  'negative for',
  // A review of systems typed in a hurry: "ROS: neg for fever, chest pain, syncope".
  'neg for',
  '-ve for',
  // A test asked for "to exclude a pneumothorax" is a question about it, not the finding.
  'to exclude',
  'to rule out',
  'rule out',
  ...SAFETY_NET_TRIGGERS,
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
  // "Sparing the hand and joints": what a burn, a rash or a wound leaves alone.
  'sparing',
  'nil',
  // "I've never had chest pain": as with "not had", the auxiliary is the trigger's, not a new clause.
  'never had',
  'never been',
  'never having',
  'never',
  'neither',
  'nor',
  // "Nothing else injured", "nothing else to report".
  'nothing else',
  'nothing',
  'no',
  // "she's not had any chest pain": the auxiliary after the trigger belongs to it, not a new clause.
  'not had',
  'not been',
  'not having',
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
  "aren't",
  'are not',
  "weren't",
  'were not',
  "hasn't",
  'has not',
  "haven't",
  'have not',
  "hadn't",
  'had not',
  "don't",
  'do not',
];
const listTriggers = new Set([
  ...SAFETY_NET_TRIGGERS,
  'negative for',
  'neg for',
  '-ve for',
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
  // Hopelessness is said with a "no" that is the finding: "no point going on", "no reason to live".
  'no point',
  "doesn't see the point",
  'does not see the point',
  "don't see the point",
  "can't see the point",
  'cannot see the point',
  'no reason to',
  'no future',
  'no way out',
  // "life is not worth living"
  'is not worth',
  "isn't worth",
  'not worth',
  // A treatment that failed is a finding, not a negation of what follows: "my tablets haven't worked and
  // I keep vomiting" still vomits.
  "haven't worked",
  'have not worked',
  "hasn't worked",
  'has not worked',
  "didn't work",
  'did not work',
  "haven't helped",
  'have not helped',
  "hasn't helped",
  'has not helped',
  "didn't help",
  'did not help',
  'not helping',
  'not working',
  // "Paracetamol didn't touch it": the pain relief did nothing.
  "didn't touch it",
  'did not touch it',
  "hasn't touched it",
  'has not touched it',
  "haven't touched it",
  'have not touched it',
  'not touched it',
  'not touching it',
  // A check not done is the reason for the visit: "no INR check since starting warfarin".
  'no inr',
  // Something of one's own gone without is the finding: "not had my blood thinner for 5 days".
  'not had my',
  "haven't had my",
  'have not had my',
  "hasn't had his",
  "hasn't had her",
  'has not had his',
  'has not had her',
];
/** Words that end a negation's scope, compared with a word's letters (so "but," and "but" both end it). */
const terminators = new Set([
  'but',
  'however',
  'although',
  'though',
  'except',
  'apart',
  'yet',
  'which',
  'who',
  'now',
  'then',
  'reports',
  'reported',
  'complains',
  'complaining',
  'states',
  'presents',
  'presenting',
  'has',
  'had',
  'having',
  'is',
  'are',
  'was',
  // An ability stated among negatives: "no midline tenderness, can rotate neck 45 degrees, no tingling".
  'can',
  'could',
  'with',
  'plus',
  'because',
  'after',
  'since',
  'while',
  'whilst',
]);

/** The subject of a new clause: "… and this morning she walked into traffic". */
const subjectPronouns = new Set(['she', 'he', 'they', 'we', 'i']);
/**
 * The words that join a new clause: "and she walked into traffic", and the consequence "he wasn't
 * breathing right so we did CPR" (the CPR was done). Without a subject after them ("not so much pain")
 * they stay inside the negation.
 */
const clauseJoiners = new Set(['and', 'so']);
/** How far back the joiner may be: "and she", "and then he", "and this morning she". */
const CLAUSE_JOINER_WITHIN_WORDS = 3;

/** A subject pronoun with a joiner just before it starts a clause of its own, which a negation does not reach. */
function beginsANewClause(words: readonly string[], index: number): boolean {
  if (!subjectPronouns.has(lettersOf(words[index] ?? ''))) return false;
  for (let back = 1; back <= CLAUSE_JOINER_WITHIN_WORDS && index - back >= 0; back += 1)
    if (clauseJoiners.has(lettersOf(words[index - back] ?? ''))) return true;
  return false;
}

/**
 * Negations of a thing, not of an action: "no fever", "without difficulty". A verb in the past tense
 * joined to them by "and" is a new statement, not another thing denied: "stood up without difficulty
 * and chatted throughout", "no fever and vomited twice". After a negated verb ("did not eat and drank")
 * the second verb may share the negation, so those triggers are left as they are.
 */
const thingNegations = new Set(['no', 'without', 'nil']);
/** A past tense: "chatted", "walked"; not "need", "bleed" or "red". */
const pastTense = /^[a-z]{2,}[^e]ed$/;

function beginsAJoinedAction(words: readonly string[], index: number, trigger: string | undefined): boolean {
  return (
    trigger !== undefined &&
    thingNegations.has(trigger) &&
    lettersOf(words[index - 1] ?? '') === 'and' &&
    pastTense.test(lettersOf(words[index] ?? ''))
  );
}

/** The word's letters a-z only: "but," → "but". Most words are letters already and are returned as they are. */
function lettersOf(word: string): string {
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    if (code < 97 || code > 122) return word.replace(/[^a-z]/g, '');
  }
  return word;
}
const postTriggers = /^(?:normal|negative|unremarkable|excluded|-ve|nad|spared|uninvolved|unaffected)$/;
/** "Face/hands/genitals not involved": a short clause ending in these is negated backwards too. */
const postTriggerPhrases = /^(?:not|never) (?:involved|affected)$/;
/** "Now fully back to normal" ends in "normal" but says the patient has recovered: a finding, not a negative. */
const recoveredToNormal = /\b(?:back|returned|come back) to (?:(?:his|her|their|my|your) )?normal[.;:!?]?$/;

const sentencePattern = /[^.;:!?\n|]+(?:[.;:!?\n|]|$)/g;

/**
 * A triage note's minus after a finding, "SOB-, wheeze -, rash elsewhere-": the finding is absent. Turned
 * round ("no SOB") like a checklist's answer. Only an item of words ending its list entry: not a hyphen
 * inside a word ("left-sided") nor a dash before a value.
 */
const markedAbsent = /(^|[.;,\n|:]\s*)([a-z][a-z '/]{0,40}?)\s?-(?=\s*(?:[.;,\n|]|$))/g;

/**
 * Registry and checklist answers ("Fever: no. Head injury: no.", "Pain: no (NRS 0).") put the negation
 * after a colon, which also ends a sentence here: they are turned round ("no fever.") before scoping. A
 * flowsheet's answers are its columns: "Risk screen: SI - denies | HI - denies | Intox - no".
 */
const answeredNo =
  /(^|[.;,\n|:]\s*)([a-z][a-z0-9 '/-]{0,40}?)(?:\s*[:=?]\s*|\s+-\s+)(?:no|none|nil|absent|negative|neg|denies|denied|n)(?=\s*(?:\([^()\n]{0,40}\)\s*)?(?:[.;,\n|]|$))/g;

/**
 * Words that start a negation whose list, ended by "or", runs across commas: "no fever, vomiting or rash",
 * "he has not coughed, choked, vomited or drooled", "she hasn't vomited, coughed or choked".
 */
const listableTriggers = new Set([
  'no',
  'without',
  'not',
  'nil',
  'never',
  'has not',
  "hasn't",
  'have not',
  "haven't",
  'had not',
  "hadn't",
  'did not',
  "didn't",
]);

export function scopeNegation(text: string): NegationResult {
  const negated: string[] = [];
  const sentences =
    text
      .replace(answeredNo, '$1no $2')
      .replace(markedAbsent, '$1no $2')
      .replace(/(\d)\.(\d)/g, '$1\u2024$2')
      .match(sentencePattern) ?? [];
  const affirmedSentences = sentences.map((sentence, index) =>
    scopeSentence(
      sentence.includes('\u2024') ? sentence.replace(/\u2024/g, '.') : sentence,
      negated,
      announcesDenials.test(sentence) || deniedHeading.test(sentences[index - 1] ?? ''),
    ),
  );
  return { affirmed: affirmedSentences.join(' ').replace(/\s+/g, ' ').trim(), negated };
}

const endsAList = /\b(?:or|nor)\b/;
/**
 * Where a writer announces that a list of denials follows: "Asymptomatic - no HA, CP, SOB, visual change",
 * or a heading "No bleeding:" before "no haematuria, melaena, gum bleeds". Elsewhere "no swelling, full
 * ROM" and "no words out, R facial droop" go on to findings, so commas alone do not carry a "no".
 */
const announcesDenials = /\b(?:asymptomatic|no (?:other )?symptoms|nil else)\b/i;
const deniedHeading = /^\s*(?:no|nil)\b[^,.;]*:\s*$/i;

/**
 * A bare item of a list: one to three words with no number, time or verb of a statement ("CP", "SOB",
 * "visual change", "gum bleeds"). In an announced list "no HA, CP, SOB, visual change" denies all four;
 * "no fever, vomiting since Tuesday" denies only the fever.
 */
const BARE_ITEM_WORDS = 3;
const statementWord =
  /\d|\b(?:since|for|from|today|yesterday|tonight|ago|this|last|now|then|started|began|has|had|have|is|was|are|were|but|and|with|still|x)\b/;
function isBareItem(segment: string): boolean {
  const words = segment.trim().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= BARE_ITEM_WORDS && !statementWord.test(segment.toLowerCase());
}

/** For each segment, whether at least one segment follows it and every one that follows is a bare item. */
function bareItemsAfterEach(segments: readonly string[]): boolean[] {
  const result = segments.map(() => false);
  let allBare = true;
  let anyAfter = false;
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    result[index] = anyAfter && allBare;
    const segment = segments[index] ?? '';
    if (segment === ',') continue;
    anyAfter = true;
    allBare = allBare && isBareItem(segment);
  }
  return result;
}

/** A statement that something goes well, which ends a list of denials: "eating and drinking fine". */
const saysItGoesWell = /\b(?:fine|ok|okay|well|normally|as normal|as usual)[.;:!?]?$/i;

/** A word that closes a bracket: "bite)", "bite).", "rash),". */
const closingBracket = /\)[.;:!?,]*$/;

/** Whether a bracket is open at the end of the text, given whether one was open at its start. */
function opensBracket(text: string, openAtStart: boolean): boolean {
  const open = text.lastIndexOf('(');
  const close = text.lastIndexOf(')');
  if (open === -1 && close === -1) return openAtStart;
  return open > close;
}

/** An opening bracket a negation follows at once: "(no fight bite)", "(not vomiting)". */
const openingBracketBeforeNegation = /\((?=(?:no|not|nil|without|denies|never)\b)/g;

function scopeSentence(sentence: string, negated: string[], listAnnounced: boolean): string {
  const segments = sentence.split(/(,)/);
  // Each segment asked once whether it ends a list, and where the last such segment is.
  const endsList = segments.map((segment) => endsAList.test(segment));
  const lastListEnd = endsList.lastIndexOf(true);
  // Whether every segment after each one is a bare item, so a "no" there denies them all.
  const bareListAhead = listAnnounced ? bareItemsAfterEach(segments) : null;
  let listScope = false;
  let inBrackets = false;
  const output: string[] = [];
  segments.forEach((segment, index) => {
    if (segment === ',') {
      output.push(',');
      return;
    }
    // "No tremor, vomiting, diarrhoea or confusion": an "or" still to come makes the commas a list.
    const orListAhead = lastListEnd >= index;
    const { text, carriesListScope } = scopeSegment(
      segment,
      listScope,
      negated,
      orListAhead,
      inBrackets,
      bareListAhead?.[index] ?? false,
    );
    inBrackets = opensBracket(segment, inBrackets);
    listScope = carriesListScope && !endsList[index];
    output.push(text);
  });
  return output.join('');
}

function scopeSegment(
  segment: string,
  inheritedListScope: boolean,
  negated: string[],
  orListAhead = false,
  startsInBrackets = false,
  bareListAhead = false,
): { text: string; carriesListScope: boolean } {
  // "Skin intact (no fight bite)": a negation opened inside brackets is read as a word, and closes with them.
  const words = segment.replace(openingBracketBeforeNegation, '( ').trim().split(/\s+/).filter(Boolean);
  const lastWord = words[words.length - 1]?.replace(/[.;:!?]$/, '') ?? '';
  const lastTwoWords = `${words[words.length - 2] ?? ''} ${lastWord}`;
  if (
    (postTriggers.test(lastWord) || postTriggerPhrases.test(lastTwoWords)) &&
    words.length <= 6 &&
    !recoveredToNormal.test(segment.trim())
  ) {
    negated.push(words.join(' '));
    return { text: ` ${NEGATED_MARKER} `, carriesListScope: inheritedListScope };
  }
  // A list's scope ends at a segment that tells how well something goes ("nil vomiting, eating + drinking
  // fine"), unless that segment holds the list's own "or" ("bruising or falls and feels well").
  const carriedOn = inheritedListScope && !(saysItGoesWell.test(segment.trim()) && !endsAList.test(segment));
  let negating = carriedOn;
  let listScope = carriedOn;
  let bracketed = false;
  let activeTrigger: string | undefined;
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
      activeTrigger = trigger;
      bracketed = opensBracket(words.slice(0, index).join(' '), startsInBrackets);
      listScope =
        listTriggers.has(trigger) ||
        (orListAhead && listableTriggers.has(trigger)) ||
        (bareListAhead && trigger === 'no') ||
        (listScope && (trigger === 'or' || trigger === 'nor'));
      index += trigger.split(' ').length - 1;
      kept.push(NEGATED_MARKER);
      continue;
    }
    if (
      terminators.has(lettersOf(word)) ||
      (negating && (beginsANewClause(words, index) || beginsAJoinedAction(words, index, activeTrigger)))
    ) {
      if (scoped.length) negated.push(scoped.splice(0).join(' '));
      negating = false;
      listScope = false;
    }
    if (negating) {
      scoped.push(word);
      if (kept[kept.length - 1] !== NEGATED_MARKER) kept.push(NEGATED_MARKER);
      if (bracketed && closingBracket.test(word)) {
        negated.push(scoped.splice(0).join(' '));
        kept.push(word.slice(word.lastIndexOf(')')));
        negating = false;
        listScope = false;
        bracketed = false;
      }
    } else {
      kept.push(word);
    }
  }
  if (scoped.length) negated.push(scoped.join(' '));
  return { text: ` ${kept.join(' ')}`, carriesListScope: negating && listScope };
}

/**
 * Whether the words from `index` on begin with the phrase's words, as the text they make would begin
 * with the phrase and then end, a space or punctuation: every word but the last equal, the last equal or
 * followed by its comma or stop ("no," begins "no"; "helping." ends "not helping").
 */
function beginsWith(words: readonly string[], index: number, phraseWords: readonly string[]): boolean {
  const last = phraseWords.length - 1;
  if (index + last >= words.length) return false;
  for (let offset = 0; offset < last; offset += 1)
    if (words[index + offset] !== phraseWords[offset]) return false;
  const word = words[index + last] ?? '';
  const phraseWord = phraseWords[last] ?? '';
  return (
    word === phraseWord ||
    (word.startsWith(phraseWord) && PUNCTUATION_ONLY.test(word.slice(phraseWord.length)))
  );
}

/** What may follow a phrase's last word: its comma, or the stop that ends the sentence ("not helping."). */
const PUNCTUATION_ONLY = /^[,.;:!?]+$/;

interface IndexedPhrase {
  phrase: string;
  words: readonly string[];
  order: number;
}

/** The first phrase of a list (in the list's order) that the words from `index` on begin with. */
function firstBeginning(
  candidates: readonly IndexedPhrase[] | undefined,
  words: readonly string[],
  index: number,
): IndexedPhrase | undefined {
  if (!candidates) return undefined;
  for (const candidate of candidates) if (beginsWith(words, index, candidate.words)) return candidate;
  return undefined;
}

/**
 * A phrase list indexed by first word. Every word of every clause is checked against both lists, so
 * only the phrases that begin with the word itself (or the word before its comma) are tried there.
 */
function indexByFirstWord(phrases: readonly string[]) {
  const byFirstWord = new Map<string, IndexedPhrase[]>();
  phrases.forEach((phrase, order) => {
    const words = phrase.split(' ');
    const first = words[0] ?? phrase;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), { phrase, words, order }]);
  });
  return {
    /** The first phrase in the list's order that the words from `index` on begin with, if any. */
    firstAt(words: readonly string[], index: number): string | undefined {
      const word = words[index] ?? '';
      const found = firstBeginning(byFirstWord.get(word), words, index);
      if (!word.endsWith(',')) return found?.phrase;
      const beforeComma = firstBeginning(byFirstWord.get(word.slice(0, -1)), words, index);
      if (!found || !beforeComma) return (found ?? beforeComma)?.phrase;
      return found.order < beforeComma.order ? found.phrase : beforeComma.phrase;
    },
  };
}

const pseudoTriggerIndex = indexByFirstWord(pseudoTriggers);
const preTriggerIndex = indexByFirstWord(preTriggers);

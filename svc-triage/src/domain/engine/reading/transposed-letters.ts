/**
 * Fast typing swaps two neighbouring letters: "chets pain", "walkign", "breathign", "abdominla",
 * "headahce". Each such swap of a clinical word the rules look for is read back as the word: only for
 * words of five letters or more, and never a swap that is a word itself, so that nothing correct changes.
 */
const CLINICAL_WORDS = [
  'abdomen',
  'abdominal',
  'allergic',
  'allergy',
  'ankle',
  'arrest',
  'asthma',
  'bleeding',
  'blood',
  'breath',
  'breathing',
  'breathless',
  'burning',
  'chest',
  'chills',
  'collapse',
  'collapsed',
  'confused',
  'confusion',
  'cough',
  'coughing',
  'diarrhea',
  'dizziness',
  'dizzy',
  'drowsy',
  'elbow',
  'faint',
  'fainted',
  'fever',
  'finger',
  'fingers',
  'headache',
  'injury',
  'migraine',
  'nausea',
  'numbness',
  'overdose',
  'palpitations',
  'pregnant',
  'pressure',
  'rigors',
  'seizure',
  'shoulder',
  'slurred',
  'speech',
  'stairs',
  'stomach',
  'sweating',
  'sweaty',
  'swelling',
  'swollen',
  'syncope',
  'tablets',
  'throat',
  'tongue',
  'unconscious',
  'urine',
  'vision',
  'vomit',
  'vomited',
  'vomiting',
  'walking',
  'weakness',
  'wheeze',
  'wheezing',
  'wrist',
];

/** Swaps that are English words of their own: "rarest" is not "arrest", "he overdoes it" not "overdose". */
const ENGLISH_WORDS = new Set(['rarest', 'overdoes', 'writs']);

function transpositionsOf(word: string): string[] {
  const swaps: string[] = [];
  for (let index = 0; index < word.length - 1; index += 1) {
    const left = word[index] as string;
    const right = word[index + 1] as string;
    if (left === right) continue;
    swaps.push(`${word.slice(0, index)}${right}${left}${word.slice(index + 2)}`);
  }
  return swaps;
}

const correctWord = new Map<string, string>();
for (const word of CLINICAL_WORDS.filter((candidate) => candidate.length >= 5))
  for (const typo of transpositionsOf(word))
    if (!CLINICAL_WORDS.includes(typo) && !ENGLISH_WORDS.has(typo)) correctWord.set(typo, word);

/** A word long enough to be one of the swaps, looked up as a whole. */
const longWord = /[a-z]{5,}/g;

export function readTransposedLetters(lowercaseText: string): string {
  return lowercaseText.replace(longWord, (word) => correctWord.get(word) ?? word);
}

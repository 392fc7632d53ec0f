/**
 * Text dictated to speech recognition, as it arrives: punctuation spoken as words ("pink and alert
 * period", "thirty eight point two comma") and numbers in words ("heart rate one hundred and sixty",
 * "blood pressure one twenty two over seventy eight", "saturations ninety nine percent"). Read into the
 * digits and marks every other reader expects.
 */

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const VALUE = new Map<string, number>([
  ...UNITS.map((word, value) => [word, value] as const),
  ...TEENS.map((word, index) => [word, 10 + index] as const),
  ...Object.entries(TENS),
]);

const unit = UNITS.join('|');
const teen = TEENS.join('|');
const tens = Object.keys(TENS).join('|');
/** Under a hundred: "ninety nine", "ninety-nine", "fourteen", "seven". */
const belowHundred = `(?:(?:${tens})(?:[ -](?:${unit}))?|${teen}|${unit})`;
/** A whole number in words up to 999, with its hundreds said ("a hundred and sixty") or not. */
const whole = `(?:(?:a|${unit}) hundred(?:(?: and)? ${belowHundred})?|${belowHundred})`;
/**
 * "Thirty eight point two", "ninety nine point five": a decimal said digit by digit, its words apart or
 * joined by hyphens as a crew types them ("eighteen-point-four").
 */
const numberPhrase = new RegExp(`\\b(${whole})((?:[ -]point(?:[ -](?:${unit}))+)?)\\b`, 'gi');
/**
 * A pressure said as nurses say it, hundreds folded into the first word: "one forty over ninety",
 * "one twenty two over seventy eight" (122/78), "one-forty over eighty-six".
 */
const foldedPressure = new RegExp(
  `\\b(one|two)[ -]((?:${tens})(?:[ -](?:${unit}))?|${teen})(?= over\\b)`,
  'gi',
);

function belowHundredValue(words: string[]): number {
  return words.reduce((sum, word) => sum + (VALUE.get(word) ?? 0), 0);
}

function wholeValue(phrase: string): number {
  const words = phrase
    .toLowerCase()
    .split(/[ -]+/)
    .filter((word) => word !== 'and');
  const hundredAt = words.indexOf('hundred');
  if (hundredAt === -1) return belowHundredValue(words);
  const multiplier = words[0] === 'a' ? 1 : (VALUE.get(words[0] ?? '') ?? 1);
  return multiplier * 100 + belowHundredValue(words.slice(hundredAt + 1));
}

/** A single digit word alone ("one", "two") stays a word: "one wet nappy", "two of her pills". */
const loneUnit = new RegExp(`^(?:${unit})$`, 'i');

function numbersInWords(text: string): string {
  return text
    .replace(foldedPressure, (_match, hundreds: string, rest: string) =>
      String((VALUE.get(hundreds.toLowerCase()) ?? 1) * 100 + wholeValue(rest)),
    )
    .replace(numberPhrase, (match, wholePart: string, decimals: string) => {
      if (!decimals && loneUnit.test(wholePart)) return match;
      const digits = decimals
        .trim()
        .split(/[\s-]+/)
        .slice(1)
        .map((word) => String(VALUE.get(word.toLowerCase()) ?? ''))
        .join('');
      return digits ? `${wholeValue(wholePart)}.${digits}` : String(wholeValue(wholePart));
    })
    .replace(/(\d) ?per ?cent\b/gi, '$1%');
}

/** Dictation says its commas: a text that does is read as dictated. */
const dictated = /\bcomma\b|\bfull stop\b/i;
/**
 * Spoken punctuation: "comma", "full stop", and "period" where a sentence ends (before a capital or the
 * end), not "her last period", "period pains" or "a period of".
 */
const spokenComma = /\s*\bcomma\b/gi;
const spokenStop =
  /\s*\b(?:full stop|(?<!\b(?:last|menstrual|missed|late|heavy|first|her|my|the|painful|a|each|every|this|that|no) )period)\b(?=\s+[A-Z]|\s*$|\s*\n)/g;

export function readSpokenText(text: string): string {
  if (!text) return text;
  const punctuated = dictated.test(text) ? text.replace(spokenComma, ',').replace(spokenStop, '.') : text;
  return numbersInWords(punctuated);
}

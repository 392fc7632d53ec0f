/**
 * A reading and what it became: "p 172 crying → 148 settled", "bp 92/50 -> 118/70", "sats 96% → 89%". The
 * first value, with up to two words of why, is dropped: the value after the arrow is the patient now. A
 * saturation raised by oxygen ("84% ra -> 90% 15l nrb") is left whole: the value on air tells the hypoxia.
 */
const CHANGED_TO =
  /(?<![\w./])\d{1,3}(?:\.\d+)?(?:\/\d{1,3})?\s*%?(?:\s*\(?[a-z]+\)?){0,2}\s*(?:→|->|=>|⇒|⟶|➔)\s*(?=\d)(?!\d{1,3}\s*%?\s*(?:on\s+)?(?:\d+(?:\.\d+)?\s*(?:l\b|lpm|l\/min|litres?|liters?)|o2|oxygen|nrb|nrm|mask|nasal|nc\b|hfno|fio2))/g;

/**
 * The text the vital-sign readers look at: lowercase, one kind of dash, decimal commas as points, a full
 * stop after a value made a space (the readers refuse a value followed by a point, which could begin its
 * decimals, and "blood pressure 78/50." ends a sentence), and the abbreviation a clinician puts in
 * parentheses after a name ("blood pressure (BP) 84/palp") removed, so that the name is followed directly
 * by its value.
 */
export function vitalSignText(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/º/g, '°')
    .replace(CHANGED_TO, '')
    .replace(/(\d),(\d)(?!\d)/g, '$1.$2')
    .replace(/(\d)\.(?!\d)/g, '$1 ')
    .replace(
      /\(\s*(?:bp|hr|rr|sbp|dbp|spo2|sp02|sao2|o2 sats?|t|temp|gcs|vs|pr|p|r|l|right|left|bt|sats?|pulse ox)\s*\)/g,
      ' ',
    )
    .replace(/[ \t]+/g, ' ');
}

/**
 * Filler a clinician puts between a name and its value: "HR of 130", "pulse was racing at 150", "sats
 * falling to 86%", and an aside on how it was taken: "her pulse, counted while she is still, is 172".
 */
export const LINK =
  '(?:[^\\S\\n]*(?:[:=~]|,[^\\S\\n]*(?:counted|measured|taken|checked|recorded|palpated|felt|manually|when|while|whilst|once|at rest|on (?:the )?monitor)\\b[^,\\d\\n]{0,40},|-(?!\\d)|\\bof\\b|\\bis\\b|\\bwas\\b|\\bat\\b|\\bto\\b|\\bonly\\b|\\bnow\\b|\\bstill\\b|\\babout\\b|\\baround\\b|\\bapprox\\.?|\\bapproximately\\b|\\bmeasured\\b|\\breading\\b|\\breads?\\b|\\bracing\\b|\\bdropped\\b|\\bdropping\\b|\\bdrops?\\b|\\bfalling\\b|\\bfell\\b|\\bfalls?\\b|\\brising\\b|\\brose\\b|\\bclimbing\\b|\\bup\\b|\\bdown\\b|\\bas\\b|\\bthe\\b|\\ba\\b|\\bin\\b))*[^\\S\\n]*';

/** A number that is not part of a longer token ("2nd", "t2dm", "3/7"). */
export const NUMBER = '(\\d{1,3}(?:\\.\\d+)?)';

/** A label must start a word: "hr" in "hrs" or "p" in "g2p1" is not one. */
export const START = '(?<![a-z0-9/_])';

export function firstMatch(text: string, patterns: readonly RegExp[]): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}

/** The larger of "110-120", the more worrying end of a rate range. */
export function rangeHigh(low: string | undefined, high: string | undefined): number | undefined {
  if (low === undefined) return undefined;
  return high === undefined ? Number(low) : Math.max(Number(low), Number(high));
}

/** The smaller of "85-88", the more worrying end of a saturation or pressure range. */
export function rangeLow(low: string | undefined, high: string | undefined): number | undefined {
  if (low === undefined) return undefined;
  return high === undefined ? Number(low) : Math.min(Number(low), Number(high));
}

export function within(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && value >= min && value <= max ? value : undefined;
}

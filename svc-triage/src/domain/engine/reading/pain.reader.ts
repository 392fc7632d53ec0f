import { LINK, START } from './vital-sign-text';

export interface PainReading {
  painScore?: number;
  /** "Pain: yes" without a score, or "no pain": whether the patient reports pain at all. */
  painReported?: boolean;
}

const OUT_OF_TEN = '(?:\\s*(?:\\/|out of)\\s*10)';
/** A score told as it changed: "pain from 9 down to 4" (the later score is read after it). */
const FROM = '[^\\S\\n]+(?:went |came |has come |has gone )?(?:down )?from[^\\S\\n]+';
/** A clock time is no score: "sudden pain at 10:30" (10.30 is refused as decimals already). */
const NOT_A_TIME = '(?!\\s*:\\s*\\d{2}\\b)';
/** A score out of ten on its own: "8/10", "6 out of 10". */
const scoreOutOfTen = /(?<![\d./])(\d{1,2})\s*(?:\/|out of)\s*10(?!\d|\.\d)/;
const scorePatterns = [
  new RegExp(
    `${START}(?:pain(?: score| scale| level| severity)?|nrs(?:_pain)?|vas|severity|rates?(?: (?:the|his|her|their))? pain(?: as)?|worst pain)(?:${LINK}|${FROM})(\\d{1,2})(?!\\d|\\.\\d)${OUT_OF_TEN}?(?![\\d/a-z]|\\.\\d)(?!\\s*(?:h|hrs?|hours?|d|days?|wks?|weeks?|months?|mins?|minutes?|years?|yrs?|x|times|mg|kg|am|pm|o'?clock)\\b)${NOT_A_TIME}`,
  ),
  scoreOutOfTen,
];
/**
 * A second score right after the first, as a handover gives the pain before and after analgesia ("pain
 * 8/10 -> 3/10 after IV morphine", "8/10, now 3/10", "8/10 down to 3/10"): the pain now is the later one.
 */
const laterScore =
  /^\s*(?:-+>|→|=>|>|,?\s*(?:now|then|down to|reduced to|reducing to|improved to|improving to|settled to|fell to|falling to|to))\s*(\d{1,2})(?:\s*(?:\/|out of)\s*10)?(?![\d./])/;
const painYes = /\bpain\s*[:=-]\s*(?:yes|y|present|\+)\b/;
const painNo =
  /\bpain\s*[:=-]\s*(?:no|none|nil|n|absent|denies)\b|\bno pain\b(?![\s-]*(?:relief|killers?|medic\w*|meds|on|with|when|during|in|at|after|since))|\bpain[- ]free\b|\bpainless\b|\bdenies (?:any )?pain\b/;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/**
 * A score said the way a patient says it, without "out of 10": "it's about a six", "I'd put it at a seven",
 * "pain's a 9", "it's still about a six" after a painkiller. Not a size, an age or a time ("a 5 cm lump",
 * "a five year old", "a 10 minute walk").
 */
const spokenScore = new RegExp(
  String.raw`\b(?:it'?s|it is|that'?s|pain'?s|pain is|i'?d (?:put|say|give|rate) it(?: at| as)?|i would (?:put|say|give|rate) it(?: at| as)?|rat(?:e|es|ed) it(?: at| as)?)\s+(?:(?:about|around|maybe|probably|at|like|only|easily|roughly|still|now)\s+)*a\s+(\d{1,2}|${NUMBER_WORDS.join('|')})\b(?!\s*(?:\/|out of|-|year|yr|month|week|day|hour|hr|min|minute|second|sec|am|pm|o'?clock|mg|kg|cm|mm|ml|inch|foot|feet|percent|%|stone|pound|lb|off|of|time|or|and|thing|way)\b|\s*[%/-])`,
  'i',
);

/**
 * A score told as the pain's peak, not the pain now: "rated 8/10 at its worst", "at its worst it was 9/10",
 * "8/10 at peak". Read only when no other score follows it.
 */
const PEAK = '(?:at (?:its|the) (?:worst|peak|height)|at worst|at (?:its )?peak|at (?:its )?max\\w*)';
const peakAfter = new RegExp(`^[^\\S\\n]*(?:\\)|,)?[^\\S\\n]*${PEAK}\\b`);
const peakBefore = new RegExp(`\\b${PEAK}\\b[^.\\d\\n]{0,24}$`);
/** The same score, searched for after a peak's ("... completely pain-free (0/10) since"). */
const anyScore = new RegExp(scoreOutOfTen.source, 'g');

function isPeak(text: string, match: RegExpExecArray): boolean {
  return (
    peakAfter.test(text.slice(match.index + match[0].length)) ||
    peakBefore.test(text.slice(Math.max(0, match.index - 40), match.index))
  );
}

/** The first score after a peak's that is not a peak itself: the pain now. */
function scoreAfterPeak(text: string, from: number): number | undefined {
  anyScore.lastIndex = from;
  for (let next = anyScore.exec(text); next; next = anyScore.exec(text))
    if (!isPeak(text, next)) return Number(next[1]);
  return undefined;
}

/** Pain as scored ("pain 8/10", "NRS 8", "rates the pain as 9/10") and as reported ("Pain: yes", "no pain"). */
export function readPain(text: string): PainReading {
  for (const pattern of scorePatterns) {
    const match = pattern.exec(text);
    const later = match ? laterScore.exec(text.slice(match.index + match[0].length)) : null;
    const afterPeak =
      match && !later && isPeak(text, match)
        ? scoreAfterPeak(text, match.index + match[0].length)
        : undefined;
    const score = later ? Number(later[1]) : (afterPeak ?? (match ? Number(match[1]) : undefined));
    if (score !== undefined && score <= 10)
      return { painScore: score, painReported: score > 0 ? true : false };
  }
  const spoken = spokenScore.exec(text)?.[1]?.toLowerCase();
  if (spoken !== undefined) {
    const score = NUMBER_WORDS.includes(spoken) ? NUMBER_WORDS.indexOf(spoken) : Number(spoken);
    if (score <= 10) return { painScore: score, painReported: score > 0 };
  }
  if (painYes.test(text)) return { painReported: true };
  if (painNo.test(text)) return { painScore: 0, painReported: false };
  return {};
}

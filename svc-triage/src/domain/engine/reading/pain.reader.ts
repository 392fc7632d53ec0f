import { LINK, START } from './vital-sign-text';

export interface PainReading {
  painScore?: number;
  /** "Pain: yes" without a score, or "no pain": whether the patient reports pain at all. */
  painReported?: boolean;
}

const OUT_OF_TEN = '(?:\\s*(?:\\/|out of)\\s*10)';
const scorePatterns = [
  new RegExp(
    `${START}(?:pain(?: score| scale| level| severity)?|nrs(?:_pain)?|vas|severity|rates?(?: (?:the|his|her|their))? pain(?: as)?|worst pain)${LINK}(\\d{1,2})(?!\\d|\\.\\d)${OUT_OF_TEN}?(?![\\d/a-z]|\\.\\d)(?!\\s*(?:h|hrs?|hours?|d|days?|wks?|weeks?|months?|mins?|minutes?|years?|yrs?|x|times|mg|kg)\\b)`,
  ),
  /(?<![\d./])(\d{1,2})\s*(?:\/|out of)\s*10(?!\d|\.\d)/,
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

/** Pain as scored ("pain 8/10", "NRS 8", "rates the pain as 9/10") and as reported ("Pain: yes", "no pain"). */
export function readPain(text: string): PainReading {
  for (const pattern of scorePatterns) {
    const match = pattern.exec(text);
    const later = match ? laterScore.exec(text.slice(match.index + match[0].length)) : null;
    const score = later ? Number(later[1]) : match ? Number(match[1]) : undefined;
    if (score !== undefined && score <= 10)
      return { painScore: score, painReported: score > 0 ? true : false };
  }
  if (painYes.test(text)) return { painReported: true };
  if (painNo.test(text)) return { painScore: 0, painReported: false };
  return {};
}

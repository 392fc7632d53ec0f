import { parseAge, type PatientAge } from './age.parser';
import { NOT_A_TEMPERATURE } from './clinical-abbreviations';

export type Sex = 'male' | 'female' | 'unknown';

const agePatterns: ReadonlyArray<RegExp> = [
  /\b(\d{1,3}(?:\.\d)?)[- ]?(?:years?|yrs?|y)[- ]?(?:old|of age)\b/,
  /\b(\d{1,2})[- ]?(?:months?|mos?|mths?)[- ]?old\b/,
  /\b(\d{1,2})[- ]?(?:weeks?|wks?)[- ]?old\b/,
  /\b(\d{1,2})[- ]?(?:days?)[- ]?old\b/,
  /\b(\d{1,3})\s?(?:yo|y\/o|y\.o\.?|yrs)\b/,
  new RegExp(`${NOT_A_TEMPERATURE}\\b(\\d{1,3})(?:m|f)\\b(?=[\\s,.;:]|$)`),
  /\baged? (\d{1,3})\b/,
  /\bage\s*[:=]\s*(\d{1,3})\b/,
  // A relative or the patient says it: "my mum is 86", "our son is 4", "I'm 34", "he's 79". Not a
  // measure that follows a number ("she is 38 weeks", "he is 39.2", "she is 90 percent").
  /\b(?:(?:my|our|his|her|the|their) (?:mum|mom|mother|dad|father|son|daughter|husband|wife|partner|gran|granny|grandma|grandmother|grandad|grandfather|grandpa|nan|nana|brother|sister|baby|boy|girl|child|kid|patient|friend|neighbour|neighbor|uncle|aunt|auntie)|he|she|i)(?:'s|'m| is| am) (?:only |just |nearly |almost |now )?(\d{1,3})\b(?!\.\d| ?(?:%|mg|kg|lbs?|cm|mm|ml|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mo|times?|x\b|\/|:|percent|per ?cent|degrees?|°|units?|stone|pounds?|kilos?|feet|foot|ft|inches|in\b))/,
];
const unitOf = (match: string) =>
  /month|mos?\b|mths?/.test(match)
    ? ' months'
    : /week|wks?/.test(match)
      ? ' weeks'
      : /day/.test(match)
        ? ' days'
        : '';

/** An age written in the narrative ("a 72-year-old woman", "58M", "4 mo old boy", "aged 45", "newborn"). */
export function ageFromNarrative(text: string): PatientAge | null {
  const lower = text.toLowerCase();
  if (/\b(?:newborn|neonate)\b/.test(lower)) return parseAge('newborn');
  const spacedCapital = new RegExp(`${NOT_A_TEMPERATURE}\\b(\\d{1,3}) [MF]\\b`).exec(text);
  if (spacedCapital?.[1]) return parseAge(spacedCapital[1]);
  for (const pattern of agePatterns) {
    const match = pattern.exec(lower);
    if (match?.[1]) return parseAge(`${match[1]}${unitOf(match[0])}`);
  }
  return null;
}

/** A form's age of nought ("0", "0 y", "0 years"), as a registry writes a baby under one. */
const UNDER_ONE_FIELD = /^\s*0(?:\.0+)?\s*(?:y|yr|yrs|years?)?\s*$/i;

/**
 * In an infant's note the age may stand alone at the head of a clause ("4 months. Snuffly") or be said by a
 * parent ("she's 8 months"), forms the narrative reader leaves alone because in an adult they are durations.
 */
const infantAgeSaid =
  /(?:^|[.;:\n]\s*|\b(?:she|he)(?:'s| is) )(\d{1,2}) ?(months?|mos?|mths?|weeks?|wks?|days?)(?: old)?(?=\s*(?:[.,;:]|$))/;

/** An infant of months unknown: read with an infant's vital-sign bands, not a newborn's rules. */
const INFANT_OF_MONTHS_UNKNOWN: PatientAge = { days: 183, years: 0.5, text: 'under 1 year' };

/**
 * The age of a form whose age field says nought: the narrative's age, else an infant of months unknown.
 * Null when the field says anything else, for the caller to read as it does.
 */
export function ageOfAnUnderOne(field: string, narrative: string): PatientAge | null {
  if (!UNDER_ONE_FIELD.test(field)) return null;
  const told = ageFromNarrative(narrative);
  if (told && told.years < 1) return told;
  const said = infantAgeSaid.exec(narrative.toLowerCase());
  const age = said ? parseAge(`${said[1]} ${said[2]}`) : null;
  return age && age.years < 1 ? age : INFANT_OF_MONTHS_UNKNOWN;
}

const maleWords = new RegExp(
  `\\b(?:${NOT_A_TEMPERATURE}\\d{1,3}m|male|man|gentleman|boy|son|husband|father|grandfather|brother|mr|he|his|him|himself)\\b`,
  'g',
);
const femaleWords = new RegExp(
  `\\b(?:${NOT_A_TEMPERATURE}\\d{1,3}f|female|woman|lady|girl|daughter|wife|mother|grandmother|sister|mrs|ms|she|her|hers|herself|pregnant)\\b`,
  'g',
);

/** The sex the narrative speaks of, when the words for one clearly outnumber the other's. */
export function sexFromNarrative(text: string): Sex {
  const lower = text.toLowerCase();
  const male = lower.match(maleWords)?.length ?? 0;
  const female = lower.match(femaleWords)?.length ?? 0;
  if (male > female) return 'male';
  if (female > male) return 'female';
  return 'unknown';
}

/** The gender field when it says something, else what the narrative says. */
export function sexFromField(field: string): Sex {
  if (/^\s*(?:m|male|man|boy)\s*$/i.test(field)) return 'male';
  if (/^\s*(?:f|female|woman|girl)\s*$/i.test(field)) return 'female';
  return 'unknown';
}

/**
 * The case form's patient age as clinicians write it: years ("58", "58 y", "58 years", "58yo",
 * "58-year-old"), months, weeks, days or hours ("3 mo", "6 months", "2 wk", "10 days", "36 h"), several
 * at once ("2 years 3 months", "1y 6m"), the "3/12" (months), "3/52" (weeks) and "5/7" (days) notation,
 * "newborn" or "neonate", and "90+" (how the identifier guard writes any age over 89). Anything else is
 * refused with a message the form shows on the field.
 *
 * Every age accepted here reads the same in svc-triage's engine (reading/age.parser.ts; a test holds
 * the two together), so what the form accepts is what triage reasons with.
 */

/** The oldest age accepted: 120 years (older is a typing slip; ages over 89 are sent as "90+" anyway). */
export const oldestPatientAgeYears = 120;

const daysPerYear = 365.25;
const daysPerMonth = 30.4375;

export const patientAgeMessages = {
  unreadable: 'Enter years, months, weeks or days, e.g. 58, 3 mo, 2 wk, 10 days or newborn',
  zero: 'Enter an age above 0 (newborn for a baby born today)',
  tooOld: `Enter an age of ${oldestPatientAgeYears} years or under (90+ for anyone over 89)`,
  /** "30m" is the engine's 30-year-old male, never 30 months: ask which. */
  monthsOrMale: (amount: string) =>
    `Write ${amount} mo for months, or ${amount} for years (gender has its own field)`,
} as const;

export type PatientAgeReading = { ok: true; days: number; years: number } | { ok: false; message: string };

interface AgeUnit {
  days: number;
  /** Its place from largest to smallest: parts must come largest first, each unit once. */
  rank: number;
  words: RegExp;
}

const years: AgeUnit = { days: daysPerYear, rank: 0, words: /^(?:y|yo|y\/o|y\.o\.?|yr|yrs|years?)$/ };
const ageUnits: readonly AgeUnit[] = [
  years,
  { days: daysPerMonth, rank: 1, words: /^(?:m|mo|mos|mth|mths|mon|months?)$/ },
  { days: 7, rank: 2, words: /^(?:w|wk|wks|weeks?)$/ },
  { days: 1, rank: 3, words: /^(?:d|dy|dys|days?)$/ },
  { days: 1 / 24, rank: 4, words: /^(?:h|hr|hrs|hours?)$/ },
];

/** The "N/12" notation's denominators: months, weeks, days. */
const fractionUnits: Record<string, number> = { '12': daysPerMonth, '52': 7, '7': 1 };

/** One amount with its unit, e.g. "58", "58yo", "3 mo", "6-month"; a lone "m" is months up to 24 (as the engine reads it). */
const agePart = /(\d{1,4}(?:\.\d{1,2})?)(?:[ -]?([a-z][a-z./]*))?/y;

/** Reads a patient age; `years` is fractional below one year. */
export function readPatientAge(raw: string): PatientAgeReading {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!/^[a-z0-9 .,/+-]+$/.test(text)) return refused(patientAgeMessages.unreadable);
  if (/^(?:newborn|neonate)$/.test(text)) return accepted(1);
  const age = text.replace(/(?:[ -]old| of age)$/, '');
  const veryOld = /^90\+(?:[ -]?([a-z][a-z./]*))?$/.exec(age);
  if (veryOld) {
    return veryOld[1] === undefined || years.words.test(veryOld[1])
      ? accepted(90 * daysPerYear)
      : refused(patientAgeMessages.unreadable);
  }
  const fraction = /^(\d{1,3}) ?\/ ?(12|52|7)$/.exec(age);
  if (fraction) return withinRange(Number(fraction[1]) * fractionUnits[fraction[2]!]!);
  return readParts(age);
}

function readParts(age: string): PatientAgeReading {
  let days = 0;
  let position = 0;
  let lastRank = -1;
  let parts = 0;
  while (position < age.length) {
    agePart.lastIndex = position;
    const match = agePart.exec(age);
    if (!match) return refused(patientAgeMessages.unreadable);
    const [whole, amount = '', word] = match;
    parts += 1;
    // A bare number is years, and only alone: "2 3" or "1,5" says nothing sure.
    const unit = word === undefined ? years : ageUnits.find((candidate) => candidate.words.test(word));
    if (!unit || unit.rank <= lastRank) return refused(patientAgeMessages.unreadable);
    if (word === undefined && (parts > 1 || position + whole.length < age.length))
      return refused(patientAgeMessages.unreadable);
    if (word === 'm' && Number(amount) > 24) return refused(patientAgeMessages.monthsOrMale(amount));
    lastRank = unit.rank;
    days += Number(amount) * unit.days;
    position += whole.length;
    const separator = /(?:, ?| and | )/y;
    separator.lastIndex = position;
    if (position < age.length) {
      const between = separator.exec(age);
      if (!between) return refused(patientAgeMessages.unreadable);
      position += between[0].length;
      if (position >= age.length) return refused(patientAgeMessages.unreadable);
    }
  }
  return withinRange(days);
}

function withinRange(days: number): PatientAgeReading {
  if (!Number.isFinite(days) || days <= 0) return refused(patientAgeMessages.zero);
  if (days > oldestPatientAgeYears * daysPerYear) return refused(patientAgeMessages.tooOld);
  return accepted(days);
}

const accepted = (days: number): PatientAgeReading => ({ ok: true, days, years: days / daysPerYear });
const refused = (message: string): PatientAgeReading => ({ ok: false, message });

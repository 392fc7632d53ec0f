/** A patient's age; `years` is fractional for infants (3 weeks = 0.058 years). */
export interface PatientAge {
  years: number;
  days: number;
  text: string;
}

const unitToDays: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:h|hr|hrs|hour|hours)$/, 1 / 24],
  [/^(?:d|day|days|dys?|dol)$/, 1],
  [/^(?:w|wk|wks|week|weeks)$/, 7],
  [/^(?:m|mo|mos|mth|mths|mon|month|months)$/, 30.4375],
  [/^(?:y|yo|yr|yrs|year|years|y\/o|yold|years? old)$/, 365.25],
];

/**
 * Reads "45", "45y", "45 yo", "18 months", "3 weeks", "10 days", "6mo", "2y 3m", "6-month-old", "3/12",
 * "5/7", "newborn". Every age the case form accepts (contracts' readPatientAge) reads the same here.
 */
export function parseAge(raw: string | null | undefined): PatientAge | null {
  const text = (raw ?? '').trim();
  const lower = text.toLowerCase();
  if (!lower) return null;
  if (/\b(?:newborn|neonate)\b/.test(lower)) return fromDays(1, text);
  // Clinicians' fractions: 3/12 is three months, 3/52 three weeks, 5/7 five days.
  const notation = lower
    .replace(/(\d+)\s*\/\s*12\b/g, '$1 months')
    .replace(/(\d+)\s*\/\s*52\b/g, '$1 weeks')
    .replace(/(\d+)\s*\/\s*7\b/g, '$1 days');
  const parts = [
    ...notation.matchAll(
      /(\d+(?:\.\d+)?)\s*-?\s*(hours?|hrs?|h|days?|dys?|dol|d|weeks?|wks?|w|months?|mths?|mos?|mon|m|years?(?: old)?|yrs?|yo|y\/o|y)?\b/g,
    ),
  ];
  if (!parts.length) return null;
  let totalDays = 0;
  for (const [, amount = '0', unit] of parts) {
    const maleRatherThanMonths = unit === 'm' && Number(amount) > 24;
    const factor =
      unit && !maleRatherThanMonths
        ? (unitToDays.find(([pattern]) => pattern.test(unit))?.[1] ?? 365.25)
        : 365.25;
    totalDays += Number(amount) * factor;
  }
  if (!Number.isFinite(totalDays) || totalDays <= 0 || totalDays > 130 * 365.25) return null;
  return fromDays(totalDays, text);
}

function fromDays(days: number, text: string): PatientAge {
  return { days: Math.round(days), years: Math.round((days / 365.25) * 1000) / 1000, text };
}

export function describeAge(age: PatientAge): string {
  if (age.days < 60) return `${age.days} days`;
  if (age.years < 2) return `${Math.round(age.days / 30.4375)} months`;
  return `${Math.floor(age.years)} years`;
}

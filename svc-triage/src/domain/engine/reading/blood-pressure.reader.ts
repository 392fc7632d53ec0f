import { LINK, START, firstMatch, rangeLow, within } from './vital-sign-text';

export interface BloodPressureReading {
  systolic?: number;
  diastolic?: number;
  /** "84/palp": only a systolic could be felt, which itself says the pressure is low. */
  systolicByPalpation?: boolean;
}

const LABEL = `${START}(?:bp|b\\/p|nibp|abp|blood pressure|arterial pressure|pressure|hypotensive|hypertensive)`;
const SYSTOLIC_RANGE = '(\\d{2,3})(?:\\s*-\\s*(\\d{2,3}))?';
const OVER = '\\s*(?:\\/|\\bover\\b)\\s*';
const PALPATED = '(?:palp\\w*|p\\b|by palpation)';

const fullPatterns = [
  new RegExp(`${LABEL}${LINK}${SYSTOLIC_RANGE}${OVER}(\\d{2,3})(?![\\d.])`),
  // Unlabelled, but said to be in mmHg, or a plain "128/80" that is no date, dose or fraction.
  /(?<![\d/.])(\d{2,3})()\s*\/\s*(\d{2,3})\s*mm\s*hg/,
  /(?<![\d/.a-z])(\d{2,3})()\s*\/\s*(\d{2,3})(?![\d/.])(?!\s*(?:mg|ml|mmol|g\b|mcg|units|days|weeks|hours|tab))/,
  // Spoken without its name in a run of observations: "obs normal, 118 over 72, pulse 78". Not a count or a
  // time: "120 over 60 seconds", "100 over 24 hours".
  /(?<![\d/.a-z])(\d{2,3})()\s+over\s+(\d{2,3})(?![\d/.])(?!\s*(?:%|mg|ml|mmol|g\b|kg|mcg|units|sec\w*|s\b|min\w*|hours?|hrs?|h\b|days?|weeks?|months?|years?|yrs?|times|tab\w*|breaths|beats|bpm|percent|people|patients))/,
];
const palpatedPatterns = [
  new RegExp(`${LABEL}${LINK}(\\d{2,3})\\s*(?:\\/\\s*)?${PALPATED}`),
  new RegExp(`${LABEL}${LINK}${PALPATED}\\s*(\\d{2,3})`),
  new RegExp(`${START}palpable systolic${LINK}(\\d{2,3})`),
  /(?<![\d/.])(\d{2,3})\s*\/\s*palp\w*/,
];
const systolicPatterns = [
  // "BP 70/-", "BP 70/?": a systolic with no diastolic heard.
  new RegExp(
    `${LABEL}${LINK}(\\d{2,3})\\s*\\/\\s*(?:-+|\\?+|x+|unrecordable|not recordable|unrecorded)(?![\\d])`,
  ),
  new RegExp(`${START}(?:sbp|systolic(?: blood pressure| bp| pressure)?)${LINK}(\\d{2,3})(?![\\d.])`),
  new RegExp(`(?<![\\d.])(\\d{2,3})\\s*systolic`),
  new RegExp(`${LABEL}${LINK}(\\d{2,3})(?![\\d./])`),
];
const diastolicPattern = new RegExp(`${START}(?:dbp|diastolic(?: bp| pressure)?)${LINK}(\\d{2,3})(?![\\d.])`);

/** Reads "BP 150/90", "blood pressure (BP) 84/palp", "BP 80 systolic", "SBP 130 DBP 80", "96 over 58". */
export function readBloodPressure(text: string): BloodPressureReading {
  const full = firstMatch(text, fullPatterns);
  if (full) {
    const systolic = rangeLow(full[1], full[2] || undefined);
    const diastolic = Number(full[3]);
    if (
      systolic !== undefined &&
      systolic > diastolic &&
      within(systolic, 40, 300) &&
      within(diastolic, 10, 200)
    )
      return { systolic, diastolic };
  }
  const palpated = firstMatch(text, palpatedPatterns);
  if (palpated) {
    const systolic = within(Number(palpated[1]), 20, 250);
    if (systolic !== undefined) return { systolic, systolicByPalpation: true };
  }
  const systolicOnly = firstMatch(text, systolicPatterns);
  const systolic = within(systolicOnly ? Number(systolicOnly[1]) : undefined, 30, 300);
  if (systolic === undefined) return {};
  const diastolic = within(Number(diastolicPattern.exec(text)?.[1] ?? NaN), 10, 200);
  return diastolic !== undefined && diastolic < systolic ? { systolic, diastolic } : { systolic };
}

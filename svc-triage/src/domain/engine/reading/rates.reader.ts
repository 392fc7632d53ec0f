import { LINK, START, firstMatch, rangeHigh, within } from './vital-sign-text';

const RATE = '(\\d{1,3})(?:\\s*-\\s*(\\d{1,3}))?';
/** The number is whole and stands alone: not "2nd", "3/7", "1.5 mg". */
const RATE_END =
  '(?![\\d.]|\\/\\d|\\s*(?:mg|ml|mcg|g\\b|kg|days?|weeks?|months?|years?|hours?|hrs?|mins?|minutes?|nd\\b|st\\b|rd\\b|th\\b))';

const heartRatePatterns = [
  new RegExp(
    `${START}(?:hr|heart rate|pulse rate|radial pulse|apical(?: pulse| rate)?|pulse|pr|p|ventricular rate|(?:fast )?af|tachycardic|tachycardia|tachy|bradycardic|bradycardia|brady|(?<!(?:resp\\w*|breathing) )rate)${LINK}${RATE}${RATE_END}`,
  ),
  /(?<![\d.])(\d{2,3})()\s*(?:bpm|beats\s*(?:per|\/|a)\s*min\w*)/,
];

const respiratoryRatePatterns = [
  new RegExp(
    `${START}(?:rr|resp(?:iratory|iration)?s?(?: rate)?|breathing(?: rate)?|r|tachypn(?:o)?eic|tachypn(?:o)?ea)${LINK}${RATE}${RATE_END}`,
  ),
  /(?<![\d.])(\d{1,2})()\s*(?:breaths?\s*(?:\/|per|a)\s*min\w*|\/min breaths)/,
];

/** Heart rate: "HR 104", "pulse 120 and thready", "tachycardic at 130", "HR 110-120" (120), "88 bpm". */
export function readHeartRate(text: string): number | undefined {
  const match = firstMatch(text, heartRatePatterns);
  return within(rangeHigh(match?.[1], match?.[2] || undefined), 15, 300);
}

/** Respiratory rate: "RR 22", "respirations 22", "breathing 36 times a minute", "36 breaths/min". */
export function readRespiratoryRate(text: string): number | undefined {
  const match = firstMatch(text, respiratoryRatePatterns);
  return within(rangeHigh(match?.[1], match?.[2] || undefined), 3, 100);
}

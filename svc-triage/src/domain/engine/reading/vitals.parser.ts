import { rewriteNegativeFindings } from './negative-findings';
import { fahrenheitToCelsius } from './unit-conversions';

export type Avpu = 'A' | 'C' | 'V' | 'P' | 'U';

export interface Vitals {
  systolic?: number;
  diastolic?: number;
  heartRate?: number;
  respiratoryRate?: number;
  spo2?: number;
  onSupplementalOxygen?: boolean;
  temperatureC?: number;
  gcs?: number;
  painScore?: number;
  capillaryRefillSeconds?: number;
  /** From the words used: "unresponsive" is U, "responds to voice" V, "confused" C. */
  avpu?: Avpu;
  pulseless?: boolean;
  agonalOrApneic?: boolean;
}

const number = '(\\d{1,3}(?:\\.\\d+)?)';
const sep = '\\s*(?:[:=]|of|is|was|-)?\\s*';

const firstNumber = (text: string, labels: string, suffix = ''): number | undefined => {
  const match = new RegExp(`(?<![a-z])(?:${labels})${sep}${number}${suffix}`, 'i').exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

/** Reads vital signs as clinicians write them in free text: "BP 150/90, HR 104, sats 95 on RA, T 101.1F". */
export function parseVitals(raw: string): Vitals {
  const text = raw.toLowerCase().replace(/[\u2013\u2014]/g, '-');
  const vitals: Vitals = {};
  const bp =
    /(?<![a-z])(?:bp|b\/p|nibp|blood pressure|arterial pressure)\s*(?:[:=]|of|is|was)?\s*(\d{2,3})\s*\/\s*(\d{2,3})/.exec(
      text,
    ) ??
    /(?<![\d/.])(\d{2,3})\s*\/\s*(\d{2,3})(?:\s*mm\s*hg)(?![\d/])/.exec(text) ??
    /(?<![\d/.])(\d{2,3})\s*\/\s*(\d{2,3})(?![\d/])(?!\s*(?:mg|ml|mmol|g|mcg|units))/.exec(text);
  if (bp?.[1] && bp[2] && Number(bp[1]) > Number(bp[2]) && Number(bp[1]) >= 40) {
    vitals.systolic = Number(bp[1]);
    vitals.diastolic = Number(bp[2]);
  } else {
    vitals.systolic = firstNumber(text, 'sbp|systolic(?: bp| pressure)?');
  }
  vitals.heartRate =
    firstNumber(text, 'hr|heart rate|pulse rate|pulse|pr|p|apical|hrt rate') ??
    firstNumber(text, '', '\\s*(?:bpm|beats per min)');
  vitals.respiratoryRate =
    firstNumber(text, 'rr|resp(?:iratory)? rate|resps?|respirations|breathing rate|r') ??
    firstNumber(text, '', '\\s*(?:breaths(?:\\/| per )min|\\/min breaths)');
  vitals.spo2 =
    firstNumber(
      text,
      'spo2|sp02|sao2|o2 sats?(?:uration)?|oxygen sat(?:uration)?s?|o2 saturation|sats?|saturations?|pulse ox(?:imetry)?|pox',
    ) ?? firstNumber(text, '', '\\s*%\\s*(?:on\\s+)?(?:ra|room air|air|o2|oxygen|\\d+\\s*l)');
  vitals.onSupplementalOxygen = readOxygen(text);
  vitals.temperatureC = readTemperature(text);
  vitals.gcs = readGcs(text);
  vitals.painScore =
    firstNumber(text, 'pain(?: score)?(?: is)?|vas|nrs', '\\s*(?:\\/\\s*10|out of 10)') ??
    firstNumber(text, '', '\\s*\\/\\s*10\\b');
  vitals.capillaryRefillSeconds = firstNumber(
    text,
    'crt|cap(?:illary)? refill(?: time)?',
    '\\s*(?:s|sec|secs|seconds)?',
  );
  vitals.avpu = readAvpu(text);
  // Read after the negative-finding rewrites, so that "no pulses in the foot" (ischemia) is not
  // taken for cardiac arrest and "no breathing difficulty" is not taken for apnoea.
  const findings = rewriteNegativeFindings(text);
  vitals.pulseless = /\bpulseless\b/.test(findings) || undefined;
  vitals.agonalOrApneic = /\b(?:agonal|apn(?:o)?eic|(?<!sleep )apno?ea)\b/.test(findings) || undefined;
  return dropUndefined(vitals);
}

function readTemperature(text: string): number | undefined {
  const match =
    new RegExp(
      `(?<![a-z])(?:temp(?:erature)?|t|tmax|tympanic|oral temp|axillary temp)${sep}${number}\\s*°?\\s*([cf])?(?![a-z])`,
      'i',
    ).exec(text) ??
    new RegExp(`${number}\\s*°\\s*([cf])?`, 'i').exec(text) ??
    new RegExp(`(?<![\\d.])(3[4-9]\\.\\d|4[0-2]\\.\\d|9[5-9]\\.\\d|10[0-8]\\.\\d)\\s*([cf])\\b`, 'i').exec(
      text,
    );
  if (!match?.[1]) return undefined;
  const value = Number(match[1]);
  const unit = match[2]?.toLowerCase();
  const celsius = unit === 'f' || (!unit && value > 45) ? fahrenheitToCelsius(value) : value;
  return celsius >= 25 && celsius <= 45 ? celsius : undefined;
}

function readGcs(text: string): number | undefined {
  const components = /\be\s*([1-4])\s*,?\s*v\s*([1-5]|t)\s*,?\s*m\s*([1-6])\b/.exec(text);
  if (components) {
    const verbal = components[2] === 't' ? 1 : Number(components[2]);
    return Number(components[1]) + verbal + Number(components[3]);
  }
  const gcs = firstNumber(text, 'gcs|glasgow coma (?:scale|score)');
  return gcs !== undefined && gcs >= 3 && gcs <= 15 ? gcs : undefined;
}

function readOxygen(text: string): boolean | undefined {
  if (
    /\b(?:on|via|with)\s+(?:\d+(?:\.\d+)?\s*(?:l|lpm|litres?|liters?)|o2|oxygen|nrb|non-?rebreather|nasal cannula|nc|venturi|hfnc|high.flow|niv|cpap|bipap)\b|\bfio2\b|\d+\s*l\/min\b/.test(
      text,
    )
  )
    return true;
  if (/\b(?:on )?(?:ra|room air)\b|\bon air\b/.test(text)) return false;
  return undefined;
}

function readAvpu(text: string): Avpu | undefined {
  if (/\b(?:unresponsive|unconscious|unrousable|avpu:?\s*u)\b/.test(text)) return 'U';
  if (/\b(?:responds? (?:only )?to pain(?:ful stimuli)?|avpu:?\s*p)\b/.test(text)) return 'P';
  if (/\b(?:responds? (?:only )?to voice|avpu:?\s*v)\b/.test(text)) return 'V';
  if (/\b(?:confused|disoriented|disorientated|new confusion|avpu:?\s*c)\b/.test(text)) return 'C';
  if (/\b(?:alert|a&ox?[34]|aox?[34]|avpu:?\s*a)\b/.test(text)) return 'A';
  return undefined;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

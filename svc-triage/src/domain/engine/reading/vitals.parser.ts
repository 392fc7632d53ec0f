import { readBloodPressure } from './blood-pressure.reader';
import { readAvpu, readGcs } from './consciousness.reader';
import { scopeNegation } from './negation';
import { rewriteNegativeFindings } from './negative-findings';
import { readOxygenation } from './oxygenation.reader';
import { readPain } from './pain.reader';
import { readHeartRate, readRespiratoryRate } from './rates.reader';
import { readTemperature } from './temperature.reader';
import { LINK, START, vitalSignText } from './vital-sign-text';

export type Avpu = 'A' | 'C' | 'V' | 'P' | 'U';

export interface Vitals {
  systolic?: number;
  diastolic?: number;
  /** Only a systolic could be felt ("84/palp"). */
  systolicByPalpation?: boolean;
  heartRate?: number;
  respiratoryRate?: number;
  spo2?: number;
  onSupplementalOxygen?: boolean;
  oxygenLitresPerMinute?: number;
  temperatureC?: number;
  gcs?: number;
  painScore?: number;
  /** Whether the patient reports pain at all ("Pain: yes", "no pain"), scored or not. */
  painReported?: boolean;
  capillaryRefillSeconds?: number;
  /** From the words used: "unresponsive" is U, "responds to voice" V, "confused" C. */
  avpu?: Avpu;
  pulseless?: boolean;
  agonalOrApneic?: boolean;
}

const capillaryRefill = new RegExp(
  `${START}(?:central |peripheral )?(?:crt|cap(?:illary)? refill(?: time)?)${LINK}[<>]?\\s*(\\d{1,2}(?:\\.\\d)?)\\s*(?:s|sec|secs|seconds)?(?![\\d.a-z])`,
);

/**
 * Reads vital signs wherever and however a clinician writes them: labelled or in prose, value before or
 * after the name, with or without units: "BP 150/90, HR 104", "blood pressure (BP) 84/palp",
 * "pulse 120 and thready", "sats 88% on 4 L", "97° F", "GCS E2V3M5", "Pain: yes (NRS 3)".
 */
export function parseVitals(raw: string): Vitals {
  const text = vitalSignText(raw);
  // Findings are read after the negative-finding rewrites, so that "no pulses in the foot" (ischemia)
  // is not taken for cardiac arrest and "no breathing difficulty" is not taken for apnoea.
  const findings = rewriteNegativeFindings(text);
  const refill = capillaryRefill.exec(text);
  const vitals: Vitals = {
    ...readBloodPressure(text),
    heartRate: readHeartRate(text),
    respiratoryRate: readRespiratoryRate(text),
    ...readOxygenation(text),
    temperatureC: readTemperature(text),
    gcs: readGcs(text),
    ...readPain(text),
    capillaryRefillSeconds: refill ? Number(refill[1]) : undefined,
    // After the rewrites: "was unconscious for a few seconds" is over, "does not respond to voice" is P;
    // and with negations set aside: "alert, not confused", "no new confusion" are not a confusional state.
    avpu: avpuOf(findings),
  };
  vitals.pulseless = /\bpulseless\b/.test(findings) || undefined;
  // "There has been no apnoea" denies it: a word found is looked for again with negations set aside.
  vitals.agonalOrApneic =
    (APNOEA.test(findings) && APNOEA.test(scopeNegation(findings).affirmed)) || undefined;
  return dropUndefined(vitals);
}

const APNOEA = /\b(?:agonal|apn(?:o)?eic|(?<!sleep )apno?ea)\b/;

/**
 * Setting negations aside only takes words away, so a text with no word of the scale at all has no level
 * once they are gone either: the scoping, most of this parser's cost, is spent only where a word was found.
 */
function avpuOf(findings: string): Avpu | undefined {
  if (readAvpu(findings) === undefined) return undefined;
  return readAvpu(scopeNegation(findings).affirmed);
}

function dropUndefined<T extends object>(value: T): T {
  const kept: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  // Keys in the same order as Object.entries gives them, without an array per key.
  for (const key of Object.keys(source)) if (source[key] !== undefined) kept[key] = source[key];
  return kept as T;
}

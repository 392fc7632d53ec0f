import type { Avpu } from './vitals.parser';
import { LINK, START } from './vital-sign-text';

const gcsComponents = /(?<![a-z])e\s*([1-4])\s*,?\s*v\s*([1-5]|t)\s*,?\s*m\s*([1-6])(?![\d])/;
const gcsTotal = new RegExp(`${START}(?:gcs|glasgow(?: coma (?:scale|score))?)${LINK}(\\d{1,2})(?![\\d.])`);

/** GCS from "GCS 14", "GCS 9 (E2 V2 M5)", "E2V3M5", "E4VTM6" (an intubated verbal scores 1). */
export function readGcs(text: string): number | undefined {
  const total = gcsTotal.exec(text);
  const value = total ? Number(total[1]) : undefined;
  if (value !== undefined && value >= 3 && value <= 15) return value;
  const components = gcsComponents.exec(text);
  if (!components) return undefined;
  const verbal = components[2] === 't' ? 1 : Number(components[2]);
  return Number(components[1]) + verbal + Number(components[3]);
}

/** AVPU from words and from registry fields ("Mental: alert", "mental status: verbal response"). */
const avpuPatterns: ReadonlyArray<readonly [RegExp, Avpu]> = [
  [
    /\b(?:unresponsive|unresponse|unconscious|unrousable|avpu:?\s*u)\b|\bmental(?: status| state)?\s*[:=-]?\s*u\b/,
    'U',
  ],
  [
    /\b(?:responds? (?:only )?to pain(?:ful stimul(?:us|i))?|pain response|responsive to pain|avpu:?\s*p)\b|\bmental(?: status| state)?\s*[:=-]?\s*p\b/,
    'P',
  ],
  [
    /\b(?:responds? (?:only )?to voice|verbal response|responsive to voice|avpu:?\s*v)\b|\bmental(?: status| state)?\s*[:=-]?\s*v\b/,
    'V',
  ],
  [/\b(?:confused|disoriented|disorientated|new confusion|avpu:?\s*c)\b/, 'C'],
  [
    /\b(?:alert|a&ox?[34]|a ?& ?o ?x ?[34]|aox?[34]|avpu:?\s*a)\b|\bmental(?: status| state)?\s*[:=-]?\s*a\b/,
    'A',
  ],
];

export function readAvpu(text: string): Avpu | undefined {
  return avpuPatterns.find(([pattern]) => pattern.test(text))?.[1];
}

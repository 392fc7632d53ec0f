import { LINK, START, firstMatch, rangeLow, within } from './vital-sign-text';

export interface OxygenationReading {
  spo2?: number;
  onSupplementalOxygen?: boolean;
  oxygenLitresPerMinute?: number;
}

const SATURATION_LABEL = `${START}(?:spo2|sp02|sao2|o2 sat(?:uration)?s?|oxygen sat(?:uration)?s?|sats?|saturations?|saturating|desaturat\\w*|pulse ox(?:imetry)?|pox|oximetry)`;
const PERCENT = '(\\d{2,3})(?:\\s*-\\s*(\\d{2,3}))?\\s*(?:%|percent|per cent)?';
const DEVICE =
  '(?:nrb|non-?rebreather|nasal cannula|nc|nasal prongs|face ?mask|venturi|hfnc|high[- ]flow(?: oxygen)?|niv|cpap|bipap)';
const OXYGEN_DEVICE = `(?:o2|oxygen|${DEVICE})`;
const AIR = '(?:ra|room air|air)';

const saturationPatterns = [
  new RegExp(`${SATURATION_LABEL}${LINK}${PERCENT}(?![\\d.])`),
  new RegExp(
    `(?<![\\d.])(\\d{2,3})()\\s*(?:%|percent)\\s*(?:\\(?\\s*on\\s+|\\(|via\\s+)?(?:${AIR}|${OXYGEN_DEVICE}|\\d+\\s*l\\b)`,
  ),
];
const decadePattern = new RegExp(`${SATURATION_LABEL}${LINK}(?:the )?(low|mid|high)[- ]?(\\d)0s`);
const decadeOffset = { low: 2, mid: 5, high: 8 } as const;

const flowPattern =
  /(?:\bon|\bvia|\bwith|%)\s*(?:\(\s*)?(\d{1,2}(?:\.\d)?)\s*(?:l|lpm|litres?|liters?)(?:\s*\/\s*min)?(?![a-z])/;
const flowBeforeDevice = new RegExp(
  `(?<![\\d.])(\\d{1,2}(?:\\.\\d)?)\\s*(?:l|lpm|litres?|liters?)(?:\\s*\\/\\s*min)?\\s*(?:via\\s+)?${OXYGEN_DEVICE}`,
);
const onOxygenPattern = new RegExp(
  `\\b(?:on|via|with)\\s+(?:\\d+(?:\\.\\d+)?\\s*l\\b|${OXYGEN_DEVICE})|\\bfio2\\b|\\b${DEVICE}\\b`,
);
const onAirPattern = new RegExp(`(?:\\bon |\\(\\s*|%\\s*|\\d\\s)${AIR}\\b|\\broom air\\b`);

/** SpO2 with the oxygen it was measured on: "sats 88% on 4 L", "SpO2 95% RA", "sats in the mid 80s". */
export function readOxygenation(text: string): OxygenationReading {
  const reading: OxygenationReading = {};
  const saturation = firstMatch(text, saturationPatterns);
  const decade = saturation ? null : decadePattern.exec(text);
  const value = saturation
    ? rangeLow(saturation[1], saturation[2] || undefined)
    : decade
      ? Number(decade[2]) * 10 + decadeOffset[decade[1] as keyof typeof decadeOffset]
      : undefined;
  reading.spo2 = within(value, 30, 100);
  const flow = flowPattern.exec(text) ?? flowBeforeDevice.exec(text);
  if (flow) reading.oxygenLitresPerMinute = Number(flow[1]);
  if (flow || onOxygenPattern.test(text)) reading.onSupplementalOxygen = true;
  else if (onAirPattern.test(text)) reading.onSupplementalOxygen = false;
  return reading;
}

const LOW_FLOW = '(?:[1-4](?:\\.\\d)?|one|two|three|four) ?(?:l|litres?|liters?|lpm|l/min)\\b';
const SAFE_SATURATION = '(?:9[2-9]|100) ?(?:%|percent|per cent)';
const CAME_UP = '(?:rises?|rose|rising|improv\\w*|comes? up|came up|picks? up|picked up|increas\\w*) to';

/**
 * A low saturation that came up to a safe one on a few litres of oxygen ("SpO2 93% on 4 L", "with two
 * litres by nasal cannula his saturation rises to 94%"): oxygen treats it, and no immediate airway or
 * ventilation is needed. A high-flow mask or more than four litres is not low flow.
 */
export const SATURATION_SAFE_ON_LOW_FLOW = new RegExp(
  [
    `\\b${SAFE_SATURATION} on ${LOW_FLOW}`,
    `(?<=\\b(?:oxygen|o2|litres?|liters?|cannula|nc)\\b[^.;|]{0,80})\\b${CAME_UP} ${SAFE_SATURATION}`,
    `\\b${CAME_UP} ${SAFE_SATURATION}[^.;|]{0,20}\\bon ${LOW_FLOW}`,
  ].join('|'),
);

import type { Avpu } from './vitals.parser';
import { LINK, START } from './vital-sign-text';

const gcsComponents = /(?<![a-z])e\s*([1-4])\s*,?\s*v\s*([1-5]|t)\s*,?\s*m\s*([1-6])(?![\d])/;
// A full stop after the value ends the sentence ("Mental status: GCS 8."); only "8.5" is a decimal.
const gcsTotal = new RegExp(
  `${START}(?:gcs|glasgow(?: coma (?:scale|score))?)${LINK}(\\d{1,2})(?!\\d|\\.\\d)`,
);

/** GCS from "GCS 14", "GCS 9 (E2 V2 M5)", "E2V3M5", "E4VTM6" (an intubated verbal scores 1). */
const gcsTotals = new RegExp(gcsTotal.source, 'g');
/** "GCS 14 at scene ... now GCS 15", "GCS now 9": the score said to be the one now is the current one. */
const nowBefore =
  /\b(?:now|currently|on arrival here|at triage|improved to|dropped to|fell to|down to|up to)\b(?:(?!\.\s)[^;\n]){0,40}$/;
const nowInside = /\b(?:now|currently)\b/;

function currentGcsTotal(text: string): RegExpExecArray | null {
  let first: RegExpExecArray | null = null;
  let current: RegExpExecArray | null = null;
  for (const match of text.matchAll(gcsTotals)) {
    first ??= match as RegExpExecArray;
    const before = text.slice(Math.max(0, match.index - 48), match.index);
    if (nowBefore.test(before) || nowInside.test(match[0])) current = match as RegExpExecArray;
  }
  return current ?? first;
}

export function readGcs(text: string): number | undefined {
  const total = text.includes('gcs') || text.includes('glasgow') ? currentGcsTotal(text) : null;
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
  // Any response that takes a noxious stimulus is P: "only groans to pain", "flexes to a sternal rub",
  // "moans when you pinch him", "only groans and pulls away when his flatmate pinches his shoulder",
  // "only bends arms to pain", "only whimpers when I pinch her" (ESI v4: needs a painful stimulus to respond).
  [
    /\b(?:groan|moan|grunt|flex|extend|withdr[ae]w|locali[sz]|respond|rous|wak|grimac|mumbl|whimper|stir|bend|mov|react)\w*(?: (?:only|his|her|their|the|both|all|four|arms?|legs?|limbs?|and|pulls?|pulled|pulling|away))* (?:(?:to|on|with) (?:a |the )?(?:pain(?:ful)?\b(?! ?(?:relief|medication|killers?|in|on|over|at|around|from|of|when|with)\b)|sternal rub|pinch\w*|trapezius squeeze|nail ?bed pressure)|when (?:(?:the|his|her|their|my|our|a|an) )?\w+ (?:pinch|rub|press|squeez)\w*)/,
    'P',
  ],
  // Eyes that open only to pain (GCS eye 2) and abnormal posturing (motor 2-3) are P at best.
  [
    /\b(?:opens? (?:his |her |their )?eyes|eyes open(?:ing)?) (?:only )?(?:to|with) (?:pain|(?:a )?painful stim(?:ulus|uli|ulation|s)?|sternal rub)\b/,
    'P',
  ],
  [/\b(?:(?:extensor|flexor|decerebrate|decorticate) postur\w*|posturing)\b/, 'P'],
  [
    /\b(?:responds? (?:only )?to voice|verbal response|responsive to voice|avpu:?\s*v)\b|\bmental(?: status| state)?\s*[:=-]?\s*v\b/,
    'V',
  ],
  // "Confused about her tablets" is the everyday sense (puzzled about something), not a confusional state.
  [
    /\b(?:confused(?! (?:about|by|over|as to|regarding|which|what|how|whether)\b(?! (?:the )?(?:date|time|day|days|month|year|place|where|who|when)\b)| (?:the|her|his|their|my|two|both) (?:\w+ )?(?:tablets?|pills?|medications?|meds|medicines?|boxes|packets?|inhalers?|doses?|insulin|pens?|bottles?)\b| (?:dosette|blister|pill ?box|pill organi[sz]er|medication box|nomad|webster)\b)|disoriented|disorientated|new confusion|avpu:?\s*c)\b/,
    'C',
  ],
  [
    /\b(?:alert|a&ox?[34]|a ?& ?o ?x ?[34]|aox?[34]|avpu:?\s*a)\b|\bmental(?: status| state)?\s*[:=-]?\s*a\b/,
    'A',
  ],
];

/** The scale's letter named with the scale: "P on AVPU", "AVPU = P", "AVPU score of V", "AVPU (P)". */
const avpuLetter =
  /\b([avpu])\s+on (?:the )?avpu\b|\bavpu(?: score| scale)?\s*(?:[:=(]|is|of|was)?\s*\(?\s*([avpu])\b(?![a-z])/;

export function readAvpu(text: string): Avpu | undefined {
  const lettered = text.includes('avpu') ? avpuLetter.exec(text) : null;
  if (lettered) return (lettered[1] ?? lettered[2])!.toUpperCase() as Avpu;
  return avpuPatterns.find(([pattern]) => pattern.test(text))?.[1];
}

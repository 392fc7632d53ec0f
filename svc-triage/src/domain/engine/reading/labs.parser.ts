import { analyteDefinitions, type AnalyteDefinition, type AnalyteId } from '../../lab-analytes';
import { roundTo } from './unit-conversions';

export interface LabResult {
  analyte: AnalyteId;
  label: string;
  /** In the analyte's canonical unit. */
  value?: number;
  unit: string;
  qualitative?: 'positive' | 'negative';
  flag?: 'high' | 'low';
  referenceLow?: number;
  referenceHigh?: number;
  /** The text it was read from, e.g. "Potassium 7.1 mmol/L (ref 3.5–5.1) HIGH". */
  source: string;
}

const unitToken =
  '((?:x\\s?)?10\\^?\\s?[0-9]+\\s?\\/\\s?[a-zµu]+|[a-zµu%]+(?:\\s?\\/\\s?[a-zµu0-9]+)?(?:\\s?feu)?)';
const reference =
  '(?:\\s*[(\\[]\\s*(?:ref(?:erence)?(?:\\s*range)?|rr|normal|target(?:\\s*range)?)?\\s*:?\\s*(\\d+(?:\\.\\d+)?)\\s*(?:-|to)\\s*(\\d+(?:\\.\\d+)?)[^)\\]]*[)\\]])?';
const flag =
  '(?:\\s*[-–,]?\\s*\\b(high|low|hh|ll|h|l|critical(?: high| low)?|abnormal high|abnormal low)\\b)?';
const positiveWords =
  '(?:positive|pos|raised|elevated|high|detected|present|\\+{1,4}|trace|small|moderate|large)';
const negativeWords = '(?:negative|neg|not detected|normal|undetectable|absent|nil)';

/**
 * A value said to be the one now ("BGL now 6.9", "repeat glucose 7.2", "now K 4.1") is the current one,
 * whatever was measured before it; otherwise the first value written is read, as it always was.
 */
const NOW_WORDS =
  '(?:now|currently|rechecked|recheck|repeat|repeated|improved to|rose to|came up to|up to|down to|fell to|dropped to)';
const saysNow = new RegExp(`\\b${NOW_WORDS}\\b`);
/** "Now fully alert and oriented, BGL 6.8": a now earlier in the same clause. */
const nowEarlierInClause = new RegExp(`\\b${NOW_WORDS}\\b(?:(?!\\.\\s)[^;\\n]){0,40}$`);
const NOW_LOOKBEHIND_CHARACTERS = 56;
/**
 * What a report or a note may put in brackets between a test's name and its value ("Bilirubin (total) 390",
 * "Glucose (fasting) 6.1", "Calcium (adjusted) 2.9", "Blood ketones (Optium) 1.2"): a specimen, a kind or
 * the meter, in words; the value is still the test's own.
 */
const specimenOrKind = '(?:\\s*[(\\[]\\s*[a-z][a-z -]{0,24}[)\\]])?';

/** When the sample was taken, between the test's name and its value: "INR this morning was 5.8". */
const WHEN_TAKEN =
  '(?:this (?:morning|afternoon|evening|am|pm)|today|yesterday|last night|earlier(?: today)?)';

/** A home device's reading: "glucose meter read 24.6", "ketone meter showed 3.1". */
const DEVICE_READ = '(?:meter|machine|monitor) (?:read|reads|showed|shows|said|says)';

/** A bracketed range named as one, up to 40 characters on and before the clause ends. */
const rangeLaterInClause =
  /^[^.;\n()[\]]{0,40}?[([]\s*(?:target|ref(?:erence)?|normal)(?:\s*range)?\s*:?\s*(\d+(?:\.\d+)?)\s*(?:-|to)\s*(\d+(?:\.\d+)?)\s*[)\]]/;

/**
 * A report's columns: the range printed after the value and its unit, without brackets, on the same line
 * ("Haemoglobin 131 g/L 115 - 165", "Neutrophils 1.3 x10^9/L 2.0 - 7.5 L"), or on the next line when it is
 * named as one ("INR 2.6" then "Target range 2.0 - 3.0"); a flag may follow it ("3.5 - 5.3 H"). A span of
 * time ("lactate 2, 4-6 hours ago") is not a range.
 */
const rangeInColumns =
  /^(?:[^\S\n]+|[^\S\n]*\n[^\S\n]*(?=target|ref|normal))(?:(?:target|ref(?:erence)?|normal)(?:[^\S\n]+range)?[^\S\n]*:?[^\S\n]*)?(\d+(?:\.\d+)?)[^\S\n]*(?:-|to)[^\S\n]*(\d+(?:\.\d+)?)(?![\d./])(?![^\S\n]*(?:hrs?|hours?|days?|wks?|weeks?|mins?|minutes?|months?|years?)\b)(?:[^\S\n]+(hh|ll|h|l|high|low)\b)?/;

/** Reads lab values in the forms clinicians and blood-report parsing write them. */
export function parseLabs(raw: string): LabResult[] {
  const text = raw
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/µ|μ|mc(?=g\/)/g, 'u')
    .replace(/(\d),(\d{3})\b/g, '$1$2');
  const results: LabResult[] = [];
  for (const definition of analyteDefinitions) {
    if (!patternsOf(definition).named.test(text)) continue;
    const result = readNumeric(text, definition) ?? readQualitative(text, definition);
    if (result) results.push(result);
  }
  return results;
}

/** Each analyte's three patterns, compiled once: a case is read thousands of times in a batch. */
interface AnalytePatterns {
  /** Any of the analyte's names: the costly patterns run only when one is in the text. */
  named: RegExp;
  numeric: RegExp;
  wordAfter: RegExp;
  wordBefore: RegExp;
}

const analytePatterns = new Map<AnalyteId, AnalytePatterns>(
  analyteDefinitions.map((definition) => [
    definition.id,
    {
      named: new RegExp(`(?<![a-z0-9-])(?:${definition.names})`),
      numeric: new RegExp(
        `(?<![a-z0-9-])(?:${definition.names})${specimenOrKind}(?:\\s+(?:level|value|count|concentration|${DEVICE_READ}))?(?:\\s+${NOW_WORDS})?(?:\\s+${WHEN_TAKEN})?\\s*(?:[:=]|was|is|of|(?:has|have) been|were|are)?\\s*([<>]?)\\s*(\\d+(?:\\.\\d+)?)(?:[^\\S\\n]*(?!(?:target|ref|reference|normal|range)\\b)${unitToken})?${reference}${flag}`,
        'g',
      ),
      wordAfter: new RegExp(
        `(?<![a-z0-9-])(${definition.names})\\s*(?:[:=]|was|is|are)?\\s*(${positiveWords}|${negativeWords})(?![a-z])`,
      ),
      wordBefore: new RegExp(
        `(?<![a-z])(${positiveWords}|${negativeWords})\\s+(?:${definition.names})(?![a-z])`,
      ),
    },
  ]),
);
const positiveWordPattern = new RegExp(`^${positiveWords}$`);

function patternsOf(definition: AnalyteDefinition): AnalytePatterns {
  const patterns = analytePatterns.get(definition.id);
  if (!patterns) throw new Error(`No patterns for analyte ${definition.id}`);
  return patterns;
}

function readNumeric(text: string, definition: AnalyteDefinition): LabResult | undefined {
  const matches = [...text.matchAll(patternsOf(definition).numeric)];
  const current = matches.filter(
    (match) =>
      saysNow.test(match[0]) ||
      nowEarlierInClause.test(text.slice(Math.max(0, match.index - NOW_LOOKBEHIND_CHARACTERS), match.index)),
  );
  const ordered =
    current.length > 0 && current.at(-1) !== matches[0] ? [current.at(-1)!, ...matches] : matches;
  for (const match of ordered) {
    const [source, , amount, rawUnit, writtenLow, writtenHigh, flagWord] = match;
    if (definition.id === 'ph' && !isBloodPh(text, match.index, Number(amount))) continue;
    // A range a few words on in the same clause: "INR 2.6 today at the pharmacy (target 2-3)".
    const after = text.slice(match.index + source.length);
    const columns = writtenLow === undefined && !flagWord ? rangeInColumns.exec(after) : null;
    const laterRange = writtenLow === undefined && !columns ? rangeLaterInClause.exec(after) : null;
    const low = writtenLow ?? columns?.[1] ?? laterRange?.[1];
    const high = writtenHigh ?? columns?.[2] ?? laterRange?.[2];
    const unitKey = normalizeUnit(rawUnit);
    const factor = resolveFactor(definition, Number(amount), unitKey);
    if (factor === undefined) continue;
    const scale = (value: string | undefined) =>
      value === undefined ? undefined : factor === 1 ? Number(value) : roundTo(Number(value) * factor, 1);
    return {
      analyte: definition.id,
      label: definition.label,
      value: scale(amount),
      unit: definition.canonicalUnit,
      flag: readFlag(flagWord ?? columns?.[3]),
      referenceLow: scale(low),
      referenceHigh: scale(high),
      source: source.trim(),
    };
  }
  return undefined;
}

/** Where a urine test is written last before a pH, it is the urine's pH ("URINALYSIS … pH 6.0", "urine pH 7"). */
const urineWords = /\b(?:urinalysis|urine|dipstick|dip|u\/a|msu)\b/g;
/** A blood gas named last before it makes the pH the blood's again. */
const bloodGasWords = /\b(?:blood gas|gas|abg|vbg|arterial|venous|pco2|po2|i-?stat)\b/g;
const PH_CONTEXT_CHARACTERS = 400;
/** Blood pH is 6.5 to 8 in anyone alive; a value outside that is a urine's or a misreading. */
const BLOOD_PH_LOWEST = 6.5;
const BLOOD_PH_HIGHEST = 8;

function isBloodPh(text: string, at: number, value: number): boolean {
  if (value < BLOOD_PH_LOWEST || value > BLOOD_PH_HIGHEST) return false;
  const before = text.slice(Math.max(0, at - PH_CONTEXT_CHARACTERS), at);
  return lastIndexOf(before, urineWords) <= lastIndexOf(before, bloodGasWords);
}

function lastIndexOf(text: string, words: RegExp): number {
  let last = -1;
  for (const match of text.matchAll(words)) last = match.index;
  return last;
}

function resolveFactor(
  definition: AnalyteDefinition,
  value: number,
  unitKey: string | undefined,
): number | undefined {
  const knownUnits = Object.keys(definition.units);
  // A word after the value that is no unit ("BGL now 6.9 after 20 minutes") leaves the value unitless.
  if (unitKey && knownUnits.length && (unitKey in definition.units || looksLikeUnit(unitKey)))
    return definition.units[unitKey];
  if (unitKey && looksLikeUnit(unitKey) && !(unitKey in definition.units)) return undefined;
  if (!knownUnits.length) return 1;
  const guessed = definition.guessUnit?.(value) ?? knownUnits[0];
  return guessed === undefined ? 1 : definition.units[guessed];
}

function readQualitative(text: string, definition: AnalyteDefinition): LabResult | undefined {
  const { wordAfter, wordBefore } = patternsOf(definition);
  const afterMatch = wordAfter.exec(text);
  const beforeMatch = wordBefore.exec(text);
  const word = afterMatch?.[2] ?? beforeMatch?.[1];
  if (!word) return undefined;
  const source = (afterMatch?.[0] ?? beforeMatch?.[0] ?? '').trim();
  const positive = positiveWordPattern.test(word);
  return {
    analyte: definition.id,
    label: definition.label,
    unit: definition.canonicalUnit,
    qualitative: positive ? 'positive' : 'negative',
    flag: /raised|elevated|high/.test(word) ? 'high' : undefined,
    source,
  };
}

function normalizeUnit(rawUnit: string | undefined): string | undefined {
  if (!rawUnit) return undefined;
  // "ng/mL FEU" is a D-dimer in fibrinogen-equivalent units: the units its factors are written for.
  const unit = rawUnit
    .replace(/\s+/g, '')
    .replace(/^x?10\^?e?(\d)/, 'x10^$1')
    .replace(/(?<=\/[a-z]+)feu$/, '');
  if (/^(?:high|low|hh|ll|h|l|critical|and|with|on|in|at|ref|normal|positive|negative)$/.test(unit))
    return undefined;
  return unit;
}

function looksLikeUnit(unitKey: string): boolean {
  return /\/|%|^(?:mg|g|ml|cm|mm|kg|mmol|umol|ng|pg|iu|u|units?|meq|hours?|days?|weeks?|mins?|tablets?|tabs?)$/.test(
    unitKey,
  );
}

function readFlag(flagWord: string | undefined): 'high' | 'low' | undefined {
  if (!flagWord) return undefined;
  if (/^(?:high|hh|h|critical high|abnormal high)$/.test(flagWord)) return 'high';
  if (/^(?:low|ll|l|critical low|abnormal low)$/.test(flagWord)) return 'low';
  return undefined;
}

import type { CaseFacts } from '../reading/case-facts';
import type { AnalyzedText } from '../reading/analyzed-text';
import type { LabResult } from '../reading/labs.parser';
import { roundTo, UREA_NITROGEN_MG_DL_PER_MMOL_L } from '../reading/unit-conversions';
import { phraseSource, type Phrase } from '../red-flags/matchers';

/**
 * How a decision rule reads one of its inputs from the case text. Unlike a red-flag matcher, which
 * only needs to know that a finding is there, a rule must tell three answers apart: the case says the
 * finding is present, the case says it is absent ("no midline tenderness", "walked in"), or the case
 * does not say, and then the input is missing and the rule can only be partial.
 */
export type Reading = { present: boolean; evidence: string } | null;
export type Finding = (facts: CaseFacts) => Reading;

/** "tender", "tenderness", but never "non-tender" or "nontender". */
export const TENDER = '(?<!non[- ]?)(?:tender\\w*|pain(?:ful)? (?:on|to) palpation)';

export interface FindingSpec {
  /** Present when one of these is in the affirmed text (negated spans masked). */
  present?: Phrase[];
  /** Present when the two phrases are in one clause, at most `gap` words apart, either order. */
  near?: ReadonlyArray<readonly [Phrase, Phrase, number?]>;
  /** Present when one of these is in the text as written, for findings worded as an absence ("no appetite"). */
  stated?: Phrase[];
  /** Absent when one of these is in the affirmed text ("non-tender malleoli", "able to bear weight"). */
  absent?: Phrase[];
  /**
   * Absent when one of these is in the text as written, for an absence told around its object ("pressed on
   * the bones and it's not sore"), which negation would otherwise take apart.
   */
  absentStated?: Phrase[];
  /** Absent when a negated span ("no navicular tenderness" → "navicular tenderness") contains one of these. */
  negated?: Phrase[];
  /** The texts read: the presenting text (default), the medical history, or both. */
  where?: 'presenting' | 'history' | 'both';
}

const word = (sources: string[]) => new RegExp(`(?<![\\w])(?:${sources.join('|')})(?![\\w])`);

function nearSource(first: Phrase, second: Phrase, gap = 4): string {
  const a = `(?:${phraseSource(first)})`;
  const b = `(?:${phraseSource(second)})`;
  // Unlike the red-flag `near`, a rule's input never spans a comma: "tender lateral malleolus, medial
  // malleolus non-tender" must not read as medial malleolus tenderness.
  const between = `(?:[\\s/:-]+[\\w'/-]+){0,${gap}}?[\\s/:-]+`;
  return `${a}${between}${b}|${b}${between}${a}`;
}

/** Compiles the patterns once, when the rule module loads; the returned reader only executes them. */
export function finding(spec: FindingSpec): Finding {
  const presentSources = [
    ...(spec.present ?? []).map(phraseSource),
    ...(spec.near ?? []).map(([first, second, gap]) => nearSource(first, second, gap)),
  ];
  const present = presentSources.length ? word(presentSources) : null;
  const stated = spec.stated?.length ? word(spec.stated.map(phraseSource)) : null;
  const absent = spec.absent?.length ? word(spec.absent.map(phraseSource)) : null;
  const absentStated = spec.absentStated?.length ? word(spec.absentStated.map(phraseSource)) : null;
  const negated = spec.negated?.length ? word(spec.negated.map(phraseSource)) : null;
  const where = spec.where ?? 'presenting';
  return (facts) => {
    const texts = textsOf(facts, where);
    for (const text of texts) {
      const match = (present && present.exec(text.affirmed)) ?? (stated && stated.exec(text.normalized));
      if (match) return { present: true, evidence: quote(match[0]) };
    }
    for (const text of texts) {
      const match = absent?.exec(text.affirmed) ?? absentStated?.exec(text.normalized);
      if (match) return { present: false, evidence: quote(match[0]) };
    }
    if (negated) {
      for (const text of texts) {
        const span = negatedSpan(text, negated);
        if (span) return { present: false, evidence: `negated ${quote(span)}` };
      }
    }
    return null;
  };
}

function textsOf(facts: CaseFacts, where: FindingSpec['where']): AnalyzedText[] {
  if (where === 'history') return [facts.history];
  if (where === 'both') return [facts.presenting, facts.history];
  return [facts.presenting];
}

function negatedSpan(text: AnalyzedText, pattern: RegExp): string | undefined {
  for (const raw of text.negated) {
    const span = raw.replace(/[.;:!?,\s]+$/, '');
    if (pattern.test(span)) return span;
  }
  return undefined;
}

const quote = (text: string) => `"${text.trim().replace(/[.;:,]+$/, '')}"`;

/** The first reading that answers: a present finding anywhere wins over an absent one. */
export function firstOf(...findings: Finding[]): Finding {
  return (facts) => {
    let absent: Reading = null;
    for (const read of findings) {
      const reading = read(facts);
      if (reading?.present) return reading;
      if (reading && !absent) absent = reading;
    }
    return absent;
  };
}

/** One input of a rule with the points it gives; `points` is undefined while the case does not say. */
export interface RuleItem {
  /** The input as a clinician names it: "Heart rate > 100". */
  name: string;
  /** What to ask when the case does not say: "heart rate". */
  ask: string;
  points?: number;
  evidence?: string;
  /** The points the input could still give while unknown (McIsaac's age can give −1). */
  min: number;
  max: number;
  /** Read, but the case may not have said everything: the points could still rise to this. */
  openTo?: number;
}

/** An input read as present/absent: `points` when present, 0 when absent, unknown otherwise. */
export function item(name: string, ask: string, reading: Reading, points = 1): RuleItem {
  const range = { min: Math.min(0, points), max: Math.max(0, points) };
  if (!reading) return { name, ask, ...range };
  return { name, ask, ...range, points: reading.present ? points : 0, evidence: reading.evidence };
}

/** An input whose points are already known, e.g. from a vital sign or a lab value. */
export function scored(
  name: string,
  ask: string,
  points: number | undefined,
  evidence: string | undefined,
  range: { min: number; max: number },
): RuleItem {
  return points === undefined ? { name, ask, ...range } : { name, ask, ...range, points, evidence };
}

export interface Tally {
  /** The points of the inputs that were read. */
  score: number;
  /** The lowest and highest the total could be once the missing inputs are known. */
  low: number;
  high: number;
  complete: boolean;
  found: string[];
  missing: string[];
  /** The inputs that gave points, by name. */
  positives: string[];
}

export function tally(items: readonly RuleItem[], showPoints = true): Tally {
  let score = 0;
  let low = 0;
  let high = 0;
  const found: string[] = [];
  const missing: string[] = [];
  const positives: string[] = [];
  for (const entry of items) {
    if (entry.points === undefined) {
      low += entry.min;
      high += entry.max;
      missing.push(entry.ask);
      continue;
    }
    score += entry.points;
    low += entry.points;
    high += Math.max(entry.points, entry.openTo ?? entry.points);
    if (entry.openTo !== undefined && entry.openTo > entry.points) missing.push(entry.ask);
    if (entry.points !== 0) positives.push(entry.name);
    const points = showPoints ? ` (${entry.points > 0 ? '+' : ''}${entry.points})` : '';
    const answer = showPoints ? '' : entry.points !== 0 ? 'yes, ' : 'no, ';
    found.push(`${entry.name}: ${answer}${entry.evidence ?? 'read'}${points}`);
  }
  return { score, low, high, complete: missing.length === 0, found, missing, positives };
}

/** Formats a score range ("4", "4-7") for outcomes. */
export function range(low: number, high: number): string {
  if (low === high) return `${low}`;
  return low < 0 ? `${low} to ${high}` : `${low}-${high}`;
}

/** "Able to bear weight" and its opposite, shared by the Ottawa ankle and knee rules. */
export const weightBearing = finding({
  present: [
    'unable to bear weight',
    'unable to (walk|stand|take (a|any|4|four) steps?|put weight|weight bear|mobili[sz]e)',
    'unable to put (any )?weight on',
    "won't (walk|weight bear|bear weight|stand|put weight)",
    'refus* to (walk|weight bear|bear weight|stand|put weight)',
    'carried (in|into)',
    'non ambulant',
    'nonambulant',
  ],
  stated: [
    '(not|never) (been )?(weight bearing|bearing weight|walking|walked|ambulating|mobili[sz]ing)',
    "(hasn't|has not|haven't|didn't|did not|does not|doesn't|won't|will not) (walked|walk|bear weight|weight bear|put weight|stood|stand)",
  ],
  absent: [
    '(?<!un)able to (fully )?(bear weight|weight bear|walk|take (4|four) steps|mobili[sz]e|stand and walk)',
    '(fully |partially )?weight bearing',
    'bearing weight',
    'walk(ed|ing)? (in|into|unaided|independently|with a limp)',
    /(?<!(?:stopped|stop|difficulty|trouble) )(?:walking|walks|walked)(?! (?:stick|frame|aid))/,
    'limping',
    'walks? with (a )?limp',
    'mobili[sz]ing',
    'ambulat(ing|ory)',
    'ambulant',
  ],
});

/** Urea (not urea nitrogen) weighs 60.06 g/mol: 1 mmol/L is 6.006 mg/dL. */
const UREA_MG_DL_PER_MMOL_L = 6.006;

/**
 * The blood urea in mmol/L, as Glasgow-Blatchford and CURB-65 define it. The lab parser keeps urea as
 * urea nitrogen (BUN) in mg/dL, which is right for "BUN 25" and "urea 9 mmol/L", but "urea 40 mg/dL"
 * (urea reported by mass, as Indian laboratories do) is urea, not urea nitrogen: 6.7 mmol/L, not 14.3.
 */
export function ureaMmolPerLitre(lab: LabResult): { mmol: number; evidence: string } | undefined {
  if (lab.value === undefined) return undefined;
  const source = lab.source.toLowerCase();
  const ureaByMass = !/\bbun\b|nitrogen/.test(source) && /mg\s*\/\s*dl/.test(source);
  const mmol = ureaByMass ? lab.value / UREA_MG_DL_PER_MMOL_L : lab.value / UREA_NITROGEN_MG_DL_PER_MMOL_L;
  const unitNote = /mmol|mg\s*\/\s*dl/.test(source) ? '' : ', no unit given: read as BUN mg/dL';
  return { mmol, evidence: `"${lab.source}" (urea ${roundTo(mmol, 1)} mmol/L${unitNote})` };
}

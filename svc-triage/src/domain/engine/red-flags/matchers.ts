import type { CaseFacts } from '../reading/case-facts';
import type { AnalyteId } from '../reading/lab-analytes';
import type { LabResult } from '../reading/labs.parser';
import type { MedicationClass } from '../reading/medications.parser';
import type { Vitals } from '../reading/vitals.parser';

/** A matcher returns the evidence it found, or null when it does not match. */
export type Matcher = (facts: CaseFacts) => string[] | null;

/**
 * A phrase: words separated by spaces (a space or hyphen in the text), `*` as a word-ending wildcard,
 * and `( | )?` for alternatives and optional words, e.g. 'hit (his|her) head', '(left )?calf pain'.
 */
export type Phrase = string | RegExp;

const escapeLiteral = (text: string) => text.replace(/\./g, '\\.');

export function phraseSource(phrase: Phrase): string {
  if (phrase instanceof RegExp) return phrase.source;
  return phrase
    .split(/\s+/)
    .map((word) => escapeLiteral(word).replace(/\*/g, "[\\w']*"))
    .join('[\\s-]+');
}

const compile = (phrases: Phrase[]) =>
  new RegExp(`(?<![\\w])(?:${phrases.map(phraseSource).join('|')})(?![\\w])`);

function findIn(text: string, pattern: RegExp): string | null {
  const match = pattern.exec(text);
  return match ? `"${match[0].trim()}"` : null;
}

/** The phrase, not negated, in the complaint, symptoms, vitals text or additional information. */
export const says =
  (...phrases: Phrase[]): Matcher =>
  (facts) => {
    const found = findIn(facts.presenting.affirmed, compile(phrases));
    return found ? [found] : null;
  };

/** The phrase in the medical history, or mentioned as history in the presenting text. */
export const historyOf =
  (...phrases: Phrase[]): Matcher =>
  (facts) => {
    const pattern = compile(phrases);
    const found = findIn(facts.history.affirmed, pattern) ?? findIn(facts.presenting.affirmed, pattern);
    return found ? [`history ${found}`] : null;
  };

/** Two phrases in the same clause with at most `maxWordsBetween` words between them, either order. */
export const near =
  (first: Phrase, second: Phrase, maxWordsBetween = 4): Matcher =>
  (facts) => {
    const a = `(?:${phraseSource(first)})`;
    const b = `(?:${phraseSource(second)})`;
    const gap = `(?:[\\s,/-]+[\\w'/-]+){0,${maxWordsBetween}}?[\\s,/-]+`;
    const found = findIn(
      facts.presenting.affirmed,
      new RegExp(`(?<![\\w])(?:${a}${gap}${b}|${b}${gap}${a})(?![\\w])`),
    );
    return found ? [found] : null;
  };

export const allOf =
  (...matchers: Matcher[]): Matcher =>
  (facts) => {
    const evidence: string[] = [];
    for (const matcher of matchers) {
      const found = matcher(facts);
      if (!found) return null;
      evidence.push(...found);
    }
    return evidence;
  };

export const anyOf =
  (...matchers: Matcher[]): Matcher =>
  (facts) => {
    for (const matcher of matchers) {
      const found = matcher(facts);
      if (found) return found;
    }
    return null;
  };

/** At least `count` of the matchers, with the evidence of all that matched. */
export const atLeast =
  (count: number, ...matchers: Matcher[]): Matcher =>
  (facts) => {
    const found = matchers
      .map((matcher) => matcher(facts))
      .filter((evidence): evidence is string[] => evidence !== null);
    return found.length >= count ? found.flat() : null;
  };

export const none =
  (matcher: Matcher): Matcher =>
  (facts) =>
    matcher(facts) ? null : [];

export const ageYears =
  (min: number, max = Infinity): Matcher =>
  (facts) =>
    facts.age && facts.age.years >= min && facts.age.years < max ? [`age ${facts.age.text}`] : null;

export const ageDays =
  (min: number, max: number): Matcher =>
  (facts) =>
    facts.age && facts.age.days >= min && facts.age.days < max ? [`age ${facts.age.text}`] : null;

export const female: Matcher = (facts) => (facts.sex === 'female' ? [] : null);
export const male: Matcher = (facts) => (facts.sex === 'male' ? [] : null);
export const notMale: Matcher = (facts) => (facts.sex !== 'male' ? [] : null);

export const vital =
  (describe: (vitals: Vitals) => string, predicate: (vitals: Vitals) => boolean): Matcher =>
  (facts) =>
    predicate(facts.vitals) ? [describe(facts.vitals)] : null;

export const lab =
  (analyte: AnalyteId, predicate: (result: LabResult) => boolean): Matcher =>
  (facts) => {
    const result = facts.labs.find((candidate) => candidate.analyte === analyte);
    return result && predicate(result) ? [result.source] : null;
  };

export const takes =
  (...classes: MedicationClass[]): Matcher =>
  (facts) => {
    const taken = classes.filter((medicationClass) => facts.medications.includes(medicationClass));
    return taken.length ? [`takes ${taken.join(', ')}`] : null;
  };

export const alteredMentalStatus: Matcher = (facts) =>
  facts.mentalStatus.altered ? [facts.mentalStatus.evidence ?? 'altered mental status'] : null;

export const pregnant: Matcher = (facts) =>
  facts.pregnancy.pregnant
    ? [facts.pregnancy.gestationWeeks ? `${facts.pregnancy.gestationWeeks} weeks pregnant` : 'pregnant']
    : null;
export const possiblyPregnant: Matcher = (facts) =>
  facts.pregnancy.possiblyPregnant && facts.sex !== 'male' ? ['possible pregnancy'] : null;
/** Ectopic pregnancy belongs to early pregnancy: a stated gestation of 14 weeks or more rules it out. */
export const notBeyondFirstTrimester: Matcher = (facts) => {
  const weeks = facts.pregnancy.gestationWeeks;
  return weeks === undefined || weeks < 14 ? [] : null;
};
export const postpartum: Matcher = (facts) => (facts.pregnancy.postpartum ? ['postpartum'] : null);

export const hypotension: Matcher = vital(
  (v) => `SBP ${v.systolic}`,
  (v) => v.systolic !== undefined && v.systolic < 90,
);
export const tachycardia: Matcher = vital(
  (v) => `HR ${v.heartRate}`,
  (v) => v.heartRate !== undefined && v.heartRate > 100,
);
export const fever: Matcher = anyOf(
  vital(
    (v) => `Temp ${v.temperatureC} C`,
    (v) => v.temperatureC !== undefined && v.temperatureC >= 38,
  ),
  (facts) =>
    says(
      'fever*',
      'febrile',
      'pyrexi*',
      'rigors',
      'feels hot',
      'hot to touch',
      'high temperature',
      'chills',
    )(facts),
);
export const hypoxia: Matcher = vital(
  (v) => `SpO2 ${v.spo2}%`,
  (v) => v.spo2 !== undefined && v.spo2 < 92,
);

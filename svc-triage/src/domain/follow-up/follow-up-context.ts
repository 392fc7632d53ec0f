import type { CaseForm, EngineResult } from '../engine';
import { decisiveQuestions } from './decisive-questions';
import type { QuestionDefinition } from './follow-up-question-catalog';

export type Complaint = 'chest' | 'abdominal' | 'back' | 'headache' | 'breathing';

/** What the follow-up questions are chosen from: the case as far as it is known. */
export interface FollowUpContext {
  /** Lower-case text that may already answer a question. */
  knownText: string;
  /** Engine missing-data ids, most decisive first. */
  missingDataIds: string[];
  complaints: Complaint[];
  ageYears: number | null;
  /** Questions whose answers would change the level, asked first. */
  decisive?: QuestionDefinition[];
}

const complaintPatterns: Record<Complaint, RegExp> = {
  chest: /\bchest\b|\bcp\b|angina|retrosternal|coronary|\bacs\b|aortic dissection|pericard/,
  abdominal: /abdom|\babd\b|belly|stomach|epigastr|\b[rl][ul]q\b|append|ectopic|cholecyst|surgical abdomen/,
  back: /back pain|\bback\b|lumbar|sciatica|\blbp\b|cauda equina/,
  headache: /headache|\bha\b|migraine|head pain|subarachnoid|mening/,
  breathing: /short(ness)? of breath|\bsob\b|breathless|dyspn|\bdoe\b|wheez|asthma|copd|pulmonary embol/,
};

const complaintsIn = (text: string) =>
  (Object.keys(complaintPatterns) as Complaint[]).filter((complaint) =>
    complaintPatterns[complaint].test(text),
  );

/** From a stored case: its form, its latest result and any follow-up answers already given. */
export function contextFromCase(
  form: CaseForm,
  result: EngineResult,
  earlierAnswers: string[] = [],
): FollowUpContext {
  const presenting = `${form.chiefComplaint}\n${form.symptoms}`.toLowerCase();
  const age = /^\s*(\d{1,3})\s*(y|yrs?|years?)?\s*$/i.exec(String(form.patientAge));
  return {
    knownText: [
      presenting,
      form.vitals,
      form.medicalHistory ?? '',
      form.currentMedications ?? '',
      ...earlierAnswers,
    ]
      .join('\n')
      .toLowerCase(),
    missingDataIds: [...result.missingData]
      .sort((a, b) => Number(b.key) - Number(a.key))
      .map((item) => item.id),
    complaints: complaintsIn(presenting),
    ageYears: age?.[1] ? Number(age[1]) : null,
    decisive: decisiveQuestions(result),
  };
}

const missingDataWords: Array<[RegExp, string]> = [
  [/patient age/, 'age'],
  [/blood pressure/, 'vitals.blood-pressure'],
  [/heart rate/, 'vitals.heart-rate'],
  [/respiratory rate/, 'vitals.respiratory-rate'],
  [/oxygen saturation|spo2/, 'vitals.oxygen-saturation'],
  [/^temperature/, 'vitals.temperature'],
  [/pain score/, 'vitals.pain-score'],
  [/glasgow/, 'vitals.gcs'],
  [/glucose/, 'labs.glucose'],
  [/symptoms started/, 'history.onset'],
  [/last known well/, 'history.last-known-well'],
  [/pregnan/, 'history.pregnancy-status'],
  [/headache onset/, 'screen.headache-onset'],
  [/cauda equina/, 'screen.cauda-equina'],
  [/current medications/, 'history.medications'],
  [/past medical/, 'history.past-medical'],
  [/weight/, 'history.weight'],
];

/** From analysis text alone: the engine's headings are used when present, the whole text otherwise. */
export function contextFromAnalysisText(analysis: string): FollowUpContext {
  const text = analysis.toLowerCase();
  const section = (number: number) =>
    new RegExp(`^${number}\\. [a-z ]+\\n([\\s\\S]*?)(?=^\\d\\. [a-z ]+$|(?![\\s\\S]))`, 'm').exec(text)?.[1];
  const findings = section(2);
  const flagsAndDifferential = [section(3), section(4)].filter(Boolean).join('\n');
  const missingLine = /missing or decisive data: (.*)/.exec(text)?.[1] ?? '';
  const missingDataIds = missingLine
    .split(';')
    .map((item) => missingDataWords.find(([pattern]) => pattern.test(item.trim()))?.[1])
    .filter((id): id is string => Boolean(id));
  const age = /patient: (\d{1,3}) years/.exec(text);
  return {
    knownText: findings ?? text,
    missingDataIds: [...new Set(missingDataIds)],
    complaints: complaintsIn(flagsAndDifferential || text),
    ageYears: age?.[1] ? Number(age[1]) : null,
  };
}

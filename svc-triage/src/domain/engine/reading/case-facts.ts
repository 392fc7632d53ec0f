import type { AnalyzeOptions, CaseForm } from '../case-form';
import { parseAge, type PatientAge } from './age.parser';
import { analyzeText, type AnalyzedText } from './analyzed-text';
import { parseLabs, type LabResult } from './labs.parser';
import type { AnalyteId } from './lab-analytes';
import { classifyMedications, type MedicationClass } from './medications.parser';
import { parseVitals, type Avpu, type Vitals } from './vitals.parser';

export interface MentalStatus {
  altered: boolean;
  avpu?: Avpu;
  evidence?: string;
}

export interface PregnancyStatus {
  pregnant: boolean;
  possiblyPregnant: boolean;
  postpartum: boolean;
  gestationWeeks?: number;
}

/** Everything the engine knows about a case, read once from the form. */
export interface CaseFacts {
  age: PatientAge | null;
  sex: 'male' | 'female' | 'unknown';
  vitals: Vitals;
  labs: LabResult[];
  medications: MedicationClass[];
  /** Complaint, symptoms, vitals text and additional information. */
  presenting: AnalyzedText;
  complaint: AnalyzedText;
  history: AnalyzedText;
  mentalStatus: MentalStatus;
  pregnancy: PregnancyStatus;
  form: { hasMedicalHistory: boolean; hasMedications: boolean; hasVitalsText: boolean };
}

export function readCaseFacts(form: CaseForm, options: AnalyzeOptions = {}): CaseFacts {
  const additional = options.additionalInformation ?? [];
  const measurementText = [form.vitals, form.symptoms, ...additional].join('\n');
  const vitals = { ...parseVitals([form.symptoms, ...additional].join('\n')), ...parseVitals(form.vitals) };
  const presenting = analyzeText(form.chiefComplaint, form.symptoms, ...additional, form.vitals);
  const history = analyzeText(form.medicalHistory);
  const labs = parseLabs(measurementText);
  const sex = /^\s*(?:m|male|man|boy)\s*$/i.test(form.gender)
    ? 'male'
    : /^\s*(?:f|female|woman|girl)\s*$/i.test(form.gender)
      ? 'female'
      : 'unknown';
  return {
    age: parseAge(String(form.patientAge)),
    sex,
    vitals,
    labs,
    medications: classifyMedications(`${form.currentMedications ?? ''}\n${form.medicalHistory ?? ''}`),
    presenting,
    complaint: analyzeText(form.chiefComplaint),
    history,
    mentalStatus: readMentalStatus(vitals, presenting.affirmed),
    pregnancy: readPregnancy(`${presenting.affirmed} ${history.affirmed}`, labs, sex),
    form: {
      hasMedicalHistory: isInformative(form.medicalHistory),
      hasMedications: isInformative(form.currentMedications),
      hasVitalsText: isInformative(form.vitals),
    },
  };
}

const alteredWords: ReadonlyArray<readonly [RegExp, Avpu]> = [
  [/\b(?:unresponsive|unconscious|unrousable|comatose|gcs 3)\b/, 'U'],
  [/\b(?:responds? (?:only )?to pain|localizes to pain|withdraws to pain)\b/, 'P'],
  [
    /\b(?:(?:barely |only )?respond\w* (?:only )?to voice|hard to (?:wake|rouse)|difficult to (?:wake|rouse)|obtunded|stuporous)\b/,
    'V',
  ],
  [
    /\b(?:confus\w*|disorient\w*|altered mental status|altered (?:level of )?consciousness|drowsy|lethargic|lethargy|delirium|delirious|not making sense|obtunded|floppy|listless|sleepy and hard to wake|altered behavior|acting strangely|agitated and confused)\b/,
    'C',
  ],
];

function readMentalStatus(vitals: Vitals, affirmedText: string): MentalStatus {
  const fromText = alteredWords.find(([pattern]) => pattern.test(affirmedText));
  const fromGcs = vitals.gcs !== undefined && vitals.gcs < 15;
  const avpu = worstAvpu(vitals.avpu, fromText?.[1], fromGcs ? gcsToAvpu(vitals.gcs ?? 15) : undefined);
  const altered = avpu !== undefined && avpu !== 'A';
  const evidence = fromGcs
    ? `GCS ${vitals.gcs}`
    : fromText
      ? affirmedText.match(fromText[0])?.[0]
      : undefined;
  return { altered, avpu, evidence };
}

const avpuSeverity: Record<Avpu, number> = { A: 0, C: 1, V: 2, P: 3, U: 4 };

function worstAvpu(...values: Array<Avpu | undefined>): Avpu | undefined {
  return values.reduce<Avpu | undefined>(
    (worst, value) =>
      value !== undefined && (worst === undefined || avpuSeverity[value] > avpuSeverity[worst])
        ? value
        : worst,
    undefined,
  );
}

function gcsToAvpu(gcs: number): Avpu {
  if (gcs <= 8) return 'U';
  if (gcs <= 10) return 'P';
  if (gcs <= 13) return 'V';
  return 'C';
}

/** A last period five or more weeks ago means a missed period. */
const MISSED_PERIOD_WEEKS = 5;

function readPregnancy(affirmedText: string, labs: LabResult[], sex: CaseFacts['sex']): PregnancyStatus {
  if (sex === 'male') return { pregnant: false, possiblyPregnant: false, postpartum: false };
  const weeks =
    /\b(\d{1,2})\s*(?:\+\d\s*)?(?:weeks?|wks?)\s*(?:pregnant|gestation|of pregnancy|ga\b|gestational)/.exec(
      affirmedText,
    );
  const hcgPositive = labs.some((lab) => lab.analyte === 'hcg' && lab.qualitative === 'positive');
  const pregnant =
    Boolean(weeks) ||
    hcgPositive ||
    /\b(?:pregnant|pregnancy|gestation|antenatal|trimester|gravid)\b/.test(affirmedText);
  const postpartum =
    /\b(?:post-?partum|gave birth|delivered|after (?:delivery|birth|childbirth)|post-?natal|(?:c-?section|ca?esarean(?: section)?) \d+ (?:days|weeks) ago|(?:after|following|since) (?:an? |her )?(?:c-?section|ca?esarean(?: section)?))\b/.test(
      affirmedText,
    );
  const weeksSincePeriod = /\blast (?:menstrual )?period (?:was )?(\d+) (?:weeks?|wks?) ago\b/.exec(
    affirmedText,
  )?.[1];
  const possiblyPregnant =
    pregnant ||
    Number(weeksSincePeriod ?? 0) >= MISSED_PERIOD_WEEKS ||
    /\b(?:missed (?:a |her |my )?period|late period|period (?:is )?late|amenorrh\w*)\b/.test(affirmedText);
  return {
    pregnant,
    possiblyPregnant,
    postpartum,
    gestationWeeks: weeks?.[1] ? Number(weeks[1]) : undefined,
  };
}

function isInformative(text: string | null | undefined): boolean {
  return Boolean(text && !/^\s*(?:none|nil|n\/?a|unknown|not known|-)?\s*$/i.test(text));
}

export function findLab(facts: CaseFacts, analyte: AnalyteId): LabResult | undefined {
  return facts.labs.find((lab) => lab.analyte === analyte);
}

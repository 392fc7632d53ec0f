import type { AnalyzeOptions, CaseForm } from '../case-form';
import { parseAge, type PatientAge } from './age.parser';
import { analyzeText, analyzeTextAndFirstPart, type AnalyzedText } from './analyzed-text';
import { setAsideOthersTold } from './someone-else';
import {
  ageFromNarrative,
  ageOfAnUnderOne,
  sexFromField,
  sexFromNarrative,
  type Sex,
} from './demographics.reader';
import { parseLabs, type LabResult } from './labs.parser';
import { readLayLanguage } from './lay-language';
import type { AnalyteId } from '../../lab-analytes';
import { classifyMedications, type MedicationClass } from './medications.parser';
import { setAsidePastEvents, withPastEvents } from './past-events';
import { parseVitals, type Avpu, type Vitals } from './vitals.parser';
import { readSpokenText } from './spoken-text';
import { readCheckboxes } from './checkboxes';
import { splitCopiedForward } from './copied-forward';

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
  sex: Sex;
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

/** Meters and strips read in words ("meter says HIGH", "ketone strip went purple"): the labs read them too. */
/** From 16 a patient is read as an adult: adult vital-sign bands, work-ups and ways of telling. */
export const ADULT_AGE_YEARS = 16;

const layMeterWords = /meter|ketone|strip|sugar/i;
const CORE_VITALS = ['systolic', 'heartRate', 'respiratoryRate', 'spo2', 'temperatureC'] as const;

/**
 * Readings taken at home and said in words: "the thermometer said 38.5", "my watch says my heart is 130",
 * "the oxygen thing on her finger says 89", "her blood pressure machine said 70 over 40", and a breath
 * "every 10 seconds" (a rate of 6). Put the way the vitals parser reads them.
 */
const homeReadings: ReadonlyArray<readonly [RegExp, (match: string, ...groups: string[]) => string]> = [
  [
    // "The thermometer said 38.5", "ear thermometer 38.4": a reading of 34 to 43 degrees.
    /\b(?:the |our |my |his |her |their )?(?:(?:ear|forehead|digital|underarm) )?thermometer(?: (?:said|says|read|reads|showed|shows|was|is|gave|went up to|got to|reading))?(?: (?:it was|it's|a|of))?\s*((?:3[4-9]|4[0-3])(?:\.\d)?)(?!\d)/gi,
    (_match, value) => ` temp ${value} `,
  ],
  // The reading first: "38.3 on home thermometer", "39.1 by the ear thermometer".
  [
    /(?<![\d.])((?:3[4-9]|4[0-3])(?:\.\d)?)\s*(?:°\s*c?|c)?\s+(?:on|by|with|from) (?:the |a |our |my |his |her |their )?(?:(?:home|ear|forehead|digital|underarm) )?thermometer\b/gi,
    (_match, value) => ` temp ${value} `,
  ],
  [
    /\b(?:the |my |his |her |their )?(?:watch|fitbit|smart ?watch|phone|monitor|machine) (?:said|says|shows?|showed|reads?|was|is)(?: that)? (?:my |his |her |their |the )?(?:heart(?: ?rate)?|pulse)(?: rate)?(?: is| was| at| of)?\s*(\d{2,3})\b/gi,
    (_match, value) => ` HR ${value} `,
  ],
  // A watch's bare number is its heart rate: "watch says 214, it's been over 200 the whole time".
  [
    /\b(?:the |my |his |her |their )?(?:watch|fitbit|smart ?watch|apple watch) (?:said|says|shows?|showed|reads?|read)(?: that)? (?:it'?s |it was |about |around )?(\d{2,3})\b(?! ?(?:%|percent|oxygen|o2|sats|spo2|steps|kcal|cal|calories|minutes|mins|km|miles|and (?:my|his|her|their) (?:heart|pulse)))/gi,
    (_match, value) => ` HR ${value} `,
  ],
  // "...says 92 and my heart 124": a heart rate said after another reading.
  [
    /\b(?:and|,) (?:my |his |her |their |the )?heart(?: rate)? (?:is |was |at |of )?(\d{2,3})\b(?! ?(?:years?|yrs?|months?|weeks?|days?|attacks?|%))/gi,
    (_match, value) => ` HR ${value} `,
  ],
  [
    /\b(?:the |my |his |her |their )?(?:oxygen|sats|pulse ?ox\w*)(?: (?:thing|monitor|meter|reading|level|clip|probe))?(?: on (?:my|his|her|their) finger)? (?:said|says|shows?|showed|reads?|was|is)(?: only)?\s*([5-9]\d|100)\s*(?:%|percent)/gi,
    (_match, value) => ` SpO2 ${value}% `,
  ],
  // A named oxygen meter needs no percent sign or verb: "the oxygen meter says 82 and it's normally 90",
  // "housemate's finger oxygen thing 82%".
  [
    /\b(?:the |my |his |her |their )?(?:pulse ?ox\w*|(?:finger )?(?:oxygen|sats|pulse ?ox\w*|finger) (?:thing|monitor|meter|machine|clip|probe|reader|app))(?: on (?:my|his|her|their) finger)?(?: (?:said|says|shows?|showed|reads?|was|is|gave))?(?: only| it was| it's)?\s*([5-9]\d|100)\b(?:\s*(?:%|percent))?(?!\s*(?:bpm|beats))/gi,
    (_match, value) => ` SpO2 ${value}% `,
  ],
  [
    /\b(?:the |our |my |his |her |their )?(?:blood pressure|bp) (?:machine|monitor|cuff|meter|thing)(?: (?:said|says|shows?|showed|reads?|was|is|gave))?(?: it was| it's)?\s*(\d{2,3})\s*(?:over|\/)\s*(\d{2,3})\b/gi,
    (_match, systolic, diastolic) => ` BP ${systolic}/${diastolic} `,
  ],
  [
    /\b(?:a breath|one breath|breath(?:ing|es)?|breathes)(?:,? [\w']+){0,3}?,? (?:about |only |like |roughly )*(?:once )?every (\d{1,2}) (?:seconds|secs)\b/gi,
    (match, seconds) => (Number(seconds) >= 2 ? ` RR ${Math.round(60 / Number(seconds))} ` : match),
  ],
];

function withHomeReadings(text: string): string {
  if (
    !/thermometer|watch|fitbit|phone|monitor|machine|meter|cuff|oxygen|sats|pulse|finger|clip|probe|every/i.test(
      text,
    )
  )
    return text;
  return homeReadings.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    text,
  );
}

/**
 * Where a set of observations begins with its time ("03:28 HR 118 ... | 04:00 HR 108 ...", "18:05: HR 104
 * ... 18:30: HR 92", a 24-hour clock's "2015: HR 118 ... 2040: HR 84" or "2015hrs"), is a repeat ("on
 * arrival HR 118; repeat HR 92") or is named by where, when or in what order it was taken ("On scene 21:55:
 * ... En route 22:12: ...", "Scene ... Arrival ...", "1st set ...; 2nd set ...", "at home: ... | now: ...",
 * "GP surgery: ... Now: ...", "initially ...; currently ...", "initial obs ... Most recent ...", "first set
 * ...; latest ...", "after 10 min: ...", "triage: ... | recheck: ..."): at the field's start, after a bar, a
 * full stop or a semicolon.
 */
const OBSERVATION_SET_START =
  /(?:^|[|;.]\s*)(?=(?:[01]?\d|2[0-3]):[0-5]\d\b|(?:[01]\d|2[0-3])[0-5]\d(?::|\s*(?:hrs?|h)\b)|repeat(?:ed)?\b|re-?check(?:ed)?\b|re-?assess(?:ed|ment)?\b|(?:on scene|at scene|scene|en route|on arrival|arrival|at triage|triage|(?:1st|2nd|3rd|4th|first|second|third|fourth|latest|last|final) set|latest|most recent|initial (?:obs|observations|set|vitals)|now|currently|initially|at home|(?:at (?:the )?)?(?:gp|gp surgery|surgery|pharmacy|clinic|school)|after \d+ ?(?:min|mins|minutes|hrs?|hours?))\b)/gi;

/**
 * Observations repeated over time: the latest set is the patient at the door, so its values stand and the
 * earlier sets fill only what it does not say (the crew's first blood pressure when the last set has none).
 */
function readLatestVitals(vitalsField: string): Vitals {
  const starts = [...vitalsField.matchAll(OBSERVATION_SET_START)].map(
    (match) => match.index + match[0].length,
  );
  const first = starts[0];
  if (first === undefined) return parseVitals(withHomeReadings(vitalsField));
  const sets = starts.map((start, index) =>
    vitalsField.slice(start, starts[index + 1] ?? vitalsField.length),
  );
  if (first > 0) sets.unshift(vitalsField.slice(0, first));
  if (sets.length < 2) return parseVitals(withHomeReadings(vitalsField));
  return Object.assign({}, ...sets.map((set) => parseVitals(withHomeReadings(set)))) as Vitals;
}

/**
 * A vitals field that opens with a bare number of one decimal between 35.0 and 42.9 ("38.4 twice, 20
 * minutes apart", "39.1 at 2am") holds a temperature: what else is measured to a tenth in that range has
 * its unit or its name written ("38.4 kg", "pH 7.38").
 */
const BARE_TEMPERATURE =
  /^\s*((?:3[5-9]|4[0-2])\.\d)(?![\d.,/]|\s*(?:%|kg|g\b|mmol|mg|cm|mm|kpa|lbs?|bpm|st\b|stone|min|hours?|h\b|weeks?|w\b))/i;

/** The vitals field is what was measured; the narrative, then the history, fill what it does not say. */
function readAllVitals(vitalsField: string, narrative: string, history: string): Vitals {
  const measured = {
    ...parseVitals(withHomeReadings(narrative)),
    ...readLatestVitals(vitalsField.replace(BARE_TEMPERATURE, 'temp $1')),
  };
  if (!history.trim() || CORE_VITALS.every((name) => measured[name] !== undefined)) return measured;
  return { ...parseVitals(history), ...measured };
}

/**
 * The form as it was meant: dictation's spoken punctuation and numbers in words read as written ones,
 * a templated note's checkboxes as the findings they tick or deny.
 */
function readAsMeant(text: string): string {
  return readCheckboxes(readSpokenText(text));
}

/** Text carried forward from old notes above today's entry is read as history (copied-forward.ts). */
function withTextReadAsMeant(form: CaseForm): CaseForm {
  const { today, copied } = splitCopiedForward(readAsMeant(form.symptoms));
  const history = form.medicalHistory && readAsMeant(form.medicalHistory);
  return {
    ...form,
    chiefComplaint: readAsMeant(form.chiefComplaint),
    symptoms: today,
    vitals: readAsMeant(form.vitals),
    medicalHistory: copied ? [history, copied].filter(Boolean).join('\n') : history,
    currentMedications: form.currentMedications && readAsMeant(form.currentMedications),
  };
}

export function readCaseFacts(submitted: CaseForm, options: AnalyzeOptions = {}): CaseFacts {
  const form = withTextReadAsMeant(submitted);
  const additional = (options.additionalInformation ?? []).map(readAsMeant);
  const narrative = [form.chiefComplaint, form.symptoms, ...additional].join('\n');
  // A result in the complaint box ("Sent by anticoag clinic - INR 6.2") is read after the narrative's own.
  const measurementText = [form.vitals, form.symptoms, ...additional, form.chiefComplaint].join('\n');
  const vitals = readAllVitals(form.vitals, narrative, form.medicalHistory ?? '');
  const fieldSex = sexFromField(form.gender);
  const sex =
    fieldSex === 'unknown' ? sexFromNarrative(`${narrative}\n${form.medicalHistory ?? ''}`) : fieldSex;
  const age =
    parseAge(String(form.patientAge)) ??
    ageOfAnUnderOne(String(form.patientAge), narrative) ??
    ageFromNarrative(`${narrative}\n${form.vitals}`);
  const read = analyzeTextAndFirstPart(form.chiefComplaint, form.symptoms, ...additional, form.vitals);
  // Someone else's illness ("his brother had pneumonia", "FHx: father MI at 50") is not the patient's.
  // Events dated years back ("admitted with pneumonia five years ago") are history, not the presentation.
  const { text: presenting, past } = setAsidePastEvents(setAsideOthersTold(read.whole, sex, age?.years));
  const complaint = setAsideOthersTold(read.first, sex, age?.years);
  const history = withPastEvents(setAsideOthersTold(analyzeText(form.medicalHistory), sex, age?.years), past);
  const labs = parseLabs(
    layMeterWords.test(measurementText)
      ? `${measurementText}\n${readLayLanguage(measurementText.toLowerCase())}`
      : measurementText,
  );
  return {
    age,
    sex,
    vitals,
    labs,
    // The list and the history, then the narrative's own words ("on apixaban for AF", not "no blood thinners").
    medications: classifyMedications(
      `${form.currentMedications ?? ''}\n${form.medicalHistory ?? ''}\n${presenting.affirmed}`,
    ),
    presenting,
    complaint,
    history,
    mentalStatus: readMentalStatus(vitals, presenting.affirmed, age?.years),
    pregnancy: readPregnancy(presenting.affirmed, history.affirmed, labs, sex, age?.years),
    form: {
      hasMedicalHistory: isInformative(form.medicalHistory),
      hasMedications: isInformative(form.currentMedications),
      hasVitalsText: isInformative(form.vitals),
    },
  };
}

const alteredWords: ReadonlyArray<readonly [RegExp, Avpu]> = [
  [/\b(?:unresponsive|unconscious|unrousable|comatose|gcs 3)\b/, 'U'],
  [/\b(?:responds? (?:only )?to pain(?:ful stimul(?:us|i))?|localizes to pain|withdraws to pain)\b/, 'P'],
  [
    // "Barely responding to us", "hardly wakes even when we change him", "only rousable to loud voice":
    // a patient who takes a voice or handling to respond at all.
    /\b(?:(?:barely |only )?respond\w* (?:only )?to voice|(?:only )?rousable (?:only )?to (?:a )?(?:loud )?voice|hard to (?:wake|rouse)|difficult to (?:wake|rouse)|(?:barely|hardly|scarcely) (?:responding|responsive|rousable|conscious|wakes?|waking|wakeable)|obtunded|stuporous)\b/,
    'V',
  ],
  [
    /\b(?:confus\w*|disorient\w*|(?<!\b(?:got|get|gets|getting) )muddled(?! (?:up|about|with|over)\b)|altered mental status|altered (?:level of )?consciousness|drowsy|lethargic|lethargy|delirium|delirious|not making sense|obtunded|(?<!went |briefly |momentarily )floppy|listless|sleepy and hard to wake|altered behavior|acting strangely|agitated and confused)\b/,
    'C',
  ],
];

/**
 * The mental status at triage is what counts: "confused when paramedics arrived ... now fully alert and
 * oriented" (a corrected hypoglycaemia, a seizure that is over) is a confusion that has cleared. It has
 * cleared when the last words about it say so, with a word for now.
 */
const clearedNow =
  /\b(?:now|since then|currently|at triage|on arrival here|has (?:since )?(?:returned|come back)|returned|back)\b(?:(?!\.\s)[^;\n]){0,40}?\b(?:(?:fully |completely |entirely )?(?:alert|orientated|oriented|lucid)|back to (?:his |her |their )?(?:normal|baseline|usual self|usual)|back to (?:himself|herself|themselves|(?:his|her|their) (?:old |normal )?self)|(?:at|to) (?:his |her |their )?(?:baseline|usual self|normal self)|gcs (?:of )?15|(?:he's|he is|she's|she is|they're|they are) (?:himself|herself|themselves))\b/g;
const alteredWordsAnywhere = alteredWords.map(
  ([pattern, avpu]) => [new RegExp(pattern.source, 'g'), avpu] as const,
);

function lastIndexOf(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
}

/**
 * Whether every word of confusion or of responding only to voice comes before `position`: what is said
 * there (a recovery, a child seen engaging) is the last word on them. Deeper levels are read regardless.
 */
function noConfusionWordAfter(affirmedText: string, position: number): boolean {
  return alteredWordsAnywhere.every(
    ([pattern, avpu]) => (avpu !== 'C' && avpu !== 'V') || lastIndexOf(pattern, affirmedText) < position,
  );
}

function confusionHasCleared(affirmedText: string): boolean {
  const cleared = lastIndexOf(clearedNow, affirmedText);
  return cleared >= 0 && noConfusionWordAfter(affirmedText, cleared);
}

/**
 * A child seen engaging with the world after the last word of drowsiness: "floppy" in a frightened parent's
 * words, then the nurse's "watching cartoons on her phone, makes eye contact". ESI asks for the lethargy found
 * at triage, and a child who watches, plays and looks at you has none. Only a child: an adult's delirium
 * can chat and smile.
 */
const engagedChild =
  /\b(?:watching (?:cartoons|tv|television|videos?|(?:a |the |his |her |their |mum'?s |mom'?s |dad'?s )?(?:phone|tablet|ipad|screen))|playing (?:with|on|happily|in)|(?:makes?|making) (?:good )?eye contact|smiling|giggling|babbling|running (?:around|about)|interactive)\b/g;

function childSeenEngagedSince(affirmedText: string, ageYears: number | undefined): boolean {
  if (ageYears === undefined || ageYears >= ADULT_AGE_YEARS) return false;
  const engaged = lastIndexOf(engagedChild, affirmedText);
  return engaged >= 0 && noConfusionWordAfter(affirmedText, engaged);
}

/**
 * A confusion that is the patient's usual, as a dementia is: "confused as usual", "keeps asking where she is,
 * as she always does", "not oriented ... that is exactly his usual", "disorientated which is normal for him",
 * "GCS 14 (V4 baseline)", "usual mild confusion". ESI asks about new confusion; this is not, unless the text
 * also says it is worse, new or sudden.
 */
const confusionAsUsual =
  /\b(?:confus\w*|disorient\w*|muddled|not (?:orientated|oriented)\b[^.;]{0,30})[^.;]{0,30}?(?<!\bnot )\b(?:as usual|as normal|as always|as (?:he|she|they) (?:always|usually) (?:does|do|is|are)|(?:which|that) is (?:exactly |just )?(?:his|her|their) usual|(?:which|that) is (?:normal|usual) for (?:him|her|them)|(?:normal|usual) for (?:him|her|them)|at (?:his|her|their) (?:usual )?baseline)\b|\bgcs 14 \(?(?:v4 )?(?:his |her |their )?baseline\b|(?<!\bthan (?:his |her |their )?)\b(?:usual|baseline|long-?standing|chronic) (?:mild |slight |moderate )?(?:confusion|disorientation)\b/;
const confusionNewOrWorse =
  /\b(?:more|newly|increasingly|worse|acute\w*|sudden\w*) (?:confus|disorient|muddled|drowsy)|\b(?:new|acute|sudden) (?:confusion|disorientation|delirium)|\bthan (?:usual|normal|baseline)\b|\bnot (?:his|her|their) (?:usual|normal)\b/;

function confusionIsTheirUsual(affirmedText: string): boolean {
  return confusionAsUsual.test(affirmedText) && !confusionNewOrWorse.test(affirmedText);
}

function readMentalStatus(vitals: Vitals, affirmedText: string, ageYears?: number): MentalStatus {
  const asUsual = confusionIsTheirUsual(affirmedText);
  const cleared =
    asUsual || confusionHasCleared(affirmedText) || childSeenEngagedSince(affirmedText, ageYears);
  const fromText = alteredWords.find(
    ([pattern, level]) => !(cleared && (level === 'C' || level === 'V')) && pattern.test(affirmedText),
  );
  // A GCS of 14 said to be their baseline is the usual confusion; lower is not.
  const fromGcs = vitals.gcs !== undefined && vitals.gcs < (asUsual ? 14 : 15);
  const vitalsAvpu = cleared && (vitals.avpu === 'C' || vitals.avpu === 'V') ? undefined : vitals.avpu;
  const avpu = worstAvpu(vitalsAvpu, fromText?.[1], fromGcs ? gcsToAvpu(vitals.gcs ?? 15) : undefined);
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

/** A positive test however it is told: "UPT +ve", "+hCG", "did a test last night, there was a faint second line". */
const positivePregnancyTest =
  /\b(?:positive (?:urine |serum |home )?(?:pregnancy test|upt|hcg|beta[- ]?hcg)|(?:pregnancy test|upt|hcg|beta[- ]?hcg|home test)(?: (?:at triage|today|at home|yesterday|this morning|last night|last week))? (?:is |was |came back |came up |showed |has come back )?(?:positive|pos|\+ ?ve|\+))(?!\w)|(?<![\w+])\+ ?(?:home |urine )?(?:upt|hcg|pregnancy test|preg test)\b|\b(?:did|done|took|taken|doing) (?:a |the |another )?(?:pregnancy |home |preg )?test\b[^.;]{0,40}?\b(?:(?:a )?faint (?:second )?line|two lines|second line|said pregnant|says pregnant)\b/;

const numberWords: Record<string, number> = {
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
};
const weeksSaid = new RegExp(
  `\\b(?:i'm|i am|she's|she is|currently|now|at|about|around|only|just) (\\d{1,2}|${Object.keys(numberWords).join('|')}) ?(?:weeks?|wks?)\\b(?! (?:ago|post|after|since|of (?:cough|pain|symptoms)))`,
);

const weeksOfHerOwn = new RegExp(
  `\\b(?:i'm|i am|she's|she is)(?: now| about| nearly| almost| only| just)? (?:\\d{1,2}|${Object.keys(numberWords).join('|')})(?:\\+\\d)? ?(?:weeks?|wks?)\\b(?! (?:ago|old|post|after|since|later|of ))`,
);

/** A clause that opens with the weeks: "36 weeks, fewer movements since yesterday", "G2P1. 34 wks." */
const weeksOpeningAClause =
  /(?:^|[.;:,\n] ?)(\d{1,2}) ?(?:weeks?|wks?)\b(?! (?:ago|old|post|after|since|later|of|history|duration|before)\b)/;

/** In a pregnancy, "I'm nine weeks", "she's 34 weeks", "at 12 wks", "36 weeks, ..." give the gestation. */
function weeksSaidOfAPregnancy(text: string): number | undefined {
  const said = weeksSaid.exec(text)?.[1] ?? weeksOpeningAClause.exec(text)?.[1];
  if (!said) return undefined;
  return numberWords[said] ?? Number(said);
}

/** "last period was 7 weeks ago", "LMP about 7 weeks ago", "LMP 6/52". */
const lastPeriodWeeksAgo =
  /\b(?:last (?:menstrual )?period|lmp)\s*:?\s*(?:was\s+)?(?:about |around |approx\.? |roughly |~ ?)?(\d+) ?(?:weeks?|wks?|\/52)(?: ago)?(?!\w)/;

/** Pregnancy words that do not mean a pregnancy now: a negative test, past pregnancies, "not pregnant". */
const notPregnancyNow =
  /\b(?:(?:negative|neg) (?:urine |serum |home )?(?:pregnancy test|upt|hcg|beta[- ]?hcg)|(?:pregnancy test|upt|hcg|beta[- ]?hcg)(?: (?:at triage|today|at home))? (?:is |was |came back )?(?:negative|neg)|(?:previous|prior|past|earlier|old|last) (?:\w+ )?pregnanc(?:y|ies)|pregnancies|history of (?:\w+ )?pregnancy|pregnancy test|(?:like|as if|as though) (?:i'?m|i am|i was|she'?s|she is|she was|(?:i|she) looks?|(?:i|she) looked) (?:\w+ )?pregnant|looks? (?:\w+ )?pregnant)\b/g;
/**
 * Only a baby not yet born is felt moving: "fewer movements since yesterday, felt 3 kicks" says a
 * pregnancy as plainly as the word does (in a woman; a baby who is the patient moves its limbs).
 */
const fetalMovementsSaid =
  /\b(?:fetal movements?|(?:fewer|less|reduced|decreased|no|baby'?s?) (?:baby )?(?:movements|kicks)|baby (?:is |has been )?(?:moving|kicking) (?:less|much less|a lot less|less than usual|not as much)|felt (?:\d+|a few|some|no) kicks)\b/;

/** Waters that have broken and labour are a pregnancy at its end, whether or not the word is written. */
const laborSaid =
  /\b(?:(?:my|her|the) waters? (?:have |has )?(?:broken|broke|gone|went)|waters? (?:have |has )?(?:broken|broke|gone)|(?:spontaneous |premature |preterm )?rupture of (?:the )?membranes|ruptured membranes|srom|pprom|in (?:early |active |established )?labou?r)\b/;

/** A birth months or years ago is not the postpartum period. */
const longAgoBirth =
  /\bgave birth (?:\w+ ){0,3}(?:months|years|yrs) ago\b|\bdelivered (?:\w+ ){0,3}(?:months|years|yrs) ago\b/g;

/**
 * An obstetric note's shorthand followed by the weeks, "G1P0 at 35+2 weeks", "primigravida at 32 weeks",
 * is the gestation of a pregnancy now; "G2P2" alone is only her obstetric history.
 */
const obstetricShorthandWeeks =
  /\b(?:g\d{1,2} ?p\d{1,2}(?:\+\d)?|primigravida|multigravida|primip|multip|primiparous|multiparous)\b,? (?:at |now |currently |is )?(\d{1,2})(?:\+\d)? ?(?:weeks?|wks?)\b(?! ago)/;

/** A last period five or more weeks ago means a missed period. */
const MISSED_PERIOD_WEEKS = 5;

function readPregnancy(
  presentingText: string,
  historyText: string,
  labs: LabResult[],
  sex: CaseFacts['sex'],
  ageYears: number | undefined,
): PregnancyStatus {
  if (sex === 'male') return { pregnant: false, possiblyPregnant: false, postpartum: false };
  // The history says a pregnancy is current only with its gestation ("28 weeks pregnant").
  const affirmedText = `${presentingText.replace(notPregnancyNow, ' ').replace(longAgoBirth, ' ')} ${/\b\d{1,2} ?(?:weeks?|wks?) (?:pregnant|gestation)\b/.exec(historyText)?.[0] ?? ''}`;
  const weeks =
    /\b(\d{1,2})\s*(?:\+\d\s*)?(?:weeks?|wks?)\s*(?:pregnant|gestation|of pregnancy|ga\b|gestational|(?:by|on) (?:dates|lmp|scan|(?:her |the )?(?:dating |booking )?(?:scan|ultrasound)))/.exec(
      affirmedText,
    ) ?? obstetricShorthandWeeks.exec(affirmedText);
  const hcgPositive = labs.some((lab) => lab.analyte === 'hcg' && lab.qualitative === 'positive');
  // A negative test answers the question: "Pregnancy: LMP 2 wk ago, hCG neg" is a woman who is not pregnant.
  const hcgNegative = labs.some((lab) => lab.analyte === 'hcg' && lab.qualitative === 'negative');
  const pregnant =
    Boolean(weeks) ||
    // A woman who says "I'm 35 weeks" is saying how pregnant she is.
    ((ageYears ?? 0) >= 12 && weeksOfHerOwn.test(affirmedText)) ||
    hcgPositive ||
    positivePregnancyTest.test(presentingText) ||
    ((ageYears ?? 0) >= 12 && fetalMovementsSaid.test(affirmedText)) ||
    ((ageYears ?? 0) >= 12 && laborSaid.test(affirmedText)) ||
    (!hcgNegative && /\b(?:pregnant|pregnancy|gestation|antenatal|trimester|gravid)\b/.test(affirmedText));
  const postpartum =
    /\b(?:post-?partum|gave birth|(?:after|since|following) giving birth|delivered|after (?:delivery|birth|childbirth)|(?:vaginal |normal |forceps |ventouse |assisted )?delivery (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few) (?:days|weeks) ago|(?:svd|nvd) (?:\d+|a few) (?:days|weeks) ago|post-?natal|(?:c-?section|ca?esarean(?: section)?) \d+ (?:days|weeks) ago|(?:after|following|since) (?:an? |her )?(?:c-?section|ca?esarean(?: section)?)|(?:i|she|we) had (?:my|her|the|a|our) baby (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few) (?:days|weeks) ago|(?:after|since) (?:having|i had|she had) (?:my|her|the) baby)\b/.test(
      affirmedText,
    );
  const weeksSincePeriod = lastPeriodWeeksAgo.exec(affirmedText)?.[1];
  const possiblyPregnant =
    pregnant ||
    Number(weeksSincePeriod ?? 0) >= MISSED_PERIOD_WEEKS ||
    /\b(?:missed (?:a |her |my )?period|(?:late|overdue) period|period(?:'s| is| was| has been)? (?:\w+ ){0,3}(?:late|overdue)|amenorrh\w*)\b/.test(
      affirmedText,
    );
  return {
    pregnant,
    possiblyPregnant,
    postpartum,
    gestationWeeks: weeks?.[1]
      ? Number(weeks[1])
      : pregnant
        ? weeksSaidOfAPregnancy(affirmedText)
        : undefined,
  };
}

function isInformative(text: string | null | undefined): boolean {
  return Boolean(text && !/^\s*(?:none|nil|n\/?a|unknown|not known|-)?\s*$/i.test(text));
}

export function findLab(facts: CaseFacts, analyte: AnalyteId): LabResult | undefined {
  return facts.labs.find((lab) => lab.analyte === analyte);
}

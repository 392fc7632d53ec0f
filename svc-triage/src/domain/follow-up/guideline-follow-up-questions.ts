import {
  missingVitalsQuestion,
  questionCatalog,
  vitalSignIds,
  type QuestionDefinition,
} from './follow-up-question-catalog';
import type { Complaint, FollowUpContext } from './follow-up-context';
import {
  MAX_FOLLOW_UP_QUESTIONS,
  MIN_FOLLOW_UP_QUESTIONS,
  type FollowUpQuestion,
} from './follow-up-question';

const AORTIC_ANEURYSM_AGE = 50;

const complaintScreens: Record<Complaint, string[]> = {
  chest: [
    'screen.acs-features',
    'screen.ecg-troponin',
    'screen.aortic-dissection',
    'screen.cardiac-history',
    'screen.pulmonary-embolism-risk',
  ],
  abdominal: ['screen.gi-bleeding', 'screen.peritonism', 'screen.abdominal-aortic-aneurysm'],
  back: ['screen.back-pain-red-flags', 'screen.abdominal-aortic-aneurysm'],
  headache: ['screen.headache-red-flags'],
  breathing: ['screen.breathing-severity', 'screen.pulmonary-embolism-risk'],
};

const KEY_MISSING = [
  'age',
  'vitals.gcs',
  'labs.glucose',
  'history.last-known-well',
  'history.pregnancy-status',
  'screen.headache-onset',
  'screen.cauda-equina',
];
const LATER_MISSING = ['vitals.pain-score', 'history.past-medical', 'history.weight'];
const ALWAYS_ASKABLE = ['screen.general-red-flags', 'screen.deterioration', 'history.home-support'];

/**
 * The guideline engine's follow-up questions, 3 to 6, most decisive first: missing vital signs, the
 * questions whose answer would change the level [a decision rule's missing inputs, a pain score], key
 * data, the red-flag screens of the complaint, onset, medications or blood thinners, allergies. A
 * question the case already answers is never asked.
 */
export function guidelineFollowUpQuestions(context: FollowUpContext): FollowUpQuestion[] {
  const missing = new Set(context.missingDataIds);
  const missingVitals = vitalSignIds.filter((id) => missing.has(id));
  const screens = context.complaints
    .flatMap((complaint) => complaintScreens[complaint])
    .filter(
      (id) =>
        id !== 'screen.abdominal-aortic-aneurysm' ||
        (context.ageYears !== null && context.ageYears >= AORTIC_ANEURYSM_AGE),
    );
  const candidates: Array<QuestionDefinition | undefined> = [
    missingVitals.length ? missingVitalsQuestion(missingVitals) : undefined,
    ...(context.decisive ?? []),
    ...KEY_MISSING.filter((id) => missing.has(id)).map((id) => questionCatalog.get(id)),
    ...screens.map((id) => questionCatalog.get(id)),
    missing.has('history.onset') ? questionCatalog.get('history.onset') : undefined,
    questionCatalog.get(
      missing.has('history.medications') ? 'history.medications' : 'history.anticoagulants',
    ),
    questionCatalog.get('history.allergies'),
    ...LATER_MISSING.filter((id) => missing.has(id)).map((id) => questionCatalog.get(id)),
  ];
  const chosen = unanswered(candidates, context.knownText).slice(0, MAX_FOLLOW_UP_QUESTIONS);
  if (chosen.length < MIN_FOLLOW_UP_QUESTIONS) {
    const fallbacks = unanswered(
      ALWAYS_ASKABLE.map((id) => questionCatalog.get(id)),
      context.knownText,
    );
    chosen.push(...fallbacks.filter((question) => !chosen.some(({ id }) => id === question.id)));
  }
  return chosen.slice(0, MAX_FOLLOW_UP_QUESTIONS).map(({ id, question }) => ({ id, question }));
}

function unanswered(
  candidates: Array<QuestionDefinition | undefined>,
  knownText: string,
): QuestionDefinition[] {
  const seen = new Set<string>();
  return candidates.filter((definition): definition is QuestionDefinition => {
    if (!definition || seen.has(definition.id)) return false;
    seen.add(definition.id);
    return !definition.answeredBy?.test(knownText);
  });
}

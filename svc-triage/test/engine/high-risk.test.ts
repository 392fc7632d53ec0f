import { analyzeCase, type CaseForm } from '../../src/domain/engine';
import { matchComplaints } from '../../src/domain/engine/complaints/match-complaints';
import { highRiskSituations, matchHighRisk } from '../../src/domain/engine/high-risk/high-risk-situations';
import type { HighRiskContext, HighRiskSituation } from '../../src/domain/engine/high-risk/high-risk.types';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { matchRedFlags } from '../../src/domain/engine/red-flags/match-red-flags';

const NORMAL_VITALS = 'HR 80 BP 125/80 RR 14 SpO2 99% T 36.8';

const caseForm = (fields: Partial<CaseForm>): CaseForm => ({
  patientAge: '35',
  gender: 'male',
  chiefComplaint: '',
  symptoms: '',
  vitals: '',
  medicalHistory: '',
  currentMedications: '',
  ...fields,
});

const situation = (id: string): HighRiskSituation => {
  const found = highRiskSituations.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no high-risk situation ${id}`);
  return found;
};

/** The facts and complaints of a case, as analyzeCase sees them, with the red flags it fires. */
function contextOf(fields: Partial<CaseForm>, redFlagIds?: ReadonlySet<string>): HighRiskContext {
  const facts = readCaseFacts(caseForm(fields));
  return {
    facts,
    complaints: matchComplaints(facts),
    redFlagIds: redFlagIds ?? new Set(matchRedFlags(facts).map((flag) => flag.definition.id)),
  };
}

/** What the situation itself detects, whatever red flags the case fires. */
const detect = (id: string, fields: Partial<CaseForm>) => situation(id).detect(contextOf(fields, new Set()));

const situationIds = new Set(highRiskSituations.map((candidate) => candidate.id));
const matchedSituationIds = (fields: Partial<CaseForm>) =>
  matchHighRisk(contextOf(fields))
    .map((matched) => matched.id)
    .filter((id) => situationIds.has(id));

type Fires = [string, string, Partial<CaseForm>, string[]];
type Silent = [string, string, Partial<CaseForm>];

const TRAUMA = 'high-risk-trauma-mechanism';
const SELF_HARM = 'self-harm-or-danger';
const BLEEDING = 'bleeding-with-haemodynamic-risk';
const AIRWAY = 'airway-or-breathing-threat';
const SPINAL = 'spinal-cord-risk';
const FEVER = 'fever-in-a-vulnerable-patient';
const INFANT = 'young-infant-warning-signs';
const PAIN = 'severe-pain-or-distress';
const POST_OP = 'fever-after-an-operation';

const fires: Fires[] = [
  // High-risk mechanism or pattern of injury
  [TRAUMA, 'an ejection', { chiefComplaint: 'MVC', symptoms: 'driver ejected from the car' }, ['"ejected"']],
  [
    TRAUMA,
    'a fall of 4 metres',
    { chiefComplaint: 'fall', symptoms: 'fell 4 metres from scaffolding onto concrete' },
    ['"fell 4 metres"'],
  ],
  [
    TRAUMA,
    'a fall with its height after a pause',
    {
      chiefComplaint: 'fall',
      symptoms: 'climbed onto the shed roof and fell off - roughly 4 metres onto the patio',
    },
    ['"fell off - roughly 4 metres"'],
  ],
  [
    TRAUMA,
    'a fall from a height of 5 m',
    { chiefComplaint: 'fall', symptoms: 'fell from a height of 5 m onto grass' },
    ['"fell from a height of 5 m"'],
  ],
  [
    TRAUMA,
    'a 15-foot drop',
    { chiefComplaint: 'fall', symptoms: 'a 15-foot drop from a ladder' },
    ['"15-foot drop"'],
  ],
  [
    TRAUMA,
    'a stab wound to the chest',
    { chiefComplaint: 'stab wound', symptoms: 'stab wound to the left chest' },
    ['"stab wound"', '"chest"'],
  ],
  [
    TRAUMA,
    'a crash at 100 km/h',
    { chiefComplaint: 'car crash at 100 km/h', symptoms: 'restrained driver' },
    ['"car crash"', '"100 km/h"'],
  ],
  [
    TRAUMA,
    'a motorcyclist thrown',
    { chiefComplaint: 'motorbike accident', symptoms: 'rider thrown over the handlebars' },
    ['"motorbike"', '"thrown"'],
  ],
  [
    TRAUMA,
    'a child out of a first-floor window',
    { chiefComplaint: 'fall', symptoms: 'fell from a first floor window', patientAge: '3' },
    ['age 3', '"fell from a first floor window"'],
  ],
  [
    TRAUMA,
    'a degloving injury',
    { chiefComplaint: 'leg injury', symptoms: 'degloving injury of the left leg' },
    ['"degloving"'],
  ],
  // Self-harm or danger to self
  [
    SELF_HARM,
    'cut wrists',
    { chiefComplaint: 'wrist laceration', symptoms: 'cut her wrists after an argument' },
    ['"cut her wrists"'],
  ],
  [
    SELF_HARM,
    'an overdose after a breakup',
    { chiefComplaint: 'overdose', symptoms: 'took 30 paracetamol tablets after a breakup' },
    ['"overdose"', '"breakup"'],
  ],
  [
    SELF_HARM,
    'a ligature',
    { chiefComplaint: 'found by family', symptoms: 'found with a ligature around his neck' },
    ['"ligature"'],
  ],
  [
    SELF_HARM,
    'jumped off a bridge',
    { chiefComplaint: 'injury', symptoms: 'jumped off a bridge' },
    ['"jumped off a bridge"'],
  ],
  [
    SELF_HARM,
    'wanting to end it',
    { chiefComplaint: 'low mood', symptoms: 'wanted to end it all' },
    ['"wanted to end it"'],
  ],
  // Bleeding with haemodynamic risk
  [
    BLEEDING,
    'haematemesis with dizziness',
    { chiefComplaint: 'vomiting blood', symptoms: 'dizzy on standing' },
    ['"vomiting blood"', '"dizzy"'],
  ],
  [
    BLEEDING,
    'rectal bleeding with HR 125',
    { chiefComplaint: 'rectal bleeding', symptoms: 'bright red blood', vitals: 'HR 125 BP 118/70' },
    ['"rectal bleeding"', 'HR 125'],
  ],
  [
    BLEEDING,
    'melaena with SBP 92',
    { chiefComplaint: 'black tarry stools', vitals: 'HR 96 BP 92/60' },
    ['"black tarry stools"', 'SBP 92'],
  ],
  [
    BLEEDING,
    'a pouring nosebleed on warfarin',
    {
      chiefComplaint: 'nosebleed',
      symptoms: 'pouring from both nostrils for an hour',
      currentMedications: 'warfarin',
    },
    ['"nosebleed"', 'takes anticoagulant', '"pouring"'],
  ],
  // Threat to the airway or breathing
  [
    AIRWAY,
    'lip swelling',
    { chiefComplaint: 'lip swelling', symptoms: 'lips swelling after eating peanuts' },
    ['"lip swelling"'],
  ],
  [
    AIRWAY,
    'smoke inhalation with hoarseness',
    { chiefComplaint: 'smoke inhalation', symptoms: 'house fire, hoarse voice, soot in nostrils' },
    ['"smoke"', '"hoarse"'],
  ],
  [
    AIRWAY,
    'drooling with a muffled voice',
    { chiefComplaint: 'sore throat', symptoms: 'drooling, muffled voice' },
    ['"drooling"'],
  ],
  [
    AIRWAY,
    'stridor at rest',
    { chiefComplaint: 'noisy breathing', symptoms: 'stridor at rest', patientAge: '2' },
    ['"stridor"'],
  ],
  [
    AIRWAY,
    'a flame burn to the face',
    { chiefComplaint: 'burn', symptoms: 'flame burn to the face and neck' },
    ['"burn"', '"face"'],
  ],
  [
    AIRWAY,
    'chlorine fumes with SpO2 89%',
    {
      chiefComplaint: 'chlorine fumes',
      symptoms: 'inhaled chlorine fumes while cleaning',
      vitals: 'SpO2 89%',
    },
    ['"chlorine"', 'SpO2 89%'],
  ],
  // Risk to the spinal cord
  [
    SPINAL,
    'a neck injury with tingling',
    { chiefComplaint: 'neck injury', symptoms: 'fell and hurt his neck, tingling in both arms' },
    ['"neck injury"', '"tingling"'],
  ],
  [
    SPINAL,
    'a diving injury with legs that do not move',
    { chiefComplaint: 'diving injury', symptoms: 'dived into a shallow pool, cannot move his legs' },
    ['"diving injury"', '"unable to move"'],
  ],
  [
    SPINAL,
    'back pain with saddle numbness',
    { chiefComplaint: 'back pain', symptoms: 'low back pain with saddle numbness and urinary retention' },
    ['"back pain"', '"saddle numbness"'],
  ],
  [
    SPINAL,
    'whiplash with numb hands',
    { chiefComplaint: 'whiplash', symptoms: 'rear-ended at lights, numbness in both hands' },
    ['"whiplash"', '"numbness"'],
  ],
  // Fever in a vulnerable patient
  [
    FEVER,
    'fever on chemotherapy',
    { chiefComplaint: 'fever', symptoms: 'on chemotherapy for breast cancer, temp 38.4' },
    ['Temp 38.4 C', '"on chemotherapy"'],
  ],
  [
    FEVER,
    'fever at 6 weeks',
    { chiefComplaint: 'fever', symptoms: 'feels hot, feeding ok', patientAge: '6 weeks' },
    ['"fever"', 'age 6 weeks'],
  ],
  [
    FEVER,
    'fever with rigors at 72',
    { chiefComplaint: 'fever', symptoms: 'fever with rigors since this afternoon', patientAge: '72' },
    ['age 72', '"rigors"'],
  ],
  [
    FEVER,
    'fever with a rash that does not fade',
    {
      chiefComplaint: 'fever',
      symptoms: 'fever and a rash that does not fade with the glass test',
      patientAge: '4',
    },
    ['"non-blanching"'],
  ],
  [
    FEVER,
    'fever after a transplant',
    {
      chiefComplaint: 'fever',
      symptoms: 'fever',
      patientAge: '40',
      medicalHistory: 'kidney transplant 2019',
    },
    ['history "transplant"'],
  ],
  // Young infant with a warning sign
  [
    INFANT,
    'not feeding at 6 weeks',
    { chiefComplaint: 'poor feeding', symptoms: 'not feeding since this morning', patientAge: '6 weeks' },
    ['age 6 weeks', '"poor feeding"'],
  ],
  [
    INFANT,
    'grunting at 2 months',
    { chiefComplaint: 'breathing difficulty', symptoms: 'grunting', patientAge: '2 months' },
    ['age 2 months', '"grunting"'],
  ],
  [
    INFANT,
    'RR 70 at 4 weeks',
    { chiefComplaint: 'cough', symptoms: 'cough and runny nose', vitals: 'RR 70', patientAge: '4 weeks' },
    ['RR 70'],
  ],
  [
    INFANT,
    'temperature 35.5 at 3 weeks',
    { chiefComplaint: 'cold to touch', symptoms: 'feels cold', vitals: 'T 35.5', patientAge: '3 weeks' },
    ['Temp 35.5 C'],
  ],
  [
    INFANT,
    'green vomit at 5 weeks',
    { chiefComplaint: 'vomiting', symptoms: 'green vomit twice', patientAge: '5 weeks' },
    ['"green vomit"'],
  ],
  // Severe pain or distress
  [
    PAIN,
    'chest pain 8/10: central pain needs no distress',
    { chiefComplaint: 'chest pain', symptoms: 'pain 8/10', vitals: NORMAL_VITALS },
    ['pain 8/10', 'chest pain'],
  ],
  [
    PAIN,
    'excruciating abdominal pain in words',
    { chiefComplaint: 'abdominal pain', symptoms: 'excruciating pain since noon', vitals: NORMAL_VITALS },
    ['"excruciating"', 'abdominal pain'],
  ],
  [
    PAIN,
    'a dislocation at 9/10, pale and sweaty',
    {
      chiefComplaint: 'shoulder dislocation',
      symptoms: 'pain 9/10, pale and sweaty',
      vitals: 'HR 90 BP 130/80',
    },
    ['pain 9/10', '"pale"'],
  ],
  [
    PAIN,
    'eye pain 8/10 with HR 112',
    { chiefComplaint: 'eye pain', symptoms: 'pain 8/10', vitals: 'HR 112 BP 130/80' },
    ['pain 8/10', 'HR 112'],
  ],
  [
    PAIN,
    'renal colic, writhing',
    { chiefComplaint: 'flank pain', symptoms: 'writhing, cannot get comfortable', vitals: NORMAL_VITALS },
    ['"writhing"'],
  ],
  // Fever and abdominal pain after a recent operation
  [
    POST_OP,
    'fever and abdominal pain a week after a bowel resection',
    {
      chiefComplaint: 'abdominal pain',
      symptoms: 'bowel resection 7 days ago, now abdominal pain and fever 38.5',
      patientAge: '68',
    },
    ['"abdominal pain"', '"resection 7 days ago"'],
  ],
  [
    POST_OP,
    'a fever on post-op day 4 with tummy pain',
    {
      chiefComplaint: 'tummy pain',
      symptoms: 'post-op day 4 after a hysterectomy, febrile',
      gender: 'female',
    },
    ['"post-op day 4"'],
  ],
  [
    POST_OP,
    'a laparoscopic cholecystectomy dated in the history',
    {
      chiefComplaint: 'fever',
      symptoms: 'right upper abdominal pain, temperature 38.3',
      medicalHistory: 'laparoscopic cholecystectomy 5 days ago',
      gender: 'female',
    },
    ['history "cholecystectomy 5 days ago"'],
  ],
];

const silent: Silent[] = [
  [
    TRAUMA,
    'a low-speed shunt at 30 km/h',
    { chiefComplaint: 'car crash', symptoms: 'low-speed shunt in a car park at 30 km/h, neck stiff' },
  ],
  [
    TRAUMA,
    "'stabbing chest pain'",
    { chiefComplaint: 'chest pain', symptoms: 'stabbing chest pain since this morning' },
  ],
  [
    TRAUMA,
    'a fall from standing height',
    { chiefComplaint: 'fall', symptoms: 'fell from standing height, hit her knee' },
  ],
  [TRAUMA, 'a fall of 1 metre', { chiefComplaint: 'fall', symptoms: 'fell 1 metre off a ladder' }],
  [
    TRAUMA,
    'a fall 3 months ago, a 2 m drop',
    { chiefComplaint: 'knee pain', symptoms: 'fell off - 3 months ago, knee sore since; a 2 m drop' },
  ],
  [
    TRAUMA,
    'a kitchen knife slip',
    { chiefComplaint: 'finger laceration', symptoms: 'knife slipped while cooking' },
  ],
  [
    TRAUMA,
    'a slow bicycle fall',
    { chiefComplaint: 'knee graze', symptoms: 'fell off his bicycle at low speed' },
  ],
  [
    SELF_HARM,
    'a cooking cut',
    { chiefComplaint: 'finger laceration', symptoms: 'cut his finger while cooking' },
  ],
  [
    SELF_HARM,
    'an accidental double dose',
    {
      chiefComplaint: 'medication error',
      symptoms: 'accidentally took two doses of her blood pressure tablet',
    },
  ],
  [
    SELF_HARM,
    'a drunk patient who answers',
    { chiefComplaint: 'intoxication', symptoms: 'drunk, answers questions appropriately, no self-harm' },
  ],
  [
    SELF_HARM,
    'upset, self-harm denied',
    { chiefComplaint: 'anxiety', symptoms: 'upset after an argument, denies self-harm' },
  ],
  [
    BLEEDING,
    'a nosebleed that stopped, no dizziness',
    {
      chiefComplaint: 'nosebleed',
      symptoms: 'bleed stopped with pressure, no dizziness',
      vitals: NORMAL_VITALS,
    },
  ],
  [
    BLEEDING,
    'spotting, even if lightheaded',
    { chiefComplaint: 'vaginal spotting', symptoms: 'spotting, a little lightheaded', vitals: NORMAL_VITALS },
  ],
  [
    BLEEDING,
    'streaks on the paper',
    {
      chiefComplaint: 'rectal bleeding',
      symptoms: 'streaks of blood on the toilet paper',
      vitals: NORMAL_VITALS,
    },
  ],
  [
    BLEEDING,
    'a small nosebleed on apixaban',
    {
      chiefComplaint: 'nosebleed',
      symptoms: 'small amount, stopped',
      currentMedications: 'apixaban',
      vitals: NORMAL_VITALS,
    },
  ],
  [
    BLEEDING,
    'dizziness without bleeding',
    { chiefComplaint: 'dizzy', symptoms: 'lightheaded on standing, no bleeding', vitals: NORMAL_VITALS },
  ],
  [
    AIRWAY,
    'an inhaler',
    { chiefComplaint: 'asthma', symptoms: 'mild wheeze, used his inhaler twice', vitals: NORMAL_VITALS },
  ],
  [
    AIRWAY,
    'stridor only when crying',
    { chiefComplaint: 'barking cough', symptoms: 'stridor only when crying', patientAge: '2' },
  ],
  [
    AIRWAY,
    'a teething baby drooling',
    { chiefComplaint: 'drooling', symptoms: 'teething, drooling a lot', patientAge: '1' },
  ],
  [AIRWAY, 'a burn to the hand', { chiefComplaint: 'burn', symptoms: 'burn to the hand from the oven' }],
  [
    SPINAL,
    'back pain without cord signs',
    {
      chiefComplaint: 'back pain',
      symptoms: 'lower back pain after lifting a box, no numbness, no weakness, passing urine normally',
    },
  ],
  [
    SPINAL,
    'a stiff neck after sleeping',
    { chiefComplaint: 'neck pain', symptoms: 'stiff neck after sleeping awkwardly' },
  ],
  [
    SPINAL,
    'numb fingers from the cold',
    { chiefComplaint: 'numb fingers', symptoms: 'fingers numb from the cold' },
  ],
  [
    SPINAL,
    'a chronic back pain flare',
    { chiefComplaint: 'back pain', symptoms: 'chronic lower back pain flare' },
  ],
  [
    FEVER,
    'fever in a well 2-year-old',
    {
      chiefComplaint: 'fever',
      symptoms: 'fever 38.5, playful, drinking well',
      vitals: 'HR 120 RR 24 SpO2 99% T 38.5',
      patientAge: '2',
    },
  ],
  [
    FEVER,
    'fever at 72 without rigors',
    { chiefComplaint: 'fever', symptoms: 'fever and cough, no rigors', patientAge: '72' },
  ],
  [
    FEVER,
    'chemotherapy without fever',
    { chiefComplaint: 'nausea', symptoms: 'on chemotherapy, no fever', vitals: NORMAL_VITALS },
  ],
  [
    FEVER,
    'hearing aids are not AIDS',
    {
      chiefComplaint: 'fever',
      symptoms: 'fever and cough',
      patientAge: '80',
      medicalHistory: 'wears hearing aids',
    },
  ],
  [
    FEVER,
    'fever at 5 months',
    { chiefComplaint: 'fever', symptoms: 'fever, feeding well', patientAge: '5 months' },
  ],
  [
    INFANT,
    'poor feeding at 5 months',
    { chiefComplaint: 'poor feeding', symptoms: 'not feeding well for a day', patientAge: '5 months' },
  ],
  [
    INFANT,
    'non-bilious vomiting at 6 weeks',
    {
      chiefComplaint: 'vomiting',
      symptoms: 'non-bilious vomiting after feeds, gaining weight',
      patientAge: '6 weeks',
    },
  ],
  [
    INFANT,
    'an unsettled but feeding 8-week-old',
    {
      chiefComplaint: 'crying',
      symptoms: 'unsettled in the evenings, feeding well, settles when held',
      vitals: 'RR 40 HR 150 T 37.0',
      patientAge: '8 weeks',
    },
  ],
  [
    INFANT,
    'nappy rash at 10 weeks',
    { chiefComplaint: 'rash', symptoms: 'nappy rash, feeding well', patientAge: '10 weeks' },
  ],
  [
    PAIN,
    'pain 8/10 in a stubbed toe with normal vitals',
    { chiefComplaint: 'stubbed toe', symptoms: 'pain 8/10', vitals: NORMAL_VITALS },
  ],
  [
    PAIN,
    'a wrist injury at 8/10 without distress',
    {
      chiefComplaint: 'forearm injury',
      symptoms: 'fell on outstretched hand, pain 8/10',
      vitals: NORMAL_VITALS,
    },
  ],
  [PAIN, 'chest pain 5/10', { chiefComplaint: 'chest pain', symptoms: 'pain 5/10', vitals: NORMAL_VITALS }],
  [
    PAIN,
    "'stabbing chest pain' with no score",
    { chiefComplaint: 'chest pain', symptoms: 'stabbing chest pain on and off', vitals: NORMAL_VITALS },
  ],
  [
    PAIN,
    'a severe sore throat',
    { chiefComplaint: 'sore throat', symptoms: 'severe throat pain', vitals: NORMAL_VITALS },
  ],
  [
    PAIN,
    'testicular pain 8/10, comfortable, normal vitals',
    {
      chiefComplaint: 'testicular pain',
      symptoms: 'pain 8/10, comfortable, walking around',
      vitals: NORMAL_VITALS,
      patientAge: '15',
    },
  ],
  [
    POST_OP,
    'an operation twenty years ago',
    { chiefComplaint: 'abdominal pain', symptoms: 'abdominal pain and fever; appendicectomy 20 years ago' },
  ],
  [
    POST_OP,
    'abdominal pain without fever after an operation',
    {
      chiefComplaint: 'abdominal pain',
      symptoms: 'hernia repair 5 days ago, sore around the wound, no fever',
    },
  ],
  [
    POST_OP,
    'a fever after an operation without abdominal pain',
    { chiefComplaint: 'cough', symptoms: 'knee replacement 6 days ago, now cough and fever 38.1' },
  ],
];

describe('ESI decision point B: high-risk situations', () => {
  it('every situation has at least three cases that fire and three that must not', () => {
    const covered = ({ id }: HighRiskSituation) => [
      id,
      fires.filter(([situationId]) => situationId === id).length >= 3,
      silent.filter(([situationId]) => situationId === id).length >= 3,
    ];
    expect(highRiskSituations.map(covered)).toEqual(highRiskSituations.map(({ id }) => [id, true, true]));
  });

  it.each(fires)('%s fires for %s, naming the evidence', (id, _description, fields, evidence) => {
    const found = detect(id, fields);
    expect(found).not.toBeNull();
    const text = (found ?? []).join(' | ');
    for (const item of evidence) expect(text).toContain(item);
  });

  it.each(silent)('%s is silent for %s', (id, _description, fields) => {
    expect(detect(id, fields)).toBeNull();
    expect(matchedSituationIds(fields)).not.toContain(id);
  });

  it.each<[string, Partial<CaseForm>]>([
    [
      'a drunk patient who answers',
      { chiefComplaint: 'drunk', symptoms: 'intoxicated, answers questions appropriately' },
    ],
    [
      'a stubbed toe at 8/10',
      { chiefComplaint: 'stubbed toe', symptoms: 'pain 8/10', vitals: NORMAL_VITALS },
    ],
    [
      'a sprained ankle',
      { chiefComplaint: 'ankle injury', symptoms: 'twisted ankle, walking on it', vitals: NORMAL_VITALS },
    ],
  ])('no situation at all for %s', (_description, fields) => {
    expect(matchedSituationIds(fields)).toEqual([]);
  });

  it('a matched situation carries its name, its source and the evidence analyzeCase shows as a reason', () => {
    const fields = {
      chiefComplaint: 'chest pain',
      symptoms: 'pain 8/10',
      vitals: NORMAL_VITALS,
    };
    const matched = matchHighRisk(contextOf(fields)).find((item) => item.id === PAIN);
    expect(matched).toEqual({
      id: PAIN,
      name: situation(PAIN).name,
      source: situation(PAIN).source,
      evidence: ['pain 8/10', 'chest pain'],
    });
    const result = analyzeCase(caseForm(fields));
    expect(result.reasons).toContain(
      `${situation(PAIN).name}: pain 8/10, chest pain [${situation(PAIN).source}]`,
    );
  });
});

describe('a situation a named red flag already says is not repeated', () => {
  /** A case each situation fires for, to silence with each of its red flags in turn. */
  const firingCase: Record<string, Partial<CaseForm>> = {
    [TRAUMA]: { chiefComplaint: 'fall', symptoms: 'fell 4 metres from scaffolding' },
    [SELF_HARM]: { chiefComplaint: 'found by family', symptoms: 'found with a ligature around his neck' },
    [BLEEDING]: { chiefComplaint: 'vomiting blood', symptoms: 'dizzy on standing' },
    [AIRWAY]: { chiefComplaint: 'lip swelling', symptoms: 'lips swelling after eating peanuts' },
    [SPINAL]: { chiefComplaint: 'neck injury', symptoms: 'fell and hurt his neck, tingling in both arms' },
    [FEVER]: { chiefComplaint: 'fever', symptoms: 'fever with rigors', patientAge: '72' },
    [INFANT]: { chiefComplaint: 'poor feeding', symptoms: 'not feeding', patientAge: '6 weeks' },
    [POST_OP]: {
      chiefComplaint: 'abdominal pain',
      symptoms: 'anterior resection 8 days ago, abdominal pain, temperature 38.6',
    },
  };
  const silencing = highRiskSituations.flatMap((candidate) =>
    (candidate.saidByRedFlags ?? []).map((flagId) => [candidate.id, flagId] as const),
  );

  it('every situation with red flags that say it has a firing case here', () => {
    const withFlags = highRiskSituations.filter((candidate) => candidate.saidByRedFlags?.length);
    expect(withFlags.map((candidate) => candidate.id).sort()).toEqual(Object.keys(firingCase).sort());
  });

  it.each(silencing)('%s is silent once the red flag %s has matched', (id, flagId) => {
    const fields = firingCase[id] ?? {};
    const facts = readCaseFacts(caseForm(fields));
    const context = { facts, complaints: matchComplaints(facts) };
    expect(
      matchHighRisk({ ...context, redFlagIds: new Set<string>() }).map((matched) => matched.id),
    ).toContain(id);
    expect(
      matchHighRisk({ ...context, redFlagIds: new Set([flagId]) }).map((matched) => matched.id),
    ).not.toContain(id);
  });

  it.each<[string, string, Partial<CaseForm>]>([
    [TRAUMA, 'major-trauma', { chiefComplaint: 'MVC', symptoms: 'driver ejected from the car' }],
    [
      SELF_HARM,
      'suicide-risk',
      {
        chiefComplaint: 'self harm',
        symptoms: 'cut her wrists, says she wants to kill herself',
        patientAge: '22',
        gender: 'female',
      },
    ],
    [
      SPINAL,
      'cauda-equina-syndrome',
      { chiefComplaint: 'back pain', symptoms: 'low back pain with saddle numbness and urinary retention' },
    ],
    [
      FEVER,
      'neutropenic-sepsis',
      { chiefComplaint: 'fever', symptoms: 'on chemotherapy for breast cancer, temp 38.4', gender: 'female' },
    ],
    [
      AIRWAY,
      'airway-compromise',
      { chiefComplaint: 'noisy breathing', symptoms: 'stridor at rest', patientAge: '2' },
    ],
    [
      INFANT,
      'bilious-vomiting-infant',
      { chiefComplaint: 'vomiting', symptoms: 'green vomit twice', patientAge: '5 weeks' },
    ],
    [
      BLEEDING,
      'postpartum-hemorrhage',
      {
        chiefComplaint: 'vaginal bleeding',
        symptoms: 'heavy bleeding, dizzy, 2 days after delivery',
        patientAge: '30',
        gender: 'female',
      },
    ],
  ])('%s: said by the red flag %s, it is not a second reason', (id, flagId, fields) => {
    const context = contextOf(fields);
    expect(context.redFlagIds.has(flagId)).toBe(true);
    expect(situation(id).detect({ ...context, redFlagIds: new Set() })).not.toBeNull();
    expect(matchHighRisk(context).map((matched) => matched.id)).not.toContain(id);
    const result = analyzeCase(caseForm(fields));
    expect(result.redFlags.map((flag) => flag.id)).toContain(flagId);
    expect(result.reasons.filter((reason) => reason.startsWith(`${situation(id).name}:`))).toEqual([]);
  });

  it('a situation no red flag says stands beside the red flags that matched', () => {
    const fields = {
      chiefComplaint: 'chest pain',
      symptoms: 'crushing chest pain 8/10, sweaty',
      vitals: NORMAL_VITALS,
    };
    const context = contextOf(fields);
    expect(context.redFlagIds.has('acute-coronary-syndrome')).toBe(true);
    expect(matchHighRisk(context).map((matched) => matched.id)).toContain(PAIN);
  });
});

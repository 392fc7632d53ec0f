import {
  BRAIN_SHUNT,
  backPain,
  backToBaseline,
  DRUNK_THE_STATE,
  firstSeizureSaid,
  headache,
  headInjury,
  injectsDrugs,
  lowerMotorNeuroneFacialPalsy,
  prostateExplainsRetention,
  painWord,
  pulledElbowChild,
  seizureWords,
  postDuralPunctureHeadache,
  strokeNow,
  transientIschaemicAttackNow,
  vomiting,
  injuredLimbNotMoving,
  youngChildSparingALimb,
} from './common-phrases';
import {
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  fever,
  historyOf,
  hypoxia,
  near,
  none,
  saidTogether,
  says,
  saysBeforeNegation,
  takes,
  type Matcher,
} from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

const SUDDEN_ONSET = [
  'sudden*',
  'came on (suddenly|abruptly|instantly)',
  'abrupt*',
  'thunderclap',
  'explosive',
  'maximal (intensity )?(at|within) (onset|seconds|a minute)',
  'during (sex|exercise|exertion|lifting|straining)',
  'at the gym',
  'instantly',
  // The blow people compare it to: "like being hit with a bat on the back of the head".
  'like (being |getting |i was |i had been |he was |she was )?(hit|struck|smacked|whacked|kicked|punched|clubbed)',
  'like (someone|somebody) (had )?(hit|struck|smacked|whacked|kicked|punched|clubbed)',
  // At its worst from the first moment: "full-on straight away", "at its worst straight away".
  'full[- ]on (straight away|immediately|from the (start|outset))',
  '(at its )?(worst|maximum|peak) (straight away|immediately|from the (start|outset)|within (seconds|a minute))',
];
const suddenOnset = says(...SUDDEN_ONSET);
/**
 * Sudden said of the headache or the head itself, in its sentence ("her head suddenly exploded with pain"):
 * not "suddenly went stiff" before a post-ictal headache.
 */
const suddenHeadache = saidTogether(
  // The head, not the head of something else ("the head of my penis", "the head of the bed").
  ['headache*', /\bhead\b(?! of\b)/, 'migraine'],
  SUDDEN_ONSET,
);

const bothLegsWeak = says(
  'weakness (in|of) both (legs|arms)',
  'both (legs|arms) (are |feel )?weak',
  'weak (in )?both legs',
  'bilateral (leg |arm )?weakness',
  'legs (are )?(weak|giving way)',
  // "My legs have gone weak", "legs getting weaker".
  /\blegs (?:have |are |feel )?(?:gone |going |getting |become |becoming |feeling )?(?:weak|weaker|like jelly)\b/,
);
/** Recovered from a seizure: "now fully alert and orientated", "back to her usual self". */
const visualSymptoms = says(
  'blurred vision',
  'blurry vision',
  'double vision',
  'diplopia',
  'loss of vision',
  'vision loss',
  'visual (loss|disturbance)',
  'amaurosis',
  'lost (the )?vision',
);
const spinalDeficit = says(
  '(new )?(leg|legs) weak*',
  'weak* (in|of) (the |his |her |both )?(left |right )?legs?',
  'numb*',
  'unable to walk',
  'urinary retention',
  'incontinen*',
);

/** "did not hit her head", "no head injury": the negated text names a blow to the head. */
const headStrikeDenied: Matcher = (facts) =>
  facts.presenting.negated.some((span) =>
    /\b(?:hit|struck|strike|bang\w*|bump\w*|injur\w*|trauma)\b[\w\s]{0,20}\bhead\b|\bhead (?:injur\w*|strike|trauma)/.test(
      span,
    ),
  )
    ? []
    : null;

/** Drunk or drugged: slurred speech and unsteadiness are expected, a focal sign is not. */
const intoxicated = says(
  'intoxicat*',
  DRUNK_THE_STATE,
  'alcohol',
  'shots',
  'pints',
  'beers',
  'bottle of (wine|vodka|spirits)',
  'drinking (all|heavily)',
);
/** Numbness of part of a hand for weeks, worse at night: a nerve entrapment, not a stroke. */
const chronicPeripheralSymptoms = says(
  'carpal tunnel',
  'for (\\d+|several|a few|many) (weeks|months|years)',
  'for (weeks|months|years)',
  'wakes (her|him|me|them) (up )?at night',
  'shak(es|ing) (her|his|the) hand',
  'gradual*',
  // Weakness left by an old stroke: "mild left arm weakness since his stroke", "residual weakness". Not
  // a bare "unchanged" or "at baseline": an acute deficit can be "unchanged since this morning".
  'residual (weakness|deficit|hemiparesis)',
  '(since|from|after) (a |an |his |her |their |the )?(previous |old )?stroke',
  '(previous|old|prior) stroke',
);

/**
 * A seizure told before the fall or the blow in the same sentence ("had a seizure and fell, hitting her
 * head", "fit - hit head"): it caused the injury, so it is not the post-traumatic seizure that makes a head
 * injury high risk (NICE NG232). "A seizure after he fell" is the other way round.
 */
const seizureThatCausedTheFall = says(
  /\b(?:seizure|fit|fitting|tonic[- ]clonic|convuls\w*)\b(?:(?!\bafter\b)[^.;]){0,80}?\b(?:fell|fall|falling|fallen|collapsed|hit|hitting|struck|striking|banged|banging|bumped)\b/,
);
/** A limb that hurts: "shoulder pain, can't lift his left arm" is kept still by the pain, not by the brain. */
const painfulLimb = near(painWord, /shoulder|arm|elbow|wrist|hand|leg|knee|hip|ankle|foot/, 4);

export const neurologicalRedFlags: RedFlagDefinition[] = [
  {
    id: 'stroke-tia',
    name: 'Stroke or TIA',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'AHA/ASA 2019 Acute Ischemic Stroke Guidelines; BE-FAST',
    // A young child not using an arm after it was pulled or swung has a pulled elbow, not a stroke.
    matches: allOf(
      anyOf(
        says(
          'facial droop',
          'face droop*',
          'drooping (of the )?face',
          'facial (weakness|asymmetry)',
          'difficulty (finding words)',
          'aphasi*',
          'word[- ]finding',
          'hemipar*',
          'hemipleg*',
          '(left|right|one)[- ]sided (weakness|numbness)',
          'weakness (of|in) (the )?(left|right)',
          'arm (and|or) leg (weakness|numbness)',
          'unable to move (arm|leg|side)',
          strokeNow,
          transientIschaemicAttackNow,
          'sudden (vision loss|loss of vision|double vision|confusion)',
          'visual field (loss|defect)',
          // The examination's words for arm weakness: "on the pronator drift test the right arm drifts down".
          'pronator drift',
          /\b(?:left|right) (?:arm|hand) (?:drifts?|drifted|drifting)\b/,
        ),
        allOf(
          says(
            'slurred speech',
            'slurring',
            'speech (difficult*|disturbance)',
            'difficulty (speaking|talking)',
            'dysarthri*',
            'sudden (loss of )?(balance|coordination)',
            // A relative's ear: "her speech sounds slightly thick", "his words are coming out funny".
            /\bspeech (?:sounds |is |has gone |went )?(?:slightly |a bit |a little |rather )?(?:thick|slurred|funny|strange|garbled|muddled)\b/,
          ),
          none(intoxicated),
        ),
        allOf(
          near(/weak\w*|numb\w*|paralys\w*/, /(?:left|right) (?:arm|leg|side|face|hand)/, 3),
          none(chronicPeripheralSymptoms),
        ),
        // "Suddenly unable to move his left arm": a limb that will not move, not a limb that hurts to move.
        allOf(
          near(
            /unable to (?:move|lift|use)|(?:can'?t|cannot|couldn'?t|could not) (?:move|lift|use)/,
            /(?:left|right) (?:arm|leg|hand|side)/,
            2,
          ),
          none(painfulLimb),
        ),
        // A hand that has become clumsy today: "keeps dropping things from her right hand since 90 minutes ago".
        allOf(
          near(/dropping|drops|clumsy|clumsiness|useless/, /(?:left|right) (?:arm|hand|leg)/, 4),
          says('since', 'today', 'this (morning|afternoon|evening)', 'hours? ago', 'minutes ago', 'sudden*'),
          none(chronicPeripheralSymptoms),
        ),
      ),
      none(pulledElbowChild),
      none(youngChildSparingALimb),
      // An arm not used after a fall onto it, swollen and tender, is the injury's (a wrist an old woman
      // with dementia "won't use"), unless a stroke's own signs are told as well.
      none(injuredLimbNotMoving),
      // The whole side of the face, forehead included, and nothing else: Bell's palsy, not a stroke.
      none(lowerMotorNeuroneFacialPalsy),
    ),
    escalations: [
      { when: says('unresponsive', 'unconscious'), esiFloor: 1, reason: 'reduced consciousness' },
    ],
    immediateActions: [
      'Establish the last known well time now',
      'Activate the stroke team / code stroke if within 24 hours of last known well',
      'Point-of-care glucose immediately to exclude hypoglycemia',
      'Keep nil by mouth until a swallow screen',
      'Do not lower BP unless > 220/120, or > 185/110 if a thrombolysis candidate',
    ],
    workup: [
      'Non-contrast CT head and CT angiography immediately',
      'NIHSS',
      'ECG, glucose, full blood count, coagulation, renal function',
    ],
    differential: [
      { condition: 'Acute ischemic stroke', why: 'Sudden focal neurological deficit' },
      { condition: 'Intracranial hemorrhage', why: 'Same presentation; CT separates them' },
      {
        condition: 'Stroke mimics: hypoglycemia, seizure with Todd paresis, migraine',
        why: 'Treatable alternatives',
      },
    ],
    disposition: 'Stroke unit or thrombectomy-capable center',
  },
  {
    id: 'subarachnoid-hemorrhage',
    name: 'Subarachnoid hemorrhage',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'NICE CG150 Headaches; NICE NG228 Subarachnoid haemorrhage; Ottawa SAH Rule',
    matches: anyOf(
      says('worst headache', 'thunderclap', 'subarachnoid hemorrhage', 'worst (ever )?headache'),
      // "This headache is the worst I've ever had", "the worst of her life".
      allOf(
        headache,
        says(
          "worst (\\w+ )?(i'?ve|i have|he'?s|he has|she'?s|she has|they'?ve|they have) ever (had|felt|known)",
          'worst (\\w+ )?of (my|his|her|their) life',
        ),
      ),
      suddenHeadache,
      allOf(headache, says('neck stiffness', 'stiff neck'), vomiting),
    ),
    immediateActions: [
      'Analgesia and antiemetic; neurological observations',
      'Non-contrast CT head now [highly sensitive within 6 hours of onset]',
    ],
    workup: [
      'CT head; lumbar puncture for xanthochromia at 12 hours if CT is negative after 6 hours',
      'CT angiography if SAH confirmed',
      'Coagulation, full blood count',
    ],
    differential: [
      { condition: 'Subarachnoid hemorrhage', why: 'Sudden, severe, maximal-at-onset headache' },
      { condition: 'Meningitis', why: 'Headache with neck stiffness' },
      {
        condition: 'Reversible cerebral vasoconstriction, arterial dissection, venous sinus thrombosis',
        why: 'Other thunderclap causes',
      },
    ],
  },
  {
    id: 'meningitis-encephalitis',
    name: 'Meningitis or encephalitis',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'NICE NG240 Meningitis [bacterial] and meningococcal disease 2024',
    // Photophobia with a headache alone is what migraine does; with a fever it is meningism.
    matches: anyOf(
      allOf(
        // Without a fever, a headache that comes on sitting up and goes lying flat after a spinal or an
        // epidural is the dural puncture's, stiff neck and all (OAA 2018 post-dural puncture headache).
        anyOf(fever, allOf(headache, none(postDuralPunctureHeadache))),
        says(
          'neck stiffness',
          'stiff neck',
          'kernig',
          'brudzinski',
          'bulging fontanelle',
          'non[- ]blanching',
        ),
      ),
      allOf(fever, says('photophobia')),
      allOf(fever, alteredMentalStatus, headache),
    ),
    immediateActions: [
      'Blood cultures then IV ceftriaxone immediately [do not delay for lumbar puncture]',
      'Add dexamethasone; consider aciclovir if encephalitis possible',
    ],
    workup: ['Lumbar puncture when safe', 'Blood cultures, meningococcal PCR, lactate, glucose'],
    differential: [
      { condition: 'Bacterial meningitis', why: 'Fever or headache with meningism' },
      { condition: 'Viral encephalitis', why: 'Fever with altered behavior' },
      { condition: 'Subarachnoid hemorrhage', why: 'Meningism without fever' },
    ],
  },
  {
    id: 'status-epilepticus',
    name: 'Status epilepticus or ongoing seizure',
    system: 'neurological',
    esiFloor: 1,
    guideline: 'NICE NG217 Epilepsies 2022; AES 2016 Convulsive Status Epilepticus',
    matches: anyOf(
      // "He's having a fit and it won't stop", "started shaking ten minutes ago and he hasn't stopped",
      // "fitting again, 10+ min, not stopping".
      // Not a fit long over and something else that will not stop: "had a fit last year, now a nosebleed
      // that won't stop", "a fit last week and the headache is not stopping".
      saysBeforeNegation(
        /\b(?:seizure|fit|fitting|shaking|jerking|convuls\w*)\b(?:(?!\b(?:last|yesterday|(?:years?|months?|weeks?|days?) ago|nose ?bleed\w*|bleed\w*|pain|ache|headache|vomit\w*|cough\w*|diarrh\w*|cry\w*|crying|itch\w*)\b)[^.;]){0,60}?\b(?:(?:won'?t|will not|hasn'?t|has not|doesn'?t|does not) stop(?:ped)?|(?:not|isn'?t|is not) stopping)\b/,
      ),
      says(
        'status epilepticus',
        '(seizure|fitting|seizing|convulsing|jerking) (lasting|for) (more than |over )?([5-9]|\\d\\d) min*',
        'continuous seizure*',
        '(still|actively|currently|ongoing) (seizing|fitting|convulsing)',
        'ongoing seizure',
        // "Generalised seizure ongoing 15 min", "ongoing tonic-clonic seizure".
        /\b(?:seizure|seizures|fit|fitting|convulsion|convulsions|seizing) (?:still |is |are )*ongoing\b/,
        /\bongoing (?:generali[sz]ed |tonic[- ]clonic |gtc |focal |febrile )+(?:seizure|fit|convulsion)/,
        'seizing',
        'repeated seizures',
        'seizures without (regaining|recovering)',
        'back[- ]to[- ]back seizures',
        // A witness's words for a fit still going: "he's still jerking now".
        '(still|keeps?) (jerking|fitting|seizing|convulsing)',
      ),
    ),
    immediateActions: [
      'Protect the airway, oxygen, check glucose',
      'Benzodiazepine now [IV lorazepam, or buccal midazolam]; second-line levetiracetam/valproate/phenytoin at 10–20 minutes',
    ],
    workup: [
      'Glucose, electrolytes, calcium, magnesium, anticonvulsant levels, toxicology',
      'CT head once controlled',
    ],
    differential: [{ condition: 'Convulsive status epilepticus', why: 'Prolonged or repeated seizures' }],
  },
  {
    id: 'seizure',
    name: 'Seizure',
    system: 'neurological',
    esiFloor: 3,
    guideline: 'NICE NG217 Epilepsies 2022',
    resources: [{ resource: 'labs', why: 'glucose, electrolytes, anticonvulsant level' }],
    matches: anyOf(seizureWords, says('post[- ]?ictal')),
    escalations: [
      {
        // A first seizure is high risk until the patient is back to baseline, then its work-up (bloods, CT,
        // ECG) is counted at decision point C; the brief febrile seizure of a young child has its own flag.
        // A post-ictal patient is high risk until back to baseline.
        when: anyOf(
          allOf(firstSeizureSaid, none(allOf(ageYears(0.5, 6), fever)), none(backToBaseline)),
          allOf(
            says('post[- ]?ictal', 'not back to (normal|baseline|(his|her|their) usual)'),
            none(backToBaseline),
          ),
          alteredMentalStatus,
        ),
        esiFloor: 2,
        reason: 'first seizure or not back to baseline',
      },
    ],
    immediateActions: ['Glucose now; recovery position; seizure precautions'],
    workup: ['Electrolytes, glucose, anticonvulsant levels', 'CT head for a first seizure or focal signs'],
    differential: [
      { condition: 'Epileptic seizure, provoked seizure, syncope with jerking', why: 'Reported seizure' },
    ],
  },
  {
    id: 'head-injury-anticoagulated',
    name: 'Head injury on anticoagulation',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'NICE NG232 Head injury 2023',
    // A fall on an anticoagulant counts as a possible head injury unless the head strike is denied.
    matches: allOf(
      anyOf(headInjury, allOf(says('fall', 'fell'), none(headStrikeDenied))),
      takes('anticoagulant'),
    ),
    immediateActions: [
      'CT head within 8 hours of the injury even without other risk factors [sooner with symptoms]',
      'Check INR / anticoagulant timing; reverse promptly if bleeding',
    ],
    workup: ['CT head', 'INR, full blood count'],
    differential: [
      { condition: 'Traumatic intracranial hemorrhage', why: 'Head injury while anticoagulated' },
    ],
  },
  {
    id: 'intracranial-hemorrhage-anticoagulated',
    name: 'Intracranial hemorrhage on anticoagulants',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'AHA/ASA 2022 Spontaneous Intracerebral Hemorrhage Guideline',
    matches: allOf(
      takes('anticoagulant'),
      anyOf(
        allOf(headache, anyOf(vomiting, suddenOnset, alteredMentalStatus)),
        says('intracranial hemorrhage', 'brain bleed'),
      ),
    ),
    immediateActions: [
      'Immediate CT head',
      'Prepare anticoagulant reversal [prothrombin complex concentrate, idarucizumab, andexanet]',
    ],
    workup: ['CT head', 'INR, anti-Xa level, full blood count'],
    differential: [
      {
        condition: 'Spontaneous intracerebral hemorrhage',
        why: 'New headache with vomiting or confusion on anticoagulation',
      },
    ],
  },
  {
    // A blocked or infected shunt raises the pressure in the head within hours, and a child can look well
    // until late: vomiting, drowsiness, irritability or a headache of raised pressure are a malfunction until
    // a scan and the neurosurgeons say otherwise.
    id: 'shunt-malfunction',
    name: 'Possible ventricular shunt malfunction',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'NICE NG232 Head injury 2023 [shunts]; BSPN guidance on shunt malfunction',
    resources: [
      { resource: 'advancedImaging', why: 'CT or rapid MRI of the head for the ventricles' },
      { resource: 'xray', why: 'shunt series X-rays for a break or disconnection' },
      { resource: 'specialtyConsultation', why: 'neurosurgery: possible shunt malfunction' },
    ],
    matches: allOf(
      anyOf(says(BRAIN_SHUNT), allOf(says('shunt'), historyOf('hydrocephalus')), historyOf(BRAIN_SHUNT)),
      anyOf(
        // A mild headache alone in an alert child is scanned (ESI 3); one of raised pressure is not waited on.
        allOf(
          headache,
          says(
            'worse (when |on |after )?(lying|lying down|bending|coughing|straining)',
            '(on|when|after) waking',
            'wakes? (him|her|them|me) (up|from sleep)',
            '(morning|early morning) headache*',
            'worst (in the |first thing in the )?morning',
          ),
        ),
        vomiting,
        alteredMentalStatus,
        seizureWords,
        says(
          'drows*',
          'sleepy',
          'sleepier',
          'letharg*',
          'irritab*',
          'hard to (wake|rouse)',
          'bulging fontanel*',
          'sunset*',
          '(swelling|fluid|redness) (along|over|around) (the |his |her |their )?shunt',
        ),
      ),
    ),
    immediateActions: [
      'Urgent neurosurgical review; do not wait for the child to deteriorate',
      'Neurological observations [GCS, pupils, heart rate and blood pressure for Cushing response]',
    ],
    workup: ['CT or rapid-sequence MRI head', 'Shunt series X-rays'],
    differential: [
      {
        condition: 'Shunt blockage or infection',
        why: 'Vomiting, drowsiness, irritability or a raised-pressure headache with a ventricular shunt',
      },
    ],
  },
  {
    id: 'head-injury-high-risk',
    name: 'Head injury with high-risk features',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'Canadian CT Head Rule; NICE NG232 Head injury 2023',
    matches: allOf(
      headInjury,
      anyOf(
        says(
          'loss of consciousness',
          'knocked out',
          'vomit\\w* (twice|two times|three times|2 times|3 times|repeatedly|several times|more than once|x ?[2-9])',
          'repeated vomiting',
          'persistent vomiting',
          'vomited \\d+ times',
          'amnesia',
          "can't remember",
          'skull fracture',
          'raccoon eyes',
          'battle sign',
          'csf (leak|from)',
          'clear fluid from (nose|ear)',
        ),
        alteredMentalStatus,
        allOf(says('seizure'), none(seizureThatCausedTheFall)),
      ),
    ),
    immediateActions: [
      'Neurological observations [GCS, pupils] every 30 minutes',
      'Cervical spine precautions if mechanism or neck pain',
    ],
    workup: ['CT head within 1 hour when NICE criteria are met'],
    differential: [
      {
        condition: 'Intracranial hemorrhage or skull fracture',
        why: 'Head injury with loss of consciousness, vomiting, amnesia or age 65+',
      },
    ],
  },
  {
    id: 'cauda-equina-syndrome',
    name: 'Cauda equina syndrome',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'GIRFT 2023 National Suspected Cauda Equina Syndrome Pathway; NICE CKS Sciatica',
    matches: allOf(
      anyOf(backPain, says('sciatica', 'leg pain')),
      anyOf(
        says(
          'saddle (anesthesia|anaesthesia|numbness)',
          'numb* (in|of|over) (the )?saddle',
          'saddle (area|region|distribution) (is )?numb*',
          'new (urinary|bladder) (retention|incontinence|dysfunction)',
          'numb* (between|around|in) (the |his |her |my |their )?(legs|groin|buttocks|genitals|perineum|bottom|back passage)',
          'perianal numbness',
          'perineal numbness',
          'numb (groin|buttocks|bottom)',
          'incontinen*',
          'loss of (bladder|bowel) control',
          'bilateral sciatica',
          'both legs (are |feel |feeling |have gone |gone |going )?(weak|numb|tingly|heavy)',
          'weakness (in|of) both legs',
          'bilateral leg weakness',
          'sexual dysfunction',
        ),
        // Retention alone, in a man whose prostate already explains it, is the prostate's: the nerve
        // signs above still make it cauda equina.
        allOf(
          says(
            'difficulty (passing urine|passing water|urinating|voiding|peeing)',
            'unable to (urinate|void|pass water|pee)',
            '(cannot|unable to) (urinate|void|pass water)',
            'urinary retention',
          ),
          none(prostateExplainsRetention),
        ),
      ),
    ),
    immediateActions: [
      'Emergency MRI lumbar spine [same day, ideally within 4 hours]',
      'Urgent spinal surgery referral',
      'Document perianal sensation, anal tone and post-void residual',
    ],
    workup: ['Emergency MRI whole spine/lumbar', 'Bladder scan post-void residual'],
    differential: [
      {
        condition: 'Cauda equina syndrome',
        why: 'Back pain with saddle numbness, sphincter disturbance or bilateral leg symptoms',
      },
      {
        condition: 'Spinal cord compression or epidural abscess',
        why: 'Similar deficits with cancer or infection',
      },
    ],
  },
  {
    id: 'acute-flaccid-weakness',
    name: 'Guillain-Barré syndrome / acute flaccid weakness',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'EAN/PNS 2023 Guillain-Barré syndrome guideline; Erasmus GBS Respiratory Insufficiency Score',
    matches: anyOf(
      says('ascending (weakness|paralysis|numbness)', 'guillain[- ]barr*'),
      allOf(
        bothLegsWeak,
        says(
          'progressive*',
          'getting worse',
          'worsening',
          'spreading',
          'over (the last )?\\d+ days',
          'tingling',
          'pins and needles',
          'recent (diarrhea|infection|illness|flu|cold)',
          'after a (diarrhea|diarrheal) illness',
        ),
      ),
    ),
    escalations: [
      {
        when: anyOf(hypoxia, says('difficulty (breathing|swallowing)', 'breathless*', 'short of breath')),
        esiFloor: 1,
        reason: 'bulbar or respiratory involvement',
      },
    ],
    immediateActions: [
      'Forced vital capacity now and every 4-6 hours; ICU review if FVC < 20 mL/kg or bulbar weakness',
      'Cardiac monitoring for autonomic instability',
    ],
    workup: ['Nerve conduction studies, lumbar puncture [raised protein]', 'Electrolytes, CK, glucose'],
    differential: [
      { condition: 'Guillain-Barré syndrome', why: 'Progressive symmetrical weakness after an infection' },
      {
        condition: 'Spinal cord compression, myasthenic crisis, hypokalemia',
        why: 'Other causes of acute weakness',
      },
    ],
  },
  {
    id: 'giant-cell-arteritis',
    name: 'Giant cell arteritis',
    system: 'neurological',
    esiFloor: 3,
    guideline: 'BSR 2020 Guideline for the management of giant cell arteritis',
    resources: [{ resource: 'labs', why: 'ESR and CRP before steroids' }],
    matches: allOf(
      ageYears(50),
      says(
        'temporal (headache|pain|tenderness|artery)',
        '(headache|pain) (over|in|at) (the |her |his )?(left |right )?temple*',
        'scalp tender*',
        'temporal (artery )?tender*',
        'tender (temple|temporal)',
        'jaw claudication',
        '(pain|aching|aches?) (when|on|with|while) chewing',
        'jaw (pain|ache|aches) (when|on|with|while) (chewing|eating)',
      ),
    ),
    escalations: [
      { when: visualSymptoms, esiFloor: 2, reason: 'visual symptoms: sight is at risk within hours' },
    ],
    immediateActions: [
      'High-dose glucocorticoids now, before the biopsy [IV methylprednisolone if vision is affected]',
      'Same-day ophthalmology when there are visual symptoms',
    ],
    workup: ['ESR and CRP, full blood count', 'Temporal artery ultrasound or biopsy within 1-2 weeks'],
    differential: [
      {
        condition: 'Giant cell arteritis',
        why: 'New temporal headache over 50 with jaw claudication or visual symptoms',
      },
    ],
  },
  {
    id: 'spinal-epidural-abscess',
    name: 'Spinal epidural abscess',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'IDSA 2015 Native Vertebral Osteomyelitis; NICE CKS Back pain [red flags]',
    // Back pain with fever, and a deficit or a risk factor (injecting drugs, diabetes, immunosuppression,
    // recent spinal procedure): each makes an abscess the diagnosis to exclude.
    matches: allOf(
      backPain,
      fever,
      anyOf(
        spinalDeficit,
        injectsDrugs,
        historyOf('diabetes', 'immunosuppress*', 'spinal (surgery|injection)'),
        takes('immunosuppressant'),
      ),
    ),
    immediateActions: [
      'Emergency MRI whole spine with contrast',
      'Blood cultures, then antibiotics covering Staphylococcus aureus; urgent spinal surgery review',
    ],
    workup: ['Blood cultures, CRP, ESR, full blood count'],
    differential: [
      {
        condition: 'Spinal epidural abscess or discitis',
        why: 'Back pain with fever and a deficit or injecting drug use',
      },
    ],
  },
  {
    id: 'spinal-cord-compression',
    name: 'Metastatic spinal cord compression',
    system: 'neurological',
    esiFloor: 2,
    guideline: 'NICE NG234 Spinal metastases and metastatic spinal cord compression 2023',
    matches: allOf(
      backPain,
      historyOf('cancer', 'malignan*', 'metasta*', 'myeloma', 'lymphoma', 'carcinoma'),
      says(
        'weak*',
        'numb*',
        'unable to walk',
        'sensory level',
        'band[- ]like',
        'incontinen*',
        'urinary retention',
        'thoracic',
      ),
    ),
    immediateActions: [
      'Lie flat if mechanical pain; dexamethasone 16 mg',
      'Urgent MRI whole spine within 24 hours [immediately with neurological deficit]',
    ],
    workup: ['MRI whole spine', 'Oncology and spinal surgery referral'],
    differential: [
      {
        condition: 'Metastatic spinal cord compression',
        why: 'Back pain with cancer history and neurological symptoms',
      },
    ],
  },
];

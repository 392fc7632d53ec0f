import {
  ageYears,
  allOf,
  anyOf,
  fever,
  hypotension,
  near,
  none,
  notMale,
  possiblyPregnant,
  pregnant,
  says,
  saysBeforeNegation,
  tachycardia,
  type Matcher,
} from '../red-flags/matchers';
import { knownIntrauterinePregnancy, stingsWhenPassingUrine } from '../red-flags/common-phrases';
import { keepingFluidsDown, mildPain, need, oralAnalgesiaWhenMild, painScoreAtLeast } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** "The" or a possessive. */
const whose = '(the |my |her |their )?';

/** Said to be pregnant, unless the sentence says a pregnancy test was negative. */
const statedPregnancy: Matcher = allOf(
  pregnant,
  none(
    says(
      'negative (urine )?(pregnancy test|hcg|beta hcg|upt)',
      '(pregnancy test|hcg|upt) (was |is )?negative',
    ),
  ),
);

/**
 * Said, not assumed: no pain, and a negative pregnancy test (read before negation, which hides what is
 * denied). Without them a coil that cannot be felt may be a perforation or a pregnancy.
 */
const painAndPregnancyExcluded: Matcher = (facts) => {
  const text = facts.presenting.normalized;
  const noPain = /\b(?:no|without|denies) (?:\w+ ){0,3}pain\b|\bpain[- ]?free\b|\bpainless\b/.test(text);
  const testNegative =
    /\b(?:pregnancy test|upt|hcg|beta[- ]?hcg)\b[^.;]{0,30}\bnegative\b|\bnegative (?:urine |serum )?(?:pregnancy test|upt|hcg)\b/.test(
      text,
    );
  return noPain && testNegative && !facts.pregnancy.pregnant ? ['no pain, pregnancy test negative'] : null;
};

/**
 * A miscarriage months back ("low mood for three months since a miscarriage", "a miscarriage 4 months
 * ago"): her history, not a pregnancy now. One dated years back is set aside with the past events already.
 */
const miscarriageMonthsBack = near(
  'miscarr*',
  /(?:[2-9]|1[0-2]|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many) months?/,
  5,
);

/** Words that name an early-pregnancy problem without the word "pregnant". */
const earlyPregnancyWords = anyOf(
  allOf(says('miscarr*'), none(miscarriageMonthsBack)),
  says(
    'threatened (miscarriage|abortion)',
    '(spontaneous|incomplete|missed) abortion',
    'hyperemesis*',
    'morning sickness',
    'ectopic',
    'positive pregnancy test',
    'pregnancy of unknown location',
  ),
);

/** Signs of the second half of pregnancy when no gestation is written. */
const laterPregnancyWords = says(
  'third trimester',
  'at term',
  'term pregnancy',
  'overdue',
  'past (her |my )?due date',
  'fetal movements?',
  'baby (is )?moving less',
  'reduced fetal movements',
  'contractions',
  'waters? (have |has )?(broken|broke|gone)',
);

const gestationAtLeast =
  (weeks: number): Matcher =>
  (facts) =>
    facts.pregnancy.gestationWeeks !== undefined && facts.pregnancy.gestationWeeks >= weeks
      ? [`${facts.pregnancy.gestationWeeks} weeks pregnant`]
      : null;
const gestationUnder =
  (weeks: number): Matcher =>
  (facts) =>
    facts.pregnancy.gestationWeeks !== undefined && facts.pregnancy.gestationWeeks < weeks
      ? [`${facts.pregnancy.gestationWeeks} weeks pregnant`]
      : null;
const gestationUnknown: Matcher = (facts) => (facts.pregnancy.gestationWeeks === undefined ? [] : null);

/** Pregnant at 20 weeks or more, or later-pregnancy words with no gestation written. */
const laterPregnancy: Matcher = allOf(
  notMale,
  anyOf(gestationAtLeast(20), allOf(gestationUnknown, statedPregnancy, laterPregnancyWords)),
);
/** Pregnant, or possibly pregnant, under 20 weeks or with no sign of the second half. */
const earlyPregnancy: Matcher = allOf(
  notMale,
  anyOf(statedPregnancy, possiblyPregnant, earlyPregnancyWords),
  anyOf(gestationUnder(20), allOf(gestationUnknown, none(laterPregnancyWords))),
);
const notPregnantOrPostpartum: Matcher = (facts) =>
  facts.pregnancy.postpartum || statedPregnancy(facts) ? null : [];

const heavyBleeding = says(
  'heavy',
  'soak*',
  'flooding',
  'clots',
  'large amount*',
  'hemorrhag*',
  /(?:[2-9]|\d{2}) pads (?:an|per|in an?|in (?:one|1)) hour/,
  'pad (every|an) hour',
);
const lightBleeding = says(
  'spotting',
  'light (bleeding|spotting)',
  'small amount*',
  'brown discharge',
  'streaks?',
);

/** Light spotting without pain, heavy bleeding, clots or a faint. */
const lightPainlessSpotting = allOf(
  says('spotting', 'light (bleed\\w*|bleeding|blood)', 'brown (discharge|blood|loss)'),
  none(
    says(
      /\bpain(?!less|[- ]free)\w*/,
      'cramp*',
      'heavy',
      'clots',
      'soak*',
      'tissue',
      'dizz*',
      'faint*',
      'light[- ]?headed*',
      'shoulder tip',
    ),
  ),
);
const rhesusNegative = says(
  'rh(esus)? ?(neg|negative|-ve)',
  '(o|a|b|ab) (neg|negative|-ve)',
  'negative blood group',
);

/**
 * Vomiting in pregnancy beyond what fluids by mouth can mend (RCOG GTG 69): not keeping fluids down,
 * dehydration, weight lost, or ketones beyond a trace on the dipstick.
 */
const signsOfHyperemesis = says(
  'unable to tolerate oral fluids',
  // "Unable to keep even water inside", "can't keep anything down".
  /\b(?:unable to|cannot|can'?t|not able to) keep (?:\w+ ){0,2}(?:water|fluids?|drinks?|anything|food|it) (?:down|in(?:side)?)\b/,
  /\bketones?\b(?!:? (?:trace|negative|neg|nil|0|\+(?!\+)))/,
  'dehydrat*',
  'dizz*',
  'dry mouth',
  'mouth (is |feels )?dry',
  'weight loss',
  /\blost (?:\d+(?:\.\d)? ?(?:kg|kilos?|pounds?|lbs?|stone)|(?:a lot of |some )?weight)\b/,
  'persistent',
  'hyperemesis*',
);

export const obstetricGynecologicComplaints: ComplaintDefinition[] = [
  {
    id: 'labour',
    name: 'Labour, over 20 weeks',
    group: 'obstetrics-gynecology',
    terms: [
      'in labou?r',
      '(early |active |preterm |premature |established )?labou?r (pains?|started|began|has started)',
      '(early|active|preterm|premature|established) labou?r',
      /(?<!(?:ventricular|atrial|junctional|muscle|muscular|premature|ectopic)[\s-])contractions/,
      'waters? (have |has )?(broken|broke|gone|went)',
      '(spontaneous |premature |preterm )?rupture of (the )?membranes',
      'ruptured membranes',
      'srom',
      'pprom',
      'leaking (amniotic )?fluid (per vagina|from (the |her |my )?vagina|pv)',
      'leaking amniotic fluid',
      'gush of fluid',
      'bloody show',
      'urge to push',
      '(crowning|head (is )?visible)',
      'baby (is )?coming',
      'imminent (birth|delivery)',
      'precipitous (birth|delivery)',
      'born (in the car|before arrival|on the way)',
      'birth before arrival',
    ],
    complaintFieldTerms: [
      'labou?r',
      'prom',
      /leaking (?:amniotic )?fluid(?! from (?:a |the |my |his |her )?(?:wound|cut|incision|scar|ear|nose|eye|blister|drain|stoma))/,
    ],
    requires: allOf(notMale, none(gestationUnder(20))),
    resources: [
      need('specialtyConsultation', 'obstetric assessment on the labour ward'),
      need('labs', 'blood count and group and save'),
    ],
    highRisk: [
      {
        when: says(
          'urge to push',
          'pushing',
          'crowning',
          'head (is )?visible',
          'baby (is )?coming (now|out)',
          'imminent (birth|delivery)',
          'cord (is )?(visible|prolapse*|out)',
          'breech',
          'born before arrival',
          'born (in the car|on the way)',
          // The second stage in the mother's or partner's words: pressure low down, bearing down.
          'bearing down',
          'rectal pressure',
          /\bpressure (?:down below|down there|low down|in (?:her|my|the) (?:bottom|back passage|rectum))\b/,
          /\b(?:needs?|wants?|feels? (?:like )?(?:she|i) (?:needs?|wants?)) to (?:push|poo)\b/,
        ),
        reason: 'Imminent birth, a visible cord or a breech: delivery or cord prolapse now',
        source: 'NICE NG235 Intrapartum care 2023; RCOG Green-top 50 Umbilical cord prolapse',
      },
      {
        when: allOf(
          gestationUnder(37),
          says(
            'contractions',
            'labou?r',
            'waters',
            'membranes',
            'leaking (amniotic )?fluid',
            'srom',
            'prom',
            'pprom',
            'gush',
          ),
        ),
        reason:
          'Contractions or ruptured membranes before 37 weeks: preterm labour; steroids, magnesium and a neonatal team',
        source: 'NICE NG25 Preterm labour and birth',
      },
    ],
    guideline: 'NICE NG235 Intrapartum care; NICE NG25 Preterm labour and birth',
    differential: [
      { condition: 'Active labour at term', why: 'Regular painful contractions, show, ruptured membranes' },
      { condition: 'Preterm labour, placental abruption', why: 'Before 37 weeks; constant pain or bleeding' },
    ],
    workup: [
      'Gestation, parity, contraction frequency; fetal heart',
      'Sterile speculum if membranes may have ruptured',
    ],
    immediateActions: ['Call the obstetric team; prepare for delivery if birth is imminent'],
  },
  {
    id: 'later-pregnancy-issue',
    name: 'Pregnancy issues, over 20 weeks',
    group: 'obstetrics-gynecology',
    terms: [
      'reduced fetal movements?',
      "(reduced|decreased|less|fewer|no) (baby|baby's|babys|babies) movements?",
      '(decreased|less|fewer|no) fetal movements?',
      'baby (is )?(moving less|not moving as much)',
      'pre eclampsia',
      'preeclampsia',
      'eclampsia',
      '(gestational|pregnancy induced) hypertension',
      'high (blood pressure|bp) in pregnancy',
      'antepartum hemorrhage',
      'vaginal bleeding',
      'bleeding (from|per) (the )?vagina',
      'bleeding in pregnancy',
      'abdominal (pain*|cramp*)',
      'lower abdominal pain',
      'pelvic pain',
      '(itch*|pruritus) in pregnancy',
      'obstetric cholestasis',
      'cholestasis of pregnancy',
      'fall in pregnancy',
      'pregnancy (problem|concern|complication|issue)s?',
    ],
    complaintFieldTerms: [
      'pregnan*',
      'spotting',
      'pv bleeding',
      'itch*',
      'cramp*',
      'pain',
      /\d{1,2} weeks pregnant/,
    ],
    fieldTermsAreContextBesideMinor: true,
    requires: laterPregnancy,
    resources: [
      need('specialtyConsultation', 'obstetric assessment with fetal monitoring'),
      need('labs', 'blood count, group and save, renal and liver function'),
    ],
    adjustments: [
      {
        when: allOf(
          says('fetal movements?', 'moving less'),
          none(says('bleeding', 'abdominal pain', 'headache', 'blood pressure', 'leaking')),
        ),
        remove: ['labs'],
        add: [need('advancedImaging', 'ultrasound for fetal growth and liquor volume when indicated')],
        why: 'reduced fetal movements without other symptoms: CTG and ultrasound, no blood tests',
      },
    ],
    guideline:
      'RCOG Green-top 57 Reduced fetal movements; RCOG Green-top 63 Antepartum haemorrhage; NICE NG133 Hypertension in pregnancy',
    differential: [
      { condition: 'Placental abruption, placenta praevia', why: 'Bleeding or constant pain after 20 weeks' },
      { condition: 'Pre-eclampsia or HELLP', why: 'Hypertension, headache, epigastric pain, visual change' },
      { condition: 'Reduced fetal movements, preterm labour, cholestasis', why: 'Fetal wellbeing and itch' },
    ],
    workup: ['Blood pressure and urine protein; CTG', 'Blood count, group, renal and liver function'],
    immediateActions: ['Left lateral position; obstetric team and fetal monitoring'],
  },
  {
    id: 'early-pregnancy-issue',
    name: 'Pregnancy issues, under 20 weeks',
    group: 'obstetrics-gynecology',
    terms: [
      'vaginal bleeding',
      'bleeding (from|per) (the )?vagina',
      '(bleeding|spotting) in (early )?pregnancy',
      'miscarr*',
      'threatened (miscarriage|abortion)',
      '(spontaneous|incomplete|missed) abortion',
      'products of conception',
      'hyperemesis( gravidarum)?',
      'morning sickness',
      '(vomiting|nausea) (in|of) pregnancy',
      // A pregnant woman's vomiting belongs here, however it is said: "vomited everything, including water".
      'vomit*',
      'unable to tolerate oral fluids',
      'abdominal (pain*|cramp*)',
      'lower abdominal pain',
      'pelvic pain',
      '(right|left) (lower quadrant|iliac fossa) pain',
      'ectopic( pregnancy)?',
      'pregnancy of unknown location',
      'positive pregnancy test',
      'pregnancy (problem|concern|complication|issue)s?',
    ],
    complaintFieldTerms: [
      'pregnan*',
      'spotting',
      'pv bleeding',
      'vomit*',
      'nausea*',
      'cramp*',
      'pain',
      /\d{1,2} weeks pregnant/,
      'missed (a |her |my )?period',
      'late period',
    ],
    requires: earlyPregnancy,
    resources: [
      need('labs', 'blood count, blood group and Rh, quantitative hCG'),
      need('advancedImaging', 'transvaginal ultrasound'),
    ],
    adjustments: [
      {
        when: allOf(
          says('vomit*', 'nausea*', 'hyperemesis*', 'morning sickness'),
          none(says('bleeding', 'spotting', 'pain', 'cramp*')),
        ),
        remove: ['advancedImaging'],
        why: 'vomiting in early pregnancy without pain or bleeding: ketones and electrolytes, no scan',
      },
      {
        // Not while she keeps fluids down, nor for a trace of ketones on the dipstick (PUQE; RCOG GTG 69).
        when: allOf(
          says('vomit*', 'hyperemesis*', 'unable to tolerate oral fluids'),
          none(keepingFluidsDown),
          anyOf(signsOfHyperemesis, tachycardia),
        ),
        add: [need('ivFluids', 'IV fluids'), need('parenteralMedication', 'IV or IM antiemetic')],
      },
      {
        when: allOf(
          anyOf(says('morning sickness', 'nausea', 'mild'), keepingFluidsDown),
          none(signsOfHyperemesis),
          none(says('bleeding', 'spotting', 'pain', 'cramp*')),
        ),
        remove: ['labs'],
        why: 'nausea of pregnancy while drinking: oral antiemetic and advice',
      },
      {
        // Asking whether she is pregnant, with nothing wrong: a urine test at the bedside answers it.
        when: allOf(
          says(
            'pregnancy test',
            "(wants|want|like) to know if (she is|she's|i am|i'm) pregnant",
            '(confirm|check) (the |a |her |my |if )?(pregnancy|she is pregnant|i am pregnant)',
          ),
          none(
            says('bleed*', 'spotting', 'pain*', 'cramp*', 'vomit*', 'dizz*', 'faint*', 'light[- ]?headed*'),
          ),
        ),
        remove: ['labs', 'advancedImaging'],
        why: 'a pregnancy test wanted, with no pain or bleeding: a urine test is point of care',
      },
      {
        // An intrauterine pregnancy already seen, a rhesus-positive group, light painless spotting: the hCG
        // and group look for an ectopic and decide anti-D, so only the scan is left (NICE NG126).
        when: allOf(knownIntrauterinePregnancy, lightPainlessSpotting, none(rhesusNegative)),
        remove: ['labs'],
        why: 'light painless spotting with an intrauterine pregnancy already seen: a repeat scan, no hCG or group',
      },
      {
        // Scanned in the last days and already booked with the early pregnancy unit: reassurance.
        when: allOf(
          knownIntrauterinePregnancy,
          lightPainlessSpotting,
          says(
            'scan(ned)? (\\w+ ){0,2}(yesterday|[1-6] days ago|(two|three|four|five|six) days ago|this week)',
          ),
          says(
            '(epu|epau|early pregnancy (unit|clinic|assessment)|follow[- ]?up|review) (\\w+ ){0,3}(booked|arranged|tomorrow)',
          ),
        ),
        remove: ['labs', 'advancedImaging'],
        why: 'spotting explained by a scan days ago, with early pregnancy follow-up booked: reassurance',
      },
      {
        // A urine infection in pregnancy without bleeding, belly or loin pain or vomiting: the urine
        // culture is its work-up; a dipstick's "blood trace" and the sting of passing urine are the
        // infection's, not the pregnancy's (NICE NG109: culture every urine infection in pregnancy).
        when: allOf(
          says(
            'dysuria',
            'urinary tract infection',
            'uti',
            'cystitis',
            '(burning|stinging|pain) (on|when|with|passing) (passing )?(urine|urination|urinating|peeing|weeing)',
            stingsWhenPassingUrine,
            '(frequency|urgency)',
          ),
          none(
            says(
              '(pv|vaginal) (bleed*|blood|spotting)',
              'bleeding',
              'spotting',
              'clots',
              '(abdominal|abdo|tummy|belly|pelvic|lower abdominal|loin|flank|back|suprapubic) pain',
              'cramp*',
              'vomit*',
              'rigors',
              'shoulder tip',
              'miscarr*',
              'ectopic',
              'dizz*',
              'faint*',
              'collapse*',
            ),
          ),
          none(fever),
        ),
        remove: ['labs', 'advancedImaging'],
        why: 'a urine infection in pregnancy without pain, bleeding or fever: a urine culture, no scan or hCG',
      },
      {
        // Pregnant, and come about something else ("burning urine, pregnant"): the pregnancy is the
        // context, and the other complaint brings its own work-up. The scan and the hCG are for pain,
        // bleeding, cramps, vomiting or a faint in early pregnancy (NICE NG126).
        when: none(
          anyOf(
            says(
              'bleed*',
              'spotting',
              // Blood lost, not the blood pressure or sugar of a vitals line.
              'blood(?! (pressure|sugar|glucose|tests?|group|count))',
              'clots',
              'tissue',
              'pain*',
              'cramp*',
              'ache*',
              'tender*',
              'vomit*',
              'nause*',
              'sick',
              'hyperemesis*',
              'morning sickness',
              'queasy',
              // A late or missed period is the pregnancy as the complaint, not as its context.
              'period',
              // "Can't keep anything down", "haven't kept anything down", as the reading writes them.
              'unable to tolerate oral fluids',
              'dehydrat*',
              'dizz*',
              'faint*',
              'light[- ]?headed*',
              'collapse*',
              'shoulder tip',
              'miscarr*',
              'ectopic',
              'pregnancy of unknown location',
              'scan',
            ),
          ),
        ),
        remove: ['labs', 'advancedImaging'],
        why: 'pregnant, with no pain, bleeding or vomiting: the pregnancy is the context of another complaint',
      },
      {
        // Well, pregnant and in contact with a rash illness (chickenpox, shingles, measles, slapped cheek):
        // her immunity is checked by serology (RCOG Green-top 13; UKHSA rash guidance); her pregnancy, the
        // context here, needed nothing (above).
        when: allOf(
          says('contact', 'exposed', 'exposure', 'cuddl*', 'looking after', 'caught'),
          says('chicken ?pox', 'varicella', 'shingles', 'measles', 'rubella', 'slapped cheek', 'parvovirus'),
          none(
            says(
              'bleed*',
              'spotting',
              'pain*',
              'cramp*',
              'vomit*',
              'dizz*',
              'faint*',
              'rash',
              'spots',
              'fever',
            ),
          ),
        ),
        add: [need('labs', 'serology for immunity (varicella, measles or parvovirus IgG) after the contact')],
      },
    ],
    centralPain: true,
    guideline:
      'NICE NG126 Ectopic pregnancy and miscarriage; RCOG Green-top 69 Nausea and vomiting of pregnancy',
    differential: [
      { condition: 'Ectopic pregnancy', why: 'Pain or bleeding with no intrauterine pregnancy yet seen' },
      { condition: 'Threatened, incomplete or complete miscarriage', why: 'Bleeding with or without cramps' },
      { condition: 'Hyperemesis gravidarum, UTI, ovarian cyst', why: 'Vomiting or pain in early pregnancy' },
    ],
    workup: ['Quantitative hCG, blood group and Rh', 'Transvaginal ultrasound'],
    immediateActions: ['Observations and IV access if bleeding or in pain; anti-D when indicated'],
  },
  {
    id: 'postpartum-problem',
    name: 'Postpartum problems',
    group: 'obstetrics-gynecology',
    terms: [
      'post ?partum( problem| bleeding| hemorrhage| fever| pain| depression| psychosis)?',
      'postpartum',
      'post ?natal',
      'postnatal',
      'after (giving birth|delivery|childbirth|birth|her delivery|having (the|her) baby)',
      /gave birth(?! (?:\d+|two|three|four|five|several|many) years)/,
      '(recently|just) delivered',
      'delivered (\\d+|a few|two|three) (days|weeks) ago',
      '(c section|caesarean|cesarean|csection) (wound|scar|incision|site)',
      'episiotomy',
      'perineal (tear|stitches|sutures|repair|wound)',
      'retained (products|placenta)',
      'lochia',
    ],
    complaintFieldTerms: ['after baby', 'new mum', 'new mother'],
    requires: notMale,
    resources: [
      need('labs', 'blood count, CRP, cultures and group and save'),
      need('specialtyConsultation', 'obstetric review'),
    ],
    adjustments: [
      {
        when: allOf(
          says('stitches', 'sutures', 'perineal', 'episiotomy', 'wound', 'scar', 'incision'),
          none(fever),
          none(tachycardia),
          none(heavyBleeding),
        ),
        remove: ['specialtyConsultation'],
        why: 'a wound or perineal problem without fever or bleeding: wound review and swab',
      },
      {
        when: says('depress*', 'low mood', 'anxi*', 'tearful', 'not bonding'),
        remove: ['labs'],
        add: [need('specialtyConsultation', 'perinatal mental health')],
        why: 'low mood after birth: perinatal mental health assessment, no blood tests',
      },
    ],
    highRisk: [
      {
        when: says(
          'psychos*',
          'psychotic',
          'hallucinat*',
          'paranoi*',
          'delusion*',
          'bizarre',
          'manic',
          'harm (the|her|my) baby',
          'hurt (the|her|my) baby',
          // Psychosis as the family tells it: racing speech, a fixed false belief about the baby, messages.
          'pressured speech',
          /\bbaby (?:has been |had been |was |is |got )?(?:swapped|switched|replaced|taken and replaced)\b/,
          /\bbaby (?:isn'?t|is not|was not|wasn'?t) (?:hers|mine|ours|theirs|his|(?:my|her|our|their) (?:real )?baby)\b/,
          /\b(?:messages|signals|signs|voices) (?:through|from|on|in|coming from) (?:the )?(?:tv|television|telly|radio|phone)\b/,
          'hearing voices',
        ),
        reason: 'Psychotic or bizarre symptoms after birth: postpartum psychosis is a psychiatric emergency',
        source: 'NICE CG192 Antenatal and postnatal mental health; RCPsych postpartum psychosis guidance',
      },
    ],
    guideline: 'NICE NG194 Postnatal care; RCOG Green-top 64b Sepsis following pregnancy',
    differential: [
      {
        condition: 'Secondary postpartum haemorrhage, endometritis, retained products',
        why: 'Bleeding, fever, offensive lochia',
      },
      { condition: 'Wound or perineal infection, mastitis, UTI', why: 'Common infections after birth' },
      {
        condition: 'Pre-eclampsia, PE, cardiomyopathy, postpartum psychosis',
        why: 'Serious postpartum conditions',
      },
    ],
    workup: ['Temperature, blood pressure, uterine tenderness, lochia', 'Blood count, CRP, cultures'],
    immediateActions: ['Sepsis screen; blood pressure and urine protein'],
  },
  {
    id: 'vaginal-bleeding-not-pregnant',
    name: 'Vaginal bleeding, not pregnant',
    group: 'obstetrics-gynecology',
    terms: [
      'vaginal bleeding',
      'bleeding (from|per) (the )?vagina',
      'intermenstrual bleeding',
      'post ?coital bleeding',
      'post ?menopausal bleeding',
      'postmenopausal bleeding',
      'bleeding between periods',
      'abnormal (uterine|vaginal) bleeding',
      'dysfunctional uterine bleeding',
      'breakthrough bleeding',
    ],
    complaintFieldTerms: ['spotting', 'pv bleeding'],
    requires: allOf(notMale, notPregnantOrPostpartum),
    resources: [need('labs', 'blood count and group and save; pregnancy test')],
    adjustments: [
      {
        when: anyOf(ageYears(50), says('post-?menopausal', 'after (the |her |my )?menopause', 'tamoxifen')),
        add: [need('advancedImaging', 'pelvic ultrasound for postmenopausal bleeding')],
      },

      {
        when: allOf(lightBleeding, none(heavyBleeding), none(tachycardia), ageYears(0, 45)),
        remove: ['labs'],
        why: 'light bleeding or spotting in a well younger woman: examination and urine pregnancy test',
      },
      {
        when: allOf(heavyBleeding, none(lightBleeding)),
        add: [
          need('advancedImaging', 'pelvic ultrasound'),
          need('parenteralMedication', 'IV tranexamic acid or hormonal treatment'),
        ],
      },
      {
        when: anyOf(tachycardia, hypotension, says('dizz*', 'syncope', 'light headed*')),
        add: [need('ivFluids', 'IV fluids or transfusion')],
      },
    ],
    guideline:
      'ACOG Committee Opinion 557 Acute abnormal uterine bleeding; NICE NG88 Heavy menstrual bleeding; NICE NG12',
    differential: [
      { condition: 'Heavy menstrual or anovulatory bleeding, fibroids', why: 'The common causes' },
      { condition: 'Undiagnosed pregnancy', why: 'Always test' },
      { condition: 'Cervical or endometrial cancer', why: 'Post-coital or postmenopausal bleeding' },
    ],
    workup: [
      'Urine pregnancy test; blood count if heavy',
      'Pelvic examination; ultrasound if heavy or postmenopausal',
    ],
    immediateActions: ['Observations: pulse and blood pressure; count pads'],
  },
  {
    id: 'gynecologic-pelvic-pain',
    name: 'Pelvic pain',
    group: 'obstetrics-gynecology',
    terms: [
      'pelvic (pain*|cramp*|ache|discomfort)',
      `pain (\\w+ ){0,3}in ${whose}pelvis`,
      'ovar(y|ian) (pain|cyst|torsion)',
      '(adnexal|ovarian) torsion',
      'adnexal (pain|tenderness|mass)',
      'pelvic inflammatory disease',
      'pid',
      'dyspareunia',
      '(pain|hurts|painful|sore) (during|with|after|when having) (sex|intercourse)',
      'endometriosis( pain| flare)?',
      '(ruptured|bleeding|torted) (ovarian )?cyst',
      'cyst (rupture|pain)',
      'mittelschmerz',
      'ovulation pain',
      'fibroid (pain|degeneration)',
    ],
    requires: allOf(notMale, none(statedPregnancy)),
    resources: [
      need('labs', 'urinalysis, swabs, blood count and CRP'),
      need('advancedImaging', 'pelvic ultrasound'),
      need('parenteralMedication', 'IV or IM analgesia'),
    ],
    adjustments: [
      oralAnalgesiaWhenMild,
      {
        when: allOf(
          mildPain,
          says(
            'usual',
            'typical',
            'same as (before|usual|previous)',
            'known endometriosis',
            'mittelschmerz',
            'ovulation',
            'mid[- ]cycle',
          ),
        ),
        remove: ['advancedImaging'],
        why: 'mild pain of a known or typical pattern: examination, urine and swabs',
      },
    ],
    centralPain: true,
    guideline:
      'RCOG Green-top 41 Chronic pelvic pain; CDC 2021 STI Guidelines [PID]; ACOG Committee Opinion 783 Adnexal torsion',
    differential: [
      {
        condition: 'Ectopic pregnancy, ovarian torsion, ruptured cyst',
        why: 'Sudden unilateral pain; test for pregnancy',
      },
      { condition: 'Pelvic inflammatory disease, endometriosis', why: 'Discharge, fever, cyclical pain' },
      { condition: 'Appendicitis, UTI, diverticulitis', why: 'Non-gynaecological mimics' },
    ],
    workup: ['Urine pregnancy test first', 'Swabs, urinalysis, blood count; pelvic ultrasound'],
    immediateActions: ['Pregnancy test now; analgesia'],
  },
  {
    id: 'menstrual-problem',
    name: 'Menstrual problems',
    group: 'obstetrics-gynecology',
    terms: [
      'period (pain*|cramp*|problem*|issues?)',
      'painful periods?',
      'dysmenorrh*',
      'menstrual (cramp*|pain*|problem*|irregularit*|disorder)',
      'menstrual bleeding',
      'heavy periods?',
      'heavy menstrual bleeding',
      'menorrhagia',
      'irregular periods?',
      'prolonged periods?',
      'period (for|lasting) (\\d+|two|three) (days|weeks)',
      'amenorrh*',
      'premenstrual',
      'pms',
    ],
    complaintFieldTerms: ['period', 'periods', 'menses', 'menstruation'],
    requires: allOf(notMale, none(statedPregnancy)),
    resources: [],
    adjustments: [
      {
        when: allOf(heavyBleeding, none(lightBleeding)),
        add: [need('labs', 'blood count for heavy bleeding')],
      },
      {
        when: painScoreAtLeast(7),
        add: [need('parenteralMedication', 'IM NSAID for severe dysmenorrhoea')],
      },
    ],
    minor: true,
    guideline: 'NICE NG88 Heavy menstrual bleeding; SOGC 2017 Primary dysmenorrhea',
    differential: [
      { condition: 'Primary dysmenorrhoea, heavy menstrual bleeding', why: 'Cyclical pain or bleeding' },
      { condition: 'Pregnancy, ectopic, endometriosis, fibroids', why: 'A late period, new or severe pain' },
    ],
    workup: ['Urine pregnancy test', 'Blood count only if bleeding is heavy'],
    immediateActions: ['Oral NSAID; safety-net for heavy bleeding or fainting'],
  },
  {
    id: 'vaginal-discharge',
    name: 'Vaginal discharge',
    group: 'obstetrics-gynecology',
    terms: [
      'vaginal (discharge|itch*|odou?r|irritation|thrush|infection)',
      'discharge (from|per) (the )?vagina',
      'pv discharge',
      'thrush',
      'yeast infection',
      'candida*',
      'bacterial vaginosis',
      'bv',
      'vaginitis',
      'vulvovaginitis',
      '(smelly|offensive|foul smelling|itchy|green|greenish|yellow|yellowish|abnormal) discharge',
      'vulval (itch*|soreness|irritation)',
      // As a woman says it: "more discharge than usual", "discharge and itching down below".
      '(more|increased|heavier|extra) discharge( than (usual|normal))?',
      '(discharge|itch*|sore|soreness)( and (discharge|itch*|soreness))? (down below|downstairs|down there)',
    ],
    requires: notMale,
    resources: [need('labs', 'vaginal and endocervical swabs for the laboratory')],
    adjustments: [
      {
        when: allOf(
          says('thrush', 'yeast', 'candida*', 'itch*', 'cottage cheese', 'white discharge'),
          none(
            says(
              'new partner',
              'unprotected',
              'pelvic pain',
              'abdominal pain',
              'smell*',
              'offensive',
              'green',
              'yellow',
              'fever',
            ),
          ),
        ),
        remove: ['labs'],
        why: 'typical thrush: treat without swabs',
      },
      {
        // The smell of a forgotten tampon goes when it is out; swabs only if it does not.
        when: allOf(
          says('tampon'),
          none(fever),
          none(says('pelvic pain', 'abdominal pain', 'new partner', 'unprotected')),
        ),
        remove: ['labs'],
        why: 'the discharge of a retained tampon: removal, no swabs',
      },
      {
        // "My swab results are back … I need tablets": treated on the result, not swabbed again.
        when: allOf(
          says(/\bswabs?\b[^.;]{0,30}?\b(?:results?|came back|are back|is back|showed)\b/),
          none(says('pelvic pain', 'abdominal pain', 'fever')),
        ),
        remove: ['labs'],
        why: 'the swab results are back: treated on them, not swabbed again',
      },
      {
        when: anyOf(says('pelvic pain', 'lower abdominal pain', 'dyspareunia', 'cervical excitation'), fever),
        add: [need('parenteralMedication', 'IM ceftriaxone for pelvic inflammatory disease')],
      },
    ],
    minor: true,
    guideline: 'BASHH 2021 Vaginal discharge; CDC 2021 STI Treatment Guidelines',
    differential: [
      { condition: 'Candida, bacterial vaginosis, trichomonas', why: 'Itch, odour, discharge' },
      { condition: 'Chlamydia, gonorrhoea, PID', why: 'New partner, pelvic pain, bleeding after sex' },
      { condition: 'Retained tampon or foreign body', why: 'Offensive discharge' },
    ],
    workup: ['Speculum examination; pH; swabs if STI risk or atypical'],
    immediateActions: ['Treat syndromically; sexual health follow-up'],
  },
  {
    // Flushes and sweats of the menopause are not a fever, and in a well woman need advice, not tests.
    id: 'menopausal-symptoms',
    name: 'Menopausal symptoms',
    group: 'obstetrics-gynecology',
    terms: [
      'hot (flush|flushes|flushing|flash|flashes)',
      '(peri|post)? ?menopaus(e|al) (symptoms|flushes|sweats)',
      'perimenopaus*',
      'vasomotor symptoms',
      '(wants|asking about|advice about|advice on|to know about|started on|request*) hrt',
    ],
    requires: notMale,
    resources: [],
    minor: true,
    guideline: 'NICE NG23 Menopause: identification and management (2024)',
    differential: [
      { condition: 'Menopausal vasomotor symptoms', why: 'Flushes and night sweats around the last period' },
      { condition: 'Thyroid disease, infection, lymphoma', why: 'Weight loss, fever, palpitations' },
    ],
    workup: ['History of periods, red flags for weight loss or bleeding after the menopause'],
    immediateActions: ['Advice; primary-care review for HRT'],
  },
  {
    id: 'pelvic-organ-prolapse',
    name: 'Pelvic organ prolapse or pessary problem',
    group: 'obstetrics-gynecology',
    terms: [
      // Not the operation that repaired one: "can't empty bladder after prolapse operation".
      /\bprolapse\w*\b(?! (?:operation|repair|surgery|op)\b)/,
      'something (is )?coming down',
      'something (is )?(hanging|sticking|coming) out (of|from) (my |her |the )?(vagina|front passage)',
      '(bulge|lump) (protruding |coming |sticking )?(from|out of|in) (the |my |her )?(vagina|front passage)',
      'pessary (fell|fallen|came|has come) out',
      'pessary (problem|change|review)',
      // A support pessary by its kind, or its visit: "ring pessary overdue change", "pessary due for a check".
      '(ring|shelf|gellhorn|cube|donut|doughnut) pessary',
      'pessary (\\w+ ){0,2}(change|check|review|overdue|due|fell|fallen|falling|came out)',
    ],
    // Reduction and refitting by gynaecology; retention, ulceration or bleeding need more.
    resources: [need('specialtyConsultation', 'gynaecology review for reduction and pessary refitting')],
    adjustments: [
      {
        // A pessary due for its change, or out, with nothing coming down and no pain, bleeding or
        // trouble passing urine: the clinic or nurse who fits it refits it.
        when: allOf(
          says('pessary', 'pessaries'),
          none(
            says(
              'bulg*',
              'protrud*',
              'discomfort',
              'dragging',
              'coming down',
              'hanging',
              'sticking out',
              'something (is )?(coming|hanging) out',
              'unable to (push|put) (it )?back',
              'irreducible',
              'pain*',
              'bleed*',
              'ulcer*',
              'retention',
              'unable to (pass|empty)',
            ),
          ),
        ),
        remove: ['specialtyConsultation'],
        why: 'a pessary due for a change or out, nothing coming down: refitted by its clinic',
      },
      {
        when: says('unable to (pass|empty)', "can't (pass|empty)", 'retention', 'ulcer*', 'bleeding'),
        add: [need('simpleProcedure', 'urinary catheter or wound care of an ulcerated prolapse')],
      },
    ],
    guideline: 'RCOG Green-top 2015 Pelvic organ prolapse; NICE NG123',
    differential: [{ condition: 'Uterovaginal prolapse', why: 'A bulge after straining or a lost pessary' }],
    workup: ['Examination; post-void residual if voiding is difficult'],
    immediateActions: ['Check voiding; keep the prolapse moist and covered'],
  },
  {
    id: 'vaginal-foreign-body',
    name: 'Foreign body in vagina',
    group: 'obstetrics-gynecology',
    terms: [
      'retained (tampon|condom|menstrual cup|sponge|pessary)',
      'tampon (stuck|retained|lost|left in|inside|forgotten)',
      '(lost|forgot|forgotten) (a |her |my )?tampon',
      `foreign body (in|into|inside) ${whose}vagina`,
      'vaginal foreign body',
      'foreign body (vagina|vaginal|pv)',
      `(condom|menstrual cup|pessary|sex toy|object|something|toy) (is )?(stuck|lost|retained) (in|inside) ${whose}vagina`,
      `stuck (in|inside) ${whose}vagina`,
      'lost condom',
      // "Thinks she left a tampon in", "can't get a tampon out", "tampon still in since her period".
      'tampon (is )?(still )?(left )?(in|inside)',
      '(left|forgot|forgotten) (a |the |her |my )?(tampon|menstrual cup) in',
      'unable to (get|reach|find|remove) (a |the |her |my )?(tampon|menstrual cup)',
    ],
    requires: notMale,
    resources: [need('simpleProcedure', 'removal at speculum examination')],
    adjustments: [
      {
        // Sponge forceps at the speculum examination, in the cubicle: part of the examination (ESI v4).
        when: allOf(
          says('tampon', 'condom', 'menstrual cup'),
          none(fever),
          none(hypotension),
          none(says('rash', 'vomit*', 'diarrhea', 'dizz*', 'confus*', 'fragment*', 'in pieces', 'broken up')),
        ),
        remove: ['simpleProcedure'],
        why: 'a tampon or condom without signs of toxic shock: removed with forceps at the examination',
      },
      {
        when: allOf(
          says('tampon', 'sponge', 'cup'),
          anyOf(fever, hypotension, says('rash', 'vomit*', 'diarrhea', 'dizz*')),
        ),
        add: [
          need('labs', 'blood count, renal function, cultures'),
          need('ivFluids', 'IV fluids'),
          need('parenteralMedication', 'IV antibiotics for toxic shock'),
        ],
      },
    ],
    highRisk: [
      {
        when: allOf(
          says('tampon', 'sponge', 'menstrual cup'),
          fever,
          anyOf(hypotension, tachycardia, says('rash', 'vomit*', 'diarrhea', 'dizz*', 'confus*')),
        ),
        reason: 'Retained tampon with fever and rash, vomiting or low blood pressure: toxic shock syndrome',
        source: 'CDC 2011 Toxic shock syndrome case definition',
      },
    ],
    minor: true,
    guideline: 'CDC 2011 Toxic shock syndrome case definition',
    differential: [
      { condition: 'Retained tampon or condom', why: 'Offensive discharge' },
      { condition: 'Toxic shock syndrome', why: 'Fever, rash, vomiting, hypotension' },
    ],
    workup: ['Speculum examination and removal', 'Emergency contraception and STI risk for a lost condom'],
    immediateActions: ['Remove at speculum examination; check temperature and blood pressure'],
  },
  {
    id: 'sexual-assault',
    name: 'Sexual assault',
    group: 'obstetrics-gynecology',
    terms: [
      'sexual(ly)? assault*',
      'sexual(ly)? abuse*',
      'sexual violence',
      'rape',
      'raped',
      'date rape',
      'assaulted sexually',
      'forced (sex|intercourse)',
      'non ?consensual (sex|intercourse)',
      'nonconsensual (sex|intercourse)',
      '(drink|drinks) (was |were )?spiked',
      'spiked (drink|drinks)',
      'molested',
      'indecent assault',
    ],
    resources: [
      need('specialtyConsultation', 'sexual assault nurse examiner or forensic physician'),
      need('labs', 'STI, HIV, hepatitis and pregnancy tests'),
      need('parenteralMedication', 'IM ceftriaxone prophylaxis; hepatitis B vaccine'),
    ],
    highRisk: [
      {
        when: allOf(
          says(
            'sexual(ly)? assault*',
            'sexual(ly)? abuse*',
            'sexual violence',
            'rape',
            'raped',
            'forced (sex|intercourse)',
            'non ?consensual (sex|intercourse)',
            'nonconsensual (sex|intercourse)',
            'spiked',
            'molested',
            'indecent assault',
          ),
          none(
            says(
              'years ago',
              'as a child',
              'in (her|his|my) childhood',
              'historical',
              'historic',
              'in the past',
            ),
          ),
        ),
        reason:
          'Recent sexual assault: a private room, forensic examination and time-critical prophylaxis [emergency contraception, HIV PEP within 72 hours]',
        source:
          'ESI v4 Implementation Handbook [high-risk situations: sexual assault]; WHO 2013 Responding to sexual violence',
      },
    ],
    guideline:
      'WHO 2013 Clinical and policy guidelines for responding to sexual violence; CDC 2021 STI Guidelines',
    differential: [
      { condition: 'Physical injuries', why: 'Examine and document; treat injuries first' },
      { condition: 'Pregnancy and STI risk; drug-facilitated assault', why: 'Prophylaxis and toxicology' },
    ],
    workup: ['Forensic examination with consent; preserve evidence', 'Pregnancy, STI and HIV baseline tests'],
    immediateActions: [
      'Private room and a chaperone; do not let the patient wash before the examination if consented',
      'Emergency contraception and HIV PEP within 72 hours',
    ],
  },
  {
    id: 'contraception-request',
    name: 'Contraception / emergency contraception request',
    group: 'obstetrics-gynecology',
    terms: [
      'emergency contracepti*',
      'morning after pill',
      'plan b',
      'ecp',
      'ella ?one',
      'ellaone',
      'levonorgestrel',
      'contraception (request|advice)',
      'condom (broke|split|burst|came off|failure)',
      '(split|burst|broken) condom',
      'unprotected (sex|intercourse)',
      'upsi',
      'missed (the |her |my )?(pill|pills)',
      'forgot (to take )?(the |her |my )?(pill|pills)',
      'depo( provera)? (injection|shot)',
    ],
    complaintFieldTerms: ['contracepti*', 'birth control', 'the pill'],
    requires: notMale,
    resources: [],
    adjustments: [
      {
        // Asked for testing as well: swabs or urine for chlamydia and gonorrhoea and blood for HIV and
        // syphilis go to the laboratory (BASHH); the pill alone needs nothing, nor testing declined.
        when: allOf(
          says(
            'sti (screen*|test*|check*)',
            'std (screen*|test*|check*)',
            'sexual health (screen*|test*|check*)',
            'hiv test*',
            '(test*|screen*|check*) for (infections?|stis?|stds?|everything|chlamydia|hiv)',
            '(tested|screened|checked) for (infections?|stis?|stds?|everything|chlamydia|hiv)',
            '(wants|would like|asking for|requests?|and) (infection |sti |std )?(testing|screening)',
            '(i )?need (checking|testing|a check up)',
          ),
          none(
            saysBeforeNegation(
              '(declin|refus)\\w* (an? |the |any )?(sti |std |sexual health |hiv |infection )?(screen|test|check|swab)\\w*',
              '(screen|test|check|swab)\\w* (\\w+ ){0,3}(declined|refused)',
            ),
          ),
        ),
        add: [need('labs', 'chlamydia and gonorrhoea NAAT, HIV and syphilis serology')],
      },
    ],
    minor: true,
    guideline: 'FSRH 2017 Emergency contraception [updated 2023]; CDC 2016 US MEC',
    differential: [
      { condition: 'Risk of pregnancy', why: 'Unprotected intercourse or missed contraception' },
    ],
    workup: ['Urine pregnancy test; timing of intercourse and cycle'],
    immediateActions: ['Oral levonorgestrel or ulipristal; offer STI testing'],
  },
  {
    id: 'iud-problem',
    name: 'IUD problem',
    group: 'obstetrics-gynecology',
    terms: [
      'iud',
      'iucd',
      'ius',
      'intrauterine (device|system|contraceptive)',
      'mirena',
      'copper (coil|iud)',
      'contraceptive coil',
      '(coil|iud) (strings|threads) (missing|lost|not felt)',
      '(missing|lost) (coil |iud )?(strings|threads)',
      'coil (problem|fell out|came out|expelled|pain|displaced|missing|removal)',
    ],
    complaintFieldTerms: ['coil'],
    requires: notMale,
    resources: [need('advancedImaging', 'pelvic ultrasound to locate the device')],
    adjustments: [
      {
        when: anyOf(fever, says('pain*', 'cramp*', 'discharge', 'bleeding')),
        add: [need('labs', 'swabs, blood count and pregnancy test')],
      },
      {
        when: allOf(
          says('remov*', 'take (it )?out', 'wants (it )?out', 'strings (are )?(visible|felt|long)'),
          none(says('pain*', 'fever', 'missing', 'lost', 'bleeding')),
        ),
        remove: ['advancedImaging'],
        why: 'strings visible and no symptoms: removal or referral, no scan',
      },
      {
        // FSRH: threads not felt, with no pain, bleeding, fever or pregnancy, need a pregnancy test,
        // interim contraception and a scan. Where that scan is already booked or arranged elsewhere,
        // the department does not do it; otherwise the department's ultrasound finds the device.
        when: allOf(
          says(
            '(strings|threads) (\\w+ ){0,3}(missing|lost|not felt)',
            '(missing|lost) (coil |iud )?(strings|threads)',
            "(can't|cannot|could not|couldn't|unable to) feel (the |my |her |its )?(coil |iud )?(strings|threads)",
          ),
          none(anyOf(fever, says('pain*', 'cramp*', 'bleeding', 'discharge'))),
          painAndPregnancyExcluded,
          says(
            '(scan|ultrasound) (is |has been |was |already )?(booked|arranged|requested by (her|the) (gp|surgery|practice))',
            '(booked|arranged|has) (an |a )?(outpatient |routine )?(scan|ultrasound)',
            'outpatient (scan|ultrasound)',
            'referred (her )?for (a |an )?(outpatient )?(scan|ultrasound)',
          ),
          none(says('unable to (arrange|get|book)', "(can't|cannot|won't|will not) (arrange|get|book)")),
        ),
        remove: ['advancedImaging'],
        why: 'threads not felt with no pain, bleeding, fever or pregnancy: interim contraception and a booked scan',
      },
    ],
    guideline: 'FSRH 2023 Intrauterine contraception',
    differential: [
      { condition: 'Expulsion or malposition', why: 'Missing strings, pain, bleeding' },
      {
        condition: 'Perforation, pelvic infection, ectopic pregnancy',
        why: 'Pain, fever or a positive pregnancy test',
      },
    ],
    workup: ['Pregnancy test; speculum for strings', 'Pelvic ultrasound if strings are missing'],
    immediateActions: ['Pregnancy test; advise extra contraception until the device is located'],
  },
  {
    id: 'breastfeeding-problem',
    name: 'Breast-feeding problems',
    group: 'obstetrics-gynecology',
    terms: [
      'breast ?feeding (problems?|difficult*|issues?|pain|concerns?)',
      'breastfeeding (problems?|difficult*|issues?|pain|concerns?)',
      '(difficulty|problems?|trouble|pain) (with )?breast ?feeding',
      '(cracked|sore|bleeding|painful|blistered) nipples?',
      'nipple (pain|soreness|cracks?|thrush|damage|blister|bleb)',
      'blocked (milk )?ducts?',
      'clogged (milk )?ducts?',
      'milk (blister|bleb)',
      '(low|poor|reduced) milk (supply|production)',
      'not enough milk',
      'lactation (problem|issue|concern)s?',
      "baby (not latching|will not latch|won't latch|unable to latch)",
      'latch(ing)? (problem|difficult*|issue)s?',
    ],
    requires: notMale,
    resources: [],
    minor: true,
    guideline: 'ABM Clinical Protocol #36 [2022] The mastitis spectrum; NICE NG194 Postnatal care',
    differential: [
      { condition: 'Poor latch, nipple trauma or thrush, blocked duct', why: 'Painful or difficult feeding' },
      { condition: 'Mastitis or breast abscess', why: 'A red, hot, tender area with fever' },
    ],
    workup: ['Observe a feed; examine the breasts for a hot tender area or abscess'],
    immediateActions: ['Breastfeeding support; continue feeding or expressing'],
  },
];

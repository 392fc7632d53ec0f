import { abdominalPain, headache, knownIntrauterinePregnancy } from './common-phrases';
import {
  ageYears,
  allOf,
  anyOf,
  hypotension,
  none,
  notMale,
  notBeyondFirstTrimester,
  possiblyPregnant,
  postpartum,
  pregnant,
  says,
  tachycardia,
  vital,
  type Matcher,
} from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

const hypertensive = vital(
  (v) => `BP ${v.systolic}/${v.diastolic ?? '?'}`,
  (v) => (v.systolic ?? 0) >= 140 || (v.diastolic ?? 0) >= 90,
);
const severeHypertension = vital(
  (v) => `BP ${v.systolic}/${v.diastolic ?? '?'}`,
  (v) => (v.systolic ?? 0) >= 160 || (v.diastolic ?? 0) >= 110,
);
/** "Early pregnancy" or "first trimester" without weeks still says the gestation is under 20 weeks. */
const EARLY_PREGNANCY = /\b(?:early pregnancy|first trimester|1st trimester|early pregnant)\b/;
const laterPregnancy: Matcher = (facts) =>
  facts.pregnancy.pregnant &&
  (facts.pregnancy.gestationWeeks === undefined
    ? !EARLY_PREGNANCY.test(facts.presenting.affirmed)
    : facts.pregnancy.gestationWeeks >= 20)
    ? ['pregnant, 20 weeks or more or gestation unknown']
    : null;
const vaginalBleeding = says(
  'vaginal bleeding',
  'bleeding (from|per) (the )?vagina',
  'spotting',
  'bleeding in pregnancy',
  'heavy (vaginal )?bleeding',
  'passing clots',
);

/** Pre-eclampsia belongs to the second half of pregnancy and the weeks after birth. */
const lateInPregnancyOrAfter: Matcher = (facts) =>
  facts.pregnancy.postpartum || (facts.pregnancy.gestationWeeks ?? 0) >= 20
    ? ['after 20 weeks or postpartum']
    : null;

/**
 * Light bleeding with mild central, period-like cramping in a well woman is a threatened miscarriage,
 * assessed with an hCG and a scan (ESI 3); one-sided or severe pain, fainting, dizziness or shock make an
 * ectopic pregnancy the concern (RCOG Green-top 21).
 */
const mildMidlineCramping = allOf(
  says(
    'mild (\\w+ )?(cramp*|period[- ]like|discomfort)',
    '(central|midline|lower) cramp*',
    // "Crampy central lower abdominal pain 4/10".
    'cramp(y|ing) (central|midline)',
    'period[- ]like',
  ),
  none(says('one[- ]sided', '(left|right)[- ]sided', '(left|right) (lower|iliac)', 'severe', 'sharp')),
);

export const obstetricGynecologicRedFlags: RedFlagDefinition[] = [
  {
    id: 'trauma-in-pregnancy',
    name: 'Trauma in pregnancy',
    system: 'obstetric-gynecologic',
    esiFloor: 2,
    guideline: 'ACOG Committee Opinion 518 / RCOG: trauma in pregnancy; ATLS 10th ed',
    matches: allOf(
      pregnant,
      anyOf(
        // From 20 weeks (or at a gestation not given) the uterus is out of the pelvis: any crash or
        // assault puts the placenta at risk and needs fetal monitoring.
        allOf(
          laterPregnancy,
          says(
            'car crash',
            'car accident',
            '(motor )?vehicle (collision|crash|accident)',
            'mvc',
            'rta',
            'road traffic (collision|accident)',
            'seat ?belt',
            'assault*',
          ),
        ),
        // A fall from 20 weeks with an abruption's signs: tightenings, pain, a hard bump, bleeding, a baby
        // moving less.
        allOf(
          laterPregnancy,
          says('fell', 'fall*', 'slipped', 'tripped', 'went down', 'came down'),
          says(
            'tightening*',
            'contraction*',
            '(abdominal|tummy|stomach|belly|bump) pain',
            'pain (in|over) (the |her |my )?(abdomen|tummy|stomach|belly|bump)',
            '(bump|uterus|womb|tummy|abdomen) (feels |is |went |has gone )?(hard|tense|rigid|tender)',
            'vaginal bleeding',
            'bleeding',
            'reduced fetal movements',
            'baby (is )?(moving less|not moving as much)',
            "(baby|he|she) (isn't|is not|hasn't been|has not been|not) (kicking|moving)( as much)?",
          ),
        ),
        // A blow to the abdomen itself, at any gestation.
        says(
          'kicked',
          'punched',
          '(hit|struck|blow|trauma|kick|punch) (to|in|on) (the |her |my )?(abdomen|belly|stomach|bump|tummy)',
          'abdominal (trauma|injury)',
          'fell (onto|on) (her |my )?(abdomen|belly|stomach|bump|tummy)',
          'seat ?belt (mark|bruis\\w*|sign|abrasion)',
        ),
      ),
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'shock in pregnancy' }],
    immediateActions: [
      'Left lateral tilt or manual uterine displacement beyond 20 weeks; primary survey first',
      'Fetal heart rate and at least 4 hours of cardiotocography beyond 20-24 weeks; anti-D if Rh negative',
    ],
    workup: ['Kleihauer test, blood group, full blood count, coagulation', 'Obstetric ultrasound'],
    differential: [
      { condition: 'Placental abruption', why: 'Abdominal trauma in pregnancy, even minor' },
      { condition: 'Uterine rupture, fetomaternal hemorrhage', why: 'Blunt force to the pregnant abdomen' },
    ],
  },
  {
    id: 'ectopic-pregnancy',
    name: 'Ectopic pregnancy',
    system: 'obstetric-gynecologic',
    esiFloor: 2,
    guideline: 'NICE NG126 Ectopic pregnancy and miscarriage; RCOG Green-top 21',
    matches: allOf(
      notMale,
      ageYears(10, 55),
      possiblyPregnant,
      notBeyondFirstTrimester,
      // A scan that has already shown the pregnancy in the uterus makes an ectopic very unlikely.
      none(knownIntrauterinePregnancy),
      anyOf(
        allOf(abdominalPain, none(mildMidlineCramping)),
        says(
          'shoulder[- ]tip pain',
          // Blood under the diaphragm, in a patient's words: "pain in the tip of her right shoulder".
          'pain (in|at) the tip of (the|her|my|his) (left |right )?shoulder',
          'syncope',
          'faint*',
          'passed out',
          'collaps*',
        ),
        allOf(anyOf(abdominalPain, vaginalBleeding), says('dizz*', 'light[- ]?headed*')),
        allOf(vaginalBleeding, anyOf(tachycardia, hypotension)),
      ),
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'hypotension: suspected rupture' }],
    immediateActions: [
      'Urine or serum pregnancy test now',
      'Two large-bore IV cannulas, group and cross-match',
      'Urgent gynecology review',
    ],
    workup: ['Quantitative beta-hCG, full blood count, blood group and Rh', 'Transvaginal ultrasound'],
    differential: [
      { condition: 'Ectopic pregnancy', why: 'Possible pregnancy with abdominal pain or bleeding' },
      {
        condition: 'Miscarriage, ovarian cyst rupture or torsion',
        why: 'Other early-pregnancy or adnexal causes',
      },
    ],
  },
  {
    id: 'pre-eclampsia',
    name: 'Pre-eclampsia / eclampsia',
    system: 'obstetric-gynecologic',
    esiFloor: 2,
    guideline: 'ACOG Practice Bulletin 222; NICE NG133 Hypertension in pregnancy',
    matches: allOf(
      anyOf(pregnant, postpartum),
      anyOf(
        hypertensive,
        says(
          'pre-?eclampsia',
          'high blood pressure',
          'hypertension',
          'blood pressure (was |is )?(a bit )?high',
        ),
        allOf(
          lateInPregnancyOrAfter,
          says(
            'seizure*',
            'fitting',
            'convuls*',
            'flashing lights',
            'seeing (spots|stars|sparkles)',
            'sparkles',
            'puffy (face|hands|feet)',
            '(face|hands) (very |really )?(puffy|swollen)',
          ),
        ),
      ),
      anyOf(
        headache,
        severeHypertension,
        says(
          'visual (disturbance|changes)',
          'blurred vision',
          'flashing lights',
          'seeing (spots|stars|sparkles)',
          'sparkles',
          'puffy (face|hands)',
          '(face|hands) (very |really )?(puffy|swollen)',
          'epigastric pain',
          'right upper quadrant pain',
          '(face|facial|hands?) swelling',
          'swelling of (the )?(face|hands)',
          'confus*',
          'seizure*',
          'proteinuria',
          'shortness of breath',
        ),
      ),
    ),
    escalations: [
      // Eclampsia is the fit; "pre-eclampsia" holds the word without being it.
      {
        when: says('seizure*', 'fitting', 'convuls*', /(?<!pre[\s-]?)eclampsia/),
        esiFloor: 1,
        reason: 'eclampsia',
      },
    ],
    immediateActions: [
      'Treat BP ≥ 160/110 within 30–60 minutes [labetalol, nifedipine or hydralazine]',
      'Magnesium sulfate for severe features or seizure',
      'Urgent obstetric review; fetal monitoring',
    ],
    workup: [
      'Urine protein:creatinine ratio, full blood count, liver enzymes, creatinine [HELLP]',
      'sFlt-1/PlGF if available',
    ],
    differential: [
      {
        condition: 'Pre-eclampsia with severe features or HELLP',
        why: 'Hypertension in pregnancy or postpartum with headache, visual or epigastric symptoms',
      },
    ],
  },
  {
    id: 'antepartum-hemorrhage',
    name: 'Antepartum hemorrhage / placental abruption',
    system: 'obstetric-gynecologic',
    esiFloor: 2,
    guideline: 'RCOG Green-top 63 Antepartum haemorrhage',
    matches: allOf(
      laterPregnancy,
      anyOf(
        vaginalBleeding,
        // Late in pregnancy, bleeding said without its place is from the vagina unless another is named.
        allOf(
          says(
            '(started|starting|began|begun|sudden|suddenly|fresh|heavy) (\\w+ )?bleeding',
            'bleeding (bright )?red',
            'bright red (blood|bleeding)',
            '(soaked|soaking|bled) (through )?(a |my |her |the |two |three )?(pad|pads|sanitary towel|underwear|knickers|jeans|trousers)',
            'blood (on|in) (the |my |her )?(pad|underwear|knickers|sheets)',
          ),
          none(
            says(
              'nose*',
              'gums?',
              'rect*',
              'bottom',
              'back passage',
              'stool*',
              'poo*',
              'piles',
              'ha?emorrhoid*',
              'cut',
              'wound',
              'urine',
              'wee',
              'vomit*',
              'cough*',
            ),
          ),
        ),
        says(
          'rigid uterus',
          'hard (abdomen|uterus)',
          'constant abdominal pain',
          'reduced fetal movements',
          'trauma',
          'motor vehicle collision',
          'fall',
          'assault*',
        ),
      ),
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'maternal shock' }],
    immediateActions: [
      'Left lateral tilt, IV access x2, cross-match; anti-D if Rh negative',
      'Urgent obstetric review and continuous fetal monitoring',
    ],
    workup: ['Full blood count, coagulation, Kleihauer', 'Ultrasound for placental site; CTG'],
    differential: [
      {
        condition: 'Placental abruption or placenta previa',
        why: 'Bleeding or pain in the second half of pregnancy',
      },
    ],
  },
  {
    id: 'postpartum-hemorrhage',
    name: 'Postpartum hemorrhage',
    system: 'obstetric-gynecologic',
    esiFloor: 2,
    guideline: 'RCOG Green-top 52 Postpartum haemorrhage',
    matches: allOf(
      postpartum,
      says('heavy bleeding', 'bleeding', 'soaking', 'clots', 'hemorrhage'),
      // "Her bleeding has settled to light lochia": the normal loss after a birth, not a haemorrhage.
      none(
        says(
          '(bleeding|lochia|loss) (has |is )?(now )?(settled|settling|eased|easing|stopped|tailing off|light|minimal|normal)',
          '(light|normal|settled|minimal) (lochia|loss)',
        ),
      ),
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'hemorrhagic shock' }],
    immediateActions: [
      'Call for help; IV access x2, cross-match',
      'Uterine massage, oxytocin, tranexamic acid',
    ],
    workup: ['Full blood count, coagulation, fibrinogen'],
    differential: [
      {
        condition: 'Uterine atony, retained products, trauma, coagulopathy',
        why: 'Bleeding after birth [4 Ts]',
      },
    ],
  },
  {
    // The cord below the presenting part: minutes of fetal hypoxia unless the part is lifted off it now.
    id: 'cord-prolapse',
    name: 'Umbilical cord prolapse',
    system: 'obstetric-gynecologic',
    esiFloor: 1,
    guideline: 'RCOG Green-top 50 Umbilical cord prolapse',
    matches: allOf(
      notMale,
      pregnant,
      says(
        'cord prolapse*',
        'prolapsed (umbilical )?cord',
        'umbilical cord (is |was |has )?(visible|prolapsed|out|hanging|coming out|presenting)',
        'cord (is |was |has )?(visible|prolapsed|hanging|coming out|come out|presenting) (at|from|out of|in) (the )?(vagina|introitus|vulva)',
        // In her own words: "something hanging out, I think it's the cord", "a rope thing coming out, pulsing".
        /\b(?:something|a (?:\w+ )?(?:rope|cord|tube)(?: thing| like thing)?)[^.;]{0,30}?\b(?:coming|hanging|sticking|poking) out\b[^.;]{0,80}?\b(?:puls\w*|(?:the|a) cord)\b/,
      ),
    ),
    immediateActions: [
      'Call for help now; lift the presenting part off the cord (manual elevation or bladder filling)',
      'Knee-chest or exaggerated Sims position; minimal handling of the cord; category 1 delivery',
    ],
    workup: ['Continuous fetal heart monitoring'],
    differential: [
      {
        condition: 'Cord presentation, prolapsed fetal limb',
        why: 'Something felt or seen at the introitus',
      },
    ],
  },
  {
    id: 'ovarian-torsion',
    name: 'Ovarian torsion',
    system: 'obstetric-gynecologic',
    esiFloor: 2,
    guideline: 'ACOG Committee Opinion 783 Adnexal torsion; RCOG',
    matches: allOf(
      notMale,
      anyOf(
        says('ovarian torsion', 'adnexal torsion'),
        allOf(
          says(
            'sudden (onset )?(severe )?((left|right) )?(lower abdominal|pelvic|iliac fossa|groin|lower quadrant) pain',
            'sudden (onset )?(severe )?pain in (the )?(left|right) (lower|iliac)',
          ),
          anyOf(says('vomiting', 'nausea', 'ovarian cyst', 'intermittent'), ageYears(0, 50)),
        ),
      ),
    ),
    immediateActions: ['Analgesia, nil by mouth; urgent gynecology review [do not wait for Doppler flow]'],
    workup: ['Pregnancy test', 'Pelvic ultrasound with Doppler'],
    differential: [
      { condition: 'Ovarian torsion', why: 'Sudden unilateral pelvic pain, often with vomiting' },
      { condition: 'Ectopic pregnancy, ruptured cyst, appendicitis', why: 'Mimics' },
    ],
  },
];

import { abdominalPain, bowelStillPassingWind, circulationAtRisk, vomiting } from './common-phrases';
import {
  ageYears,
  allOf,
  anyOf,
  atLeast,
  fever,
  historyOf,
  hypotension,
  none,
  says,
  tachycardia,
  takes,
} from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

const minorOutletBleeding = says(
  'streak*',
  '(on|when wiping with) (the )?(toilet )?(paper|tissue)',
  'when wiping',
  'few drops',
  'small amount* of (bright )?(red )?blood',
);

/** Guarding or rebound said of one place: "tender RIF with guarding", "guarding at McBurney's point". */
const ONE_QUADRANT =
  "(?:rif|right iliac fossa|right lower (?:quadrant|abdomen)|rlq|mcburney\\w*(?:'s)?(?: point)?|left iliac fossa|lif|left lower quadrant|llq|ruq|right upper quadrant|suprapubic)";
const localisedPeritonism = says(
  new RegExp(
    `\\b${ONE_QUADRANT}\\b[^.;]{0,25}\\b(?:guarding|rebound|peritonism)\\b|\\b(?:guarding|rebound|peritonism)\\b[^.;]{0,25}\\b${ONE_QUADRANT}`,
  ),
);

/** "Vomited blood", "vomiting up fresh blood", "vomited a cupful of fresh blood". */
const BLOOD_VOMITED =
  /\bvomit\w*(?: up)?(?: (?:a|an|some|about a|half a))?(?: \w+ of)?(?: (?:bright red|fresh|dark|red))? blood\b/;

/** The appendix taken out, in the narrative or the history. */
const appendixRemoved = anyOf(
  says('appendic?ectomy', 'appendectomy', '(appendix|appendice) (out|removed|taken out)'),
  historyOf('appendic?ectomy', 'appendectomy', '(appendix|appendice) (out|removed|taken out)'),
);

export const gastrointestinalRedFlags: RedFlagDefinition[] = [
  {
    id: 'upper-gi-bleed',
    name: 'Upper gastrointestinal bleed',
    system: 'gastrointestinal',
    // A bleed is a high-risk situation when the circulation is at risk (ESI v4: bleeding with syncope,
    // dizziness or anticoagulants); melaena in a well patient with normal vital signs is worked up at ESI 3.
    esiFloor: 3,
    guideline: 'NICE CG141 Acute upper gastrointestinal bleeding; Glasgow-Blatchford score',
    matches: says(
      BLOOD_VOMITED,
      'hematemesis',
      'coffee[- ]ground*',
      'black (tarry |sticky )?(stool*|poo*)',
      'tarry stool*',
      'melena',
      'blood in (the |her |his )?vomit',
      'upper gastrointestinal bleeding',
      'gastrointestinal bleeding',
    ),
    escalations: [
      { when: hypotension, esiFloor: 1, reason: 'hemorrhagic shock' },
      {
        when: anyOf(
          tachycardia,
          circulationAtRisk,
          takes('anticoagulant', 'antiplatelet'),
          historyOf(
            'cirrhosis',
            'varices',
            'liver disease',
            'alcohol (excess|misuse|dependence|abuse)',
            'alcoholic',
          ),
          ageYears(65),
          // Blood vomited, not a streak in the vomit after retching.
          allOf(
            says(BLOOD_VOMITED, 'hematemesis', 'blood in (the |her |his )?vomit'),
            none(says('streak*', 'fleck*', 'speck*', 'tinged', 'small amount*', 'few (drops|spots)')),
          ),
        ),
        esiFloor: 2,
        reason:
          'haemodynamic risk: blood vomited, a faint or dizziness, tachycardia, anticoagulation, liver disease or age',
      },
    ],
    immediateActions: [
      'Two large-bore IV cannulas; group and cross-match',
      'Resuscitate; transfuse if Hb < 7 g/dL [< 8 with cardiovascular disease] or massive bleeding',
      'Hold anticoagulants and antiplatelets; reverse warfarin with PCC and vitamin K if actively bleeding',
      'Calculate the Glasgow-Blatchford score',
    ],
    workup: [
      'Full blood count, urea/BUN, creatinine, coagulation/INR, liver function, cross-match',
      'Endoscopy within 24 hours [immediately after resuscitation if unstable]',
    ],
    differential: [
      {
        condition: 'Upper gastrointestinal bleed: peptic ulcer, varices, Mallory-Weiss tear',
        why: 'Hematemesis or melena',
      },
      {
        condition: 'Variceal bleeding',
        why: 'Consider with liver disease or alcohol use: terlipressin and antibiotics',
      },
    ],
  },
  {
    id: 'lower-gi-bleed',
    name: 'Lower gastrointestinal bleed',
    system: 'gastrointestinal',
    esiFloor: 3,
    guideline: 'BSG 2019 Acute lower gastrointestinal bleeding; Oakland score',
    // A few streaks on the paper with a painful motion is a fissure or piles: not a bleed, unless the
    // vitals or an anticoagulant say otherwise.
    matches: allOf(
      says(
        'bright red blood per rectum',
        'rectal bleeding',
        'blood in (the |her |his )?(stool*|poo*)',
        'passing blood',
        'bloody (stool*|diarrhea)',
        'lower gastrointestinal bleeding',
      ),
      anyOf(none(minorOutletBleeding), tachycardia, hypotension, takes('anticoagulant')),
    ),
    escalations: [
      { when: hypotension, esiFloor: 1, reason: 'hemorrhagic shock' },
      {
        when: anyOf(tachycardia, takes('anticoagulant'), says('large amount*', 'heavy', 'clots')),
        esiFloor: 2,
        reason: 'tachycardia, heavy bleeding or anticoagulation',
      },
    ],
    immediateActions: ['IV access, group and save; hold anticoagulants if bleeding is significant'],
    workup: ['Full blood count, coagulation, urea, cross-match', 'Oakland score to decide admission'],
    differential: [
      { condition: 'Diverticular bleed, colitis, hemorrhoids, upper GI source', why: 'Rectal blood loss' },
    ],
  },
  {
    id: 'acute-abdomen-perforation',
    name: 'Acute abdomen / perforated viscus',
    system: 'gastrointestinal',
    esiFloor: 2,
    guideline: 'WSES 2019 Perforated peptic ulcer; ESI v4 Implementation Handbook',
    matches: allOf(
      abdominalPain,
      anyOf(
        // Guarding or rebound over one quadrant (the right iliac fossa of an appendicitis) is local
        // peritonism, worked up at decision point C; spread, or with a rigid belly, it is this.
        allOf(says('guarding', 'peritonism', 'rebound'), none(localisedPeritonism)),
        says(
          'rigid',
          'board[- ]like',
          'peritonitis',
          'perforat*',
          'pain on (any )?movement',
          // Not the pain scored at rest: "he rates it 5/10 lying still".
          /(?<!\b\d{1,2} ?(?:\/|out of) ?10,? (?:when |while )?)\blying (?:very )?still\b/,
          'sudden (onset )?severe abdominal pain',
          'severe abdominal pain',
          'worst (abdominal )?pain',
        ),
        hypotension,
      ),
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'shock' }],
    immediateActions: ['Nil by mouth, IV access, analgesia, IV fluids', 'Urgent surgical review'],
    workup: [
      'Erect chest X-ray or CT abdomen/pelvis',
      'Lactate, lipase, full blood count, electrolytes, liver function, pregnancy test when relevant',
    ],
    differential: [
      { condition: 'Perforated viscus or peritonitis', why: 'Severe pain with peritonism' },
      {
        condition: 'Mesenteric ischemia, ruptured AAA, ectopic pregnancy',
        why: 'Dangerous causes of severe abdominal pain',
      },
    ],
  },
  {
    id: 'bowel-obstruction',
    name: 'Bowel obstruction',
    system: 'gastrointestinal',
    esiFloor: 3,
    guideline: 'WSES 2017 Adhesive small bowel obstruction [Bologna guidelines]',
    matches: allOf(
      atLeast(
        2,
        vomiting,
        says('distended', 'distension', 'bloated'),
        says('obstipation', 'constipat*'),
        says('colicky (abdominal )?pain', 'cramping'),
        historyOf('abdominal surgery', 'hernia', 'adhesions', 'laparotomy'),
      ),
      // Wind still passing, without vomiting: constipation, not an obstruction.
      none(bowelStillPassingWind),
    ),
    escalations: [
      {
        when: anyOf(says('bilious', 'green vomit*', 'feculent'), tachycardia, hypotension),
        esiFloor: 2,
        reason: 'bilious/feculent vomiting or abnormal vitals',
      },
    ],
    immediateActions: ['Nil by mouth, IV fluids, nasogastric tube if vomiting', 'Surgical review'],
    workup: ['CT abdomen/pelvis with contrast', 'Electrolytes, lactate, full blood count'],
    differential: [
      {
        condition: 'Small or large bowel obstruction, volvulus, incarcerated hernia',
        why: 'Vomiting, distension and absolute constipation',
      },
    ],
  },
  {
    id: 'appendicitis',
    name: 'Appendicitis',
    system: 'gastrointestinal',
    esiFloor: 3,
    guideline: 'WSES 2020 Jerusalem guidelines for acute appendicitis; Alvarado score',
    // An appendix already taken out ("appendicectomy for appendicitis twelve days ago") is not inflamed
    // again: the pain after it is the operation's (a collection, a wound), read as a post-operative problem.
    matches: allOf(
      none(appendixRemoved),
      anyOf(
        says(
          'appendicitis',
          'mcburney*',
          'right iliac fossa',
          'right lower (quadrant|abdomen|abdominal)',
          'pain (moved|migrat*|shift*) to the right',
        ),
        allOf(
          says('periumbilical', 'around the (navel|belly button|umbilicus)'),
          says('moved', 'migrat*', 'shift*'),
        ),
      ),
    ),
    immediateActions: ['Nil by mouth, analgesia, IV fluids if vomiting'],
    workup: [
      'Full blood count, CRP, urinalysis, pregnancy test in women',
      'Ultrasound [children, pregnancy] or CT abdomen',
      'Alvarado or AIR score',
      'Surgical review',
    ],
    differential: [
      { condition: 'Acute appendicitis', why: 'Right lower quadrant pain, migration from the umbilicus' },
      {
        condition: 'Ectopic pregnancy, ovarian torsion, pelvic inflammatory disease',
        why: 'Mimics in women',
      },
      { condition: 'Mesenteric adenitis, renal colic, terminal ileitis', why: 'Other right-sided causes' },
    ],
  },
  {
    // A laparotomy wound that opens to the fascia lets the bowel out: cover it, nil by mouth and the
    // surgeons now. A skin edge gaping over a healed layer is a wound review, not this.
    id: 'abdominal-wound-evisceration',
    name: 'Abdominal wound dehiscence with evisceration',
    system: 'gastrointestinal',
    esiFloor: 2,
    guideline: 'WUWHS 2018 Surgical Wound Dehiscence consensus; RCS England emergency general surgery',
    matches: says(
      'eviscerat*',
      'burst abdomen',
      '(abdominal |laparotomy |midline )?(wound |fascial )dehiscence with (bowel|evisceration|omentum)',
      'fascial dehiscence',
      /\b(?:bowel|intestines?|guts|omentum)\b[^.;]{0,30}?\b(?:seen|visible|showing|poking|protruding|coming|hanging|sticking|bulging)\b[^.;]{0,20}?\b(?:through|from|out of|in)\b[^.;]{0,20}?\bwound\b/,
      /\bwound\b[^.;]{0,40}?\b(?:bowel|intestines?|guts|omentum) (?:is |are )?(?:seen|visible|showing|poking|protruding|coming out|hanging out|sticking out)\b/,
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'shock with the bowel exposed' }],
    immediateActions: [
      'Cover the bowel with warm saline-soaked sterile dressings; lie flat with knees bent; nil by mouth',
      'IV access, analgesia, antibiotics; surgical team now for return to theatre',
    ],
    workup: ['Blood count, electrolytes, group and save, clotting'],
    differential: [
      {
        condition: 'Full-thickness abdominal wound dehiscence',
        why: 'Bowel or omentum seen through an opened laparotomy wound, often after a cough and a gush of pink fluid',
      },
    ],
    disposition: 'Theatre for closure; surgical admission',
  },
  {
    id: 'mesenteric-ischemia',
    name: 'Acute mesenteric ischemia',
    system: 'gastrointestinal',
    esiFloor: 2,
    guideline: 'ESVS 2017 Diseases of the Mesenteric Arteries and Veins',
    matches: allOf(
      ageYears(50),
      abdominalPain,
      anyOf(
        says('pain out of proportion'),
        allOf(
          says('severe', 'sudden'),
          historyOf('atrial fibrillation', 'peripheral vascular disease', 'vascular disease'),
        ),
      ),
    ),
    immediateActions: ['IV access, fluids, analgesia; urgent surgical and vascular review'],
    workup: ['Lactate, CT angiography'],
    differential: [
      {
        condition: 'Acute mesenteric ischemia',
        why: 'Severe pain out of proportion to examination, often with atrial fibrillation',
      },
    ],
  },
  {
    id: 'cholangitis',
    name: 'Acute cholangitis',
    system: 'gastrointestinal',
    esiFloor: 2,
    guideline: 'Tokyo Guidelines 2018',
    matches: allOf(
      fever,
      says('jaundice*', 'yellow (skin|eyes)', 'right upper quadrant'),
      says('jaundice*', 'yellow (skin|eyes)'),
    ),
    immediateActions: ['Blood cultures and IV antibiotics', 'IV fluids; urgent biliary drainage if severe'],
    workup: [
      'Liver function, full blood count, lipase, lactate, blood cultures',
      'Ultrasound of the biliary tree',
    ],
    differential: [
      {
        condition: 'Ascending cholangitis',
        why: 'Fever with jaundice and right upper quadrant pain [Charcot triad]',
      },
    ],
  },
  {
    id: 'biliary-pancreatic',
    name: 'Cholecystitis or pancreatitis',
    system: 'gastrointestinal',
    esiFloor: 3,
    guideline: 'Tokyo Guidelines 2018; ACG 2024 Acute Pancreatitis',
    matches: anyOf(
      says(
        'right upper quadrant',
        'pancreatitis',
        'cholecystitis',
        'gallstone*',
        'biliary colic',
        'epigastric pain radiating to (the )?back',
        'murphy',
      ),
      allOf(says('epigastric'), says('radiating (through )?to (the )?back')),
    ),
    immediateActions: ['Analgesia, antiemetic, IV fluids'],
    workup: ['Lipase, liver function, full blood count, CRP', 'Right upper quadrant ultrasound'],
    differential: [
      { condition: 'Cholecystitis, biliary colic, pancreatitis', why: 'Upper abdominal pain pattern' },
      { condition: 'Inferior myocardial infarction', why: 'Epigastric pain can be cardiac' },
    ],
  },
];

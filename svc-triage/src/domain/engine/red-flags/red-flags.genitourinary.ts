import { ageYears, allOf, anyOf, fever, near, none, says, type Matcher } from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

const notFemale: Matcher = (facts) => (facts.sex !== 'female' ? [] : null);

export const genitourinaryRedFlags: RedFlagDefinition[] = [
  {
    id: 'testicular-torsion',
    name: 'Testicular torsion',
    system: 'genitourinary',
    esiFloor: 2,
    guideline: 'EAU 2024 Paediatric Urology Guidelines; TWIST score',
    matches: allOf(
      notFemale,
      none(says('painless')),
      // Gradual over days with a urinary infection or fever is epididymo-orchitis; after 30 it needs a sudden onset.
      none(
        allOf(
          says(
            'gradual*',
            'over (\\d+|two|three|several|a few) days',
            'for (\\d+|two|three|several|a few) days',
            'x ?\\d+ ?d',
          ),
          says(
            'dysuria',
            'burning (on|when|with) (urination|passing urine|peeing|weeing)',
            'discharge',
            'fever*',
            'urinary tract infection',
          ),
        ),
      ),
      anyOf(
        ageYears(0, 30),
        says('sudden*', 'woke (up )?with', 'abrupt*', 'acute onset', 'came on (all of a sudden|suddenly)'),
      ),
      anyOf(
        says(
          'testic* (pain|swelling)',
          'scrot* (pain|swelling)',
          'testis pain',
          'pain in (the |his )?(testicle|testis|scrotum|balls)',
          'swollen (testicle|testis|scrotum)',
          'torsion',
        ),
        near(/pain\w*|swell\w*|swollen|sore|hurt\w*|ach\w*|tender\w*/, /testic\w*|scrot\w*|testis|testes/, 4),
        // A boy's own words: "it started in his left ball and it hurts", "his private bit hurts".
        near(
          /pain\w*|hurt\w*|sore|ach\w*|swell\w*|swollen|agony/,
          /(?:(?:left|right) (?:ball|nut)s?|(?:his|my|the|both) (?:balls|nuts)|in (?:his|my) (?:ball|nut)|(?:his|my) privates|private (?:parts?|bits?|area))\b/,
          6,
        ),
      ),
    ),
    immediateActions: [
      'Immediate urology referral: surgical exploration within 6 hours of onset saves the testis',
      'Do not delay surgery for ultrasound; analgesia, nil by mouth',
    ],
    workup: ['Doppler ultrasound only if it does not delay exploration', 'Urinalysis'],
    differential: [
      {
        condition: 'Testicular torsion',
        why: 'Acute scrotal pain, especially sudden, with vomiting or a high-riding testis',
      },
      {
        condition: 'Torsion of the appendix testis, epididymo-orchitis, incarcerated hernia',
        why: 'Other acute scrotum causes',
      },
    ],
  },
  {
    id: 'obstructed-infected-kidney',
    name: 'Obstructed infected kidney',
    system: 'genitourinary',
    esiFloor: 2,
    guideline: 'EAU 2024 Urolithiasis Guidelines',
    // Fever with loin pain is pyelonephritis; with a stone, colic or a kidney that cannot drain it is an
    // obstructed infected kidney, which needs decompression.
    matches: allOf(
      says(
        'renal colic',
        'kidney stone*',
        'ureteric (stone|colic)',
        'colicky',
        'hydronephrosis',
        'obstruct*',
        'anuri*',
        'not passing urine',
        'solitary kidney',
        'ureteric stent',
        'nephrostomy',
      ),
      says('flank pain', 'loin pain', 'renal colic', 'kidney stone*', 'ureteric (stone|colic)', 'colicky'),
      fever,
    ),
    immediateActions: [
      'Blood cultures and IV antibiotics; urgent urology for decompression [stent or nephrostomy]',
    ],
    workup: ['CT KUB, urinalysis and culture, renal function, lactate'],
    differential: [{ condition: 'Infected obstructed kidney', why: 'Renal colic with fever' }],
  },
  {
    id: 'acute-urinary-retention',
    name: 'Acute urinary retention',
    system: 'genitourinary',
    esiFloor: 3,
    guideline: 'NICE CG97 Lower urinary tract symptoms in men; EAU',
    // "Hx urinary retention" in a man with a long-term catheter is why he has it, not a retention now; so
    // is "long-term IDC for urinary retention".
    matches: says(
      /(?<!\b(?:hx|history|h\/o|known|previous|prior|past|recurrent)[- ](?:of )?)(?<!\b(?:idc|catheter|foley|spc|ltc|catheterised|catheterized)(?: \w+){0,2} (?:for|because of|due to|after) )urinary retention/,
      'painful bladder',
      'distended bladder',
    ),
    immediateActions: ['Bladder scan and urinary catheter; check for neurological signs [cauda equina]'],
    workup: ['Renal function, urinalysis'],
    differential: [
      {
        condition: 'Prostatic obstruction, medication, constipation, neurological cause',
        why: 'Unable to pass urine',
      },
    ],
  },
];

import { shortnessOfBreath, stridorAtRest } from './common-phrases';
import { allOf, anyOf, historyOf, hypotension, hypoxia, says } from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

const skinOrMucosa = says(
  'hives',
  'urticaria',
  'welts',
  'rash',
  'itch*',
  'flush*',
  '(lip|lips|tongue|face|facial|eyelid) swelling',
  'swollen (lip|lips|tongue|face|eyes)',
  // "His face swelled up", "her lips puffed up": the swelling told as it happened.
  '(lip|lips|tongue|face|eyes|eyelids|mouth) (swelled|swelling|swollen|puffed|blew up|blown up)( up)?',
  'angioedema',
  'lip and tongue swelling',
  'throat (swelling|tightness|closing)',
);
const allergenExposure = anyOf(
  says(
    'peanut*',
    'nut*',
    'bee',
    'wasp',
    'sting*',
    'allerg*',
    'shellfish',
    'after eating',
    'ate',
    'antibiotic*',
    'penicillin',
    'new (medication|medicine|drug)',
    'contrast',
    'latex',
    'insect bite',
  ),
  historyOf('allerg*', 'anaphylaxis'),
);
const respiratoryOrCirculatory = anyOf(
  shortnessOfBreath,
  hypotension,
  hypoxia,
  says(
    'throat (swelling|tightness|closing)',
    'tongue swelling',
    'swollen tongue',
    stridorAtRest,
    'noisy breathing',
    'wheez*',
    'hoarse*',
    'feels faint',
    'faint',
    'dizz*',
    'collapse*',
    'syncope',
    // A child gone floppy in a reaction is in circulatory collapse (WAO 2020).
    'floppy',
    'vomiting',
    'abdominal (pain|cramps)',
  ),
);

export const allergyRedFlags: RedFlagDefinition[] = [
  {
    id: 'anaphylaxis',
    name: 'Anaphylaxis',
    system: 'allergy',
    esiFloor: 1,
    guideline: 'WAO 2020 Anaphylaxis Guidance; Resuscitation Council UK 2021',
    matches: anyOf(
      allOf(
        says('anaphylaxis', 'anaphylactic (reaction|shock)'),
        anyOf(skinOrMucosa, respiratoryOrCirculatory),
      ),
      allOf(skinOrMucosa, allergenExposure, respiratoryOrCirculatory),
      allOf(allergenExposure, hypotension),
    ),
    escalations: [
      {
        when: anyOf(
          hypotension,
          hypoxia,
          says(
            stridorAtRest,
            'throat (swelling|closing)',
            'tongue swelling',
            'lip and tongue swelling',
            'swollen tongue',
            'noisy breathing',
            'collapse*',
          ),
        ),
        esiFloor: 1,
        reason: 'airway, breathing or circulation compromised',
      },
    ],
    immediateActions: [
      'IM epinephrine [adrenaline] 0.5 mg [0.01 mg/kg in children] anterolateral thigh now; repeat after 5 minutes if no improvement',
      'Call for help; lie flat with legs raised [sit up if breathing is difficult]',
      'High-flow oxygen, IV access, IV crystalloid bolus 500–1000 mL [10 mL/kg in children] if hypotensive',
      'After epinephrine: nebulized bronchodilator for wheeze; antihistamine for skin symptoms only',
    ],
    workup: [
      'Mast cell tryptase at 1–2 hours and 24 hours',
      'Observe at least 6–12 hours after symptoms resolve',
    ],
    differential: [
      {
        condition: 'Anaphylaxis',
        why: 'Skin or mucosal signs with respiratory or circulatory involvement after an allergen',
      },
      { condition: 'Angioedema [ACE inhibitor or hereditary]', why: 'Swelling without urticaria' },
      { condition: 'Asthma, vasovagal reaction, panic', why: 'Mimics' },
    ],
    disposition: 'Resuscitation bay; observe at least 6–12 hours after resolution',
  },
];

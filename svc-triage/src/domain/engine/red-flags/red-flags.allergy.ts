import { shortnessOfBreath, stridorAtRest } from './common-phrases';
import { allOf, anyOf, fever, historyOf, hypotension, hypoxia, none, says } from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

/** A throat that swells or tightens, as the patient feels it. */
const THROAT_CLOSING = [
  'throat (swelling|tightness|closing)',
  'throat (felt|feels|feeling|is|was|went|going|getting) (tight|closed|closing|swollen)',
];

/** The voice of a swelling larynx in a witness's words: "her voice has gone all croaky". */
const hoarseVoice =
  /\bvoice (?:has |is |was )?(?:gone |going |went |sounds |sounding )?(?:all |very |really )?(?:croaky|hoarse|husky|squeaky|whistly|muffled|strange|funny)\b/;

const skinOrMucosa = anyOf(
  // A flush with a fever is the fever's ("looks flushed and unwell", 38.8), not an allergic one.
  allOf(says('flush*'), none(fever)),
  says(
    'hives',
    'urticaria',
    'welts',
    'rash',
    'itch*',
    '(lip|lips|tongue|face|facial|eyelid) swelling',
    'swollen (lip|lips|tongue|face|eyes)',
    // "His face swelled up", "her lips puffed up": the swelling told as it happened.
    '(lip|lips|tongue|face|eyes|eyelids|mouth) (swelled|swelling|swollen|puffed|blew up|blown up)( up)?',
    'angioedema',
    'lip and tongue swelling',
    'throat (swelling|tightness|closing)',
    // A reaction in a witness's words: "came out in red blotches all over", "her lips and eyes are massive".
    'blotch*',
    'came out in (a )?(rash|lumps|bumps|spots|welts)',
    /\b(?:lips?|eyes|eyelids|face|tongue)(?: and (?:lips?|eyes|eyelids|face|tongue))? (?:are|is|look|looks|went|have gone|has gone|gone|got) (?:all |really |so |very )?(?:massive|huge|enormous|puffy|puffed up|fat|swollen|blown up|swelling|puffing up|blowing up)\b/,
  ),
);
const allergenNamed = says(
  'peanut*',
  'nut*',
  'bee',
  'wasp',
  'sting*',
  'allerg*',
  'shellfish',
  // Foods that often cause it, named: "after prawns", "sesame in a bagel".
  'prawns?',
  'shrimps?',
  'crab',
  'lobster',
  'mussels',
  'sesame',
  'cashews?',
  'after eating',
  'after (a |the |his |her |my )?(meal|dinner|lunch|takeaway|curry)',
  'ate',
  'antibiotic*',
  'penicillin',
  'new (medication|medicine|drug)',
  'contrast',
  'latex',
  'insect bite',
  // A drug given by injection, infusion or vaccination, and a first dose of anything new.
  'injection',
  'injected',
  'infusion',
  'vaccin*',
  'immuni[sz]ation',
  'first dose',
  'new (tablets?|pills?|injections?|pen|treatment|biologic)',
);
const allergenExposure = anyOf(allergenNamed, historyOf('allerg*', 'anaphylaxis'));
const respiratoryOrCirculatory = anyOf(
  shortnessOfBreath,
  hypotension,
  hypoxia,
  says(
    ...THROAT_CLOSING,
    'tongue swelling',
    'swollen tongue',
    stridorAtRest,
    'noisy breathing',
    'breathing noisily',
    'wheez*',
    'hoarse*',
    hoarseVoice,
    'feels faint',
    'faint',
    // "I feel like I'm going to pass out": the circulation failing as the patient feels it.
    '(going|about) to (pass out|black out|collapse)',
    'dizz*',
    'collapse*',
    'syncope',
    // A child gone floppy in a reaction is in circulatory collapse (WAO 2020).
    'floppy',
    'vomiting',
    'abdominal (pain|cramps)',
  ),
);

/**
 * Swelling of the lips, tongue or throat, or hives, with the airway or breathing involved: anaphylaxis
 * by its signs (WAO 2020 criterion 1) whatever set it off, so no trigger need be named. Narrower than the
 * skin and the breathing read beside an allergen: a rash with a cough, or dizziness, is not enough alone.
 */
const mucosalSwellingOrHives = says(
  'hives',
  'urticaria',
  '(lip|lips|tongue|throat) swelling',
  'swollen (lip|lips|tongue|throat)',
  '(lip|lips|tongue|mouth) (swelled|swelling|swollen|puffed|blew up|blown up)( right)?( up)?',
  // Told as it happens: "my face and tongue are swelling up", "her eyes and lips are puffing up". Not the
  // floor of the mouth swollen under a dental infection (Ludwig's angina).
  /\b(?:(?:lips?|eyes|eyelids|face|tongue|mouth) and )?(?:lips?|tongue|throat)(?: and (?:lips?|eyes|eyelids|face|tongue|mouth))? (?:are|is) (?:all |really |so |very )?(?:swelling|swollen|puffing up|blowing up)\b/,
);
/** Angioedema known for what it is (hereditary, an ACE inhibitor's): not anaphylaxis, and adrenaline does not help it. */
const knownAngioedema = anyOf(says('angioedema', 'hereditary angio*'), historyOf('angioedema'));
const airwayOrBreathingInvolved = anyOf(
  shortnessOfBreath,
  hypoxia,
  says(stridorAtRest, 'wheez*', 'hoarse*', hoarseVoice, ...THROAT_CLOSING, 'noisy breathing'),
);

/** Anaphylaxis before: in the history field, or told of the past in the narrative ("Hx anaphylaxis to bee venom"). */
const previousAnaphylaxis = anyOf(
  historyOf('anaphyla*'),
  says(
    /\b(?:history|hx|h\/o|previous|prior|past|known|previously had|had an?) (?:of )?(?:an? )?anaphyla(?:xis|ctic)\b/,
  ),
);
/** A reaction beyond the bite or sting itself: hives, urticaria or swelling of the face, lips or tongue. */
const systemicSkinReaction = says(
  'generali[sz]ed (urticaria|hives|rash|itch*|reaction|swelling)',
  'urticaria',
  'hives',
  'welts',
  'widespread (rash|hives|urticaria|itch*)',
  '(rash|hives|itch*) all over',
  '(lip|lips|tongue|face|facial|eyelid) swelling',
  'swollen (lip|lips|tongue|face)',
  'angioedema',
);

/** Anaphylaxis now, as told or as its signs: skin or mucosa with the airway, breathing or circulation. */
export const anaphylaxisNow = anyOf(
  allOf(
    // Anaphylaxis now, not a history of it ("Hx anaphylaxis to penicillin", "previous anaphylaxis").
    says(
      /(?<!\b(?:history|hx|h\/o|previous|prior|past|known|previously had|had an?|allergy with) (?:of )?(?:an? )?)\banaphyla(?:xis|ctic (?:reaction|shock))\b/,
    ),
    anyOf(skinOrMucosa, respiratoryOrCirculatory),
  ),
  allOf(skinOrMucosa, allergenExposure, respiratoryOrCirculatory),
  allOf(mucosalSwellingOrHives, airwayOrBreathingInvolved, none(knownAngioedema)),
  // Hypotension after an exposure (WAO 2020 criterion 2) needs the exposure told: an allergy listed in
  // the history is not one, and a cancer patient in tamponade with "Allergy: penicillin" is not anaphylaxis.
  allOf(allergenNamed, hypotension),
);

/**
 * Adrenaline already given (the patient's own pen, a parent, the crew) and the reaction improving, with no
 * low pressure or saturation and nothing said to be worse or only partly better: still high risk (a second
 * phase, a second dose), but not a resuscitation now.
 */
const anaphylaxisTreatedAndImproving = allOf(
  says('epi ?pens?', 'adrenaline', 'epinephrine', 'auto-?injectors?', 'jext', 'emerade'),
  says(
    '(feels?|feeling|felt) (loads |much |a lot |a little |a bit |slightly )?better',
    'improv*',
    'settl*',
    'easier',
    'fading',
    'going down',
    'less swollen',
    'resolv*',
  ),
  none(
    says(
      'partial(ly)? (improv*|better|response)',
      'no (improvement|better)',
      'not (improving|better|settling)',
      'worse',
      'second (dose|pen)',
      'floppy',
      'collapse*',
    ),
  ),
  none(hypotension),
  none(hypoxia),
);

/** The airway, breathing or circulation compromised now: anaphylaxis at decision point A. */
const compromisedNow = {
  when: anyOf(
    hypotension,
    hypoxia,
    says(
      stridorAtRest,
      'throat (swelling|closing)',
      'tongue swelling',
      'lip and tongue swelling',
      'swollen tongue',
      '(tongue|throat) (swelled|swollen|puffed)( right)?( up)?',
      'noisy breathing',
      'breathing noisily',
      // Hoarseness is the airway swelling (Resuscitation Council UK 2021: airway problems).
      'hoarse*',
      hoarseVoice,
      'collapse*',
      // A child gone floppy is in circulatory collapse (WAO 2020).
      'floppy',
    ),
  ),
  esiFloor: 1 as const,
  reason: 'airway, breathing or circulation compromised',
};

export const allergyRedFlags: RedFlagDefinition[] = [
  {
    id: 'anaphylaxis',
    name: 'Anaphylaxis',
    system: 'allergy',
    esiFloor: 1,
    guideline: 'WAO 2020 Anaphylaxis Guidance; Resuscitation Council UK 2021',
    matches: allOf(anaphylaxisNow, none(anaphylaxisTreatedAndImproving)),
    escalations: [compromisedNow],
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
  {
    id: 'anaphylaxis-treated',
    name: 'Anaphylaxis improving after adrenaline',
    system: 'allergy',
    esiFloor: 2,
    guideline: 'WAO 2020 Anaphylaxis Guidance; Resuscitation Council UK 2021 [observation after adrenaline]',
    // Adrenaline given and the reaction settling: a second phase or a second dose may still come, so it
    // does not wait (ESI 2); airway, breathing or circulation compromised now is ESI 1.
    matches: allOf(anaphylaxisNow, anaphylaxisTreatedAndImproving),
    escalations: [compromisedNow],
    immediateActions: [
      'Monitoring; IM adrenaline ready to repeat if symptoms return',
      'Observe at least 6-12 hours after symptoms resolve; replace the used auto-injector',
    ],
    workup: ['Mast cell tryptase at 1-2 hours and 24 hours'],
    differential: [
      { condition: 'Anaphylaxis responding to adrenaline', why: 'Adrenaline given, symptoms settling' },
    ],
    disposition: 'Monitored bed; observe 6-12 hours',
  },
  {
    // One who has had anaphylaxis and is reacting again beyond the skin of the sting or bite can progress
    // within minutes (WAO 2020; Resuscitation Council UK 2021): high risk before airway or circulation fail.
    id: 'allergic-reaction-after-anaphylaxis',
    name: 'Allergic reaction after previous anaphylaxis',
    system: 'allergy',
    esiFloor: 2,
    guideline: 'WAO 2020 Anaphylaxis Guidance; Resuscitation Council UK 2021',
    matches: allOf(previousAnaphylaxis, systemicSkinReaction),
    immediateActions: [
      'Observe in a monitored bed with IM epinephrine [adrenaline] drawn up; give it at the first sign of airway, breathing or circulation involvement',
      'Antihistamine for the skin symptoms',
    ],
    workup: ['Observe at least 6 hours; mast cell tryptase if anaphylaxis develops'],
    differential: [
      {
        condition: 'Early anaphylaxis',
        why: 'A generalised reaction in a patient whose reactions have been anaphylactic before',
      },
    ],
  },
];

import { lipsSwollenByABlow, stridorAtRest, TRIPOD_POSTURE } from '../red-flags/common-phrases';
import { allOf, anyOf, none, says, saysBeforeNegation, takes, vital } from '../red-flags/matchers';
import type { HighRiskSituation } from './high-risk.types';

/** Smoke from a fire breathed in, with signs the airway or lungs are involved (inhalation injury). */
const upperAirwaySigns = says(
  'hoarse*',
  'voice change*',
  'stridor',
  'soot',
  'singed (nasal )?(hairs|eyebrows|nostrils)',
  'carbonaceous',
  'black (sputum|phlegm)',
);
const smokeInhalation = allOf(
  anyOf(
    allOf(
      // Smoke breathed in, not the habit: "I smoke", "smokes 20 a day", "smoke cannabis".
      says(
        /\bsmoke\b(?! (?:\d+|cannabis|weed|marijuana|cigarettes?|a pack|roll[- ]?ups|a day|daily|heavily|occasionally|socially))(?<!\b(?:i|he|she|they|we|you|to|don't|doesn't|didn't|not|never) smoke)/,
      ),
      // Smoke in the open air (a campfire's, a bonfire's) that set off an asthmatic's wheeze is a trigger,
      // not a burnt airway.
      none(
        says(
          "smoke from (the |their |other |nearby |people'?s )?(camp ?|bon ?|open )?fires?",
          '(camp ?fire|bon ?fire|bbq|barbecue|firework|fireworks|wildfire|bushfire) smoke',
          'downwind of',
        ),
      ),
    ),
    says(
      'house fire',
      'burning (building|house|car)',
      'enclosed space fire',
      'fire in (the|a|his|her) (house|flat|home|room)',
    ),
  ),
  anyOf(
    upperAirwaySigns,
    says(
      'short of breath',
      'shortness of breath',
      'breathless*',
      'difficulty breathing',
      'wheez*',
      'chest tight*',
    ),
  ),
);
/** Irritant fumes (chlorine, ammonia) threaten the airway when the voice or the saturation changes. */
const irritantInhalation = allOf(
  says('fumes', 'gas', 'chlorine', 'ammonia', 'bleach', 'chemical', 'inhaled', 'inhalation (injury|of)'),
  anyOf(
    upperAirwaySigns,
    says('respiratory distress', 'struggling to breathe', 'unable to speak'),
    vital(
      (v) => `SpO2 ${v.spo2}%`,
      (v) => v.spo2 !== undefined && v.spo2 < 92,
    ),
  ),
);
const inhalationInjury = anyOf(smokeInhalation, irritantInhalation);
const facialBurn = allOf(
  // A "burning pain" (shingles, reflux) is a kind of pain, not a burn: "burning" is a burn only as the hot
  // thing that burned ("burning oil", "burning clothes"), not as a symptom ("burning behind his breastbone").
  says(
    /\bburn(?:s|t|ed)?\b|\bburning (?:oil|fat|liquid|water|clothes|clothing|building|house|car|embers|coals?|wood|debris|petrol|fuel)\b/,
    'scald*',
    'flash',
    'flame*',
    'explosion',
  ),
  says('face', 'facial', 'lips', 'mouth', 'neck', 'nostrils', 'eyebrows', 'airway'),
  // Sunburn reddens a face without touching the airway; an incapacitant spray burns the eyes and face as
  // an irritant, and threatens breathing only when the breathing says so (an irritant inhalation).
  none(
    anyOf(
      says('sun ?burn*', 'in the sun', 'sunbathing', 'sunbed'),
      says(
        'pava',
        'pepper spray',
        'cs (spray|gas)',
        'incapacitant*',
        'mace',
        'tear gas',
        'captor spray',
        'capsaicin',
      ),
      saysBeforeNegation('(without|no) (sun ?cream|sun ?screen|sun ?block|sun ?tan lotion)'),
    ),
  ),
);
/** Lips, tongue or throat swelling: angioedema, allergic or from an ACE inhibitor. */
const angioedema = anyOf(
  says(
    'angioedema',
    '(lip|lips|tongue|throat|uvula) (is |are )?(swelling|swollen)',
    'swell\\w* (of|in) (the |his |her )?(lips?|tongue|throat|uvula)',
    'swollen (lips?|tongue|throat|uvula)',
    'throat (closing|tight\\w*)',
    'tight throat',
  ),
  allOf(takes('potassiumRaising'), says('face (is )?swollen', 'facial swelling')),
);
/** Angioedema, not the swelling a blow to the mouth leaves. */
const angioedemaNotABlow = allOf(angioedema, none(lipsSwollenByABlow));
/**
 * Saliva that cannot be swallowed, or a child sitting forward to breathe. A muffled "hot potato" voice
 * alone is a peritonsillar abscess's, with a patent airway while saliva is swallowed.
 */
const drooling = allOf(
  says(
    'drool*',
    "can't swallow (his|her|their|my)? ?(saliva|spit)",
    'unable to swallow saliva',
    ...TRIPOD_POSTURE,
  ),
  // A teething baby drools and chews everything.
  none(
    says(
      'teething',
      'chewing (on )?(everything|his|her|their|hands|fists|toys)',
      'cutting (a )?teeth',
      'new tooth',
      // Dribbling from one corner of the mouth is a facial palsy's lip, not saliva that cannot be swallowed.
      /\bdrool\w* (?:from|out of|at) (?:the )?(?:(?:left|right|lt|rt|one) )?(?:corner|side) of\b/,
      // A dislocated jaw drools from a mouth that cannot close, with the airway open.
      'jaw (is |was |has |got )?(stuck|locked|dislocated)',
      '(dislocated|locked) jaw',
      '(jaw|tmj|temporomandibular( joint)?) dislocation',
      "(can't|cannot|unable to|can not) close (his |her |their |my |the )?mouth",
    ),
  ),
);
const stridor = says(stridorAtRest);

const airwayThreat = anyOf(inhalationInjury, facialBurn, angioedemaNotABlow, drooling, stridor);

export const airwayBreathingSituation: HighRiskSituation = {
  id: 'airway-or-breathing-threat',
  name: 'Threat to the airway or breathing',
  source:
    'ESI v4 Implementation Handbook [high-risk: airway]; ABA Advanced Burn Life Support [inhalation injury]; EAACI 2021 Anaphylaxis',
  detect: ({ facts }) => airwayThreat(facts),
  saidByRedFlags: [
    'airway-compromise',
    'anaphylaxis',
    'anaphylaxis-treated',
    'epiglottitis-deep-neck',
    'ludwig-angina',
  ],
};

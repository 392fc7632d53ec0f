import type { CaseFacts } from '../reading/case-facts';
import { chestPain, shortnessOfBreath } from '../red-flags/common-phrases';
import { anaphylaxisNow } from '../red-flags/red-flags.allergy';
import { finding, firstOf, type Reading } from './rule-reading';

/** What Wells and PERC share: who they apply to and the findings both read. */
export const PE_RULES_MIN_AGE = 18;

/**
 * Wells and PERC are applied to chest pain and breathlessness, in adults, unless anaphylaxis explains
 * them: a trainee shown a PE score, and asked for a history of DVT, beside swelling lips and a wheeze
 * learns the wrong question.
 */
export function isChestPainOrBreathlessAdult(facts: CaseFacts): boolean {
  const years = facts.age?.years;
  if (years !== undefined && years < PE_RULES_MIN_AGE) return false;
  return Boolean(chestPain(facts) ?? shortnessOfBreath(facts)) && !anaphylaxisNow(facts);
}

const LEG = '(?:leg|calf|lower limb|thigh)';
/** One swollen or tender leg; swelling of both legs is heart failure or dependency, not a DVT sign. */
export const unilateralLegSwelling = finding({
  present: [
    new RegExp(
      `(?:left|right|one|unilateral|single) ${LEG} (?:swelling|swollen|edema|pain|tenderness|redness)|(?:swollen|painful|tender|red|hot|warm|edematous) (?:left|right) ${LEG}|(?:swelling|edema|tenderness|pain) (?:of|in) (?:the |his |her )?(?:left|right) ${LEG}|(?<!(?:both|bilateral) )calf (?:swelling|tenderness|pain)|(?:swollen|tender|painful) calf|unilateral (?:leg |calf )?(?:swelling|edema)|signs of (?:a )?deep vein thrombosis|(?:clinical )?deep vein thrombosis signs|(?:suspected|possible|\\?) ?deep vein thrombosis`,
    ),
  ],
  absent: [/calves (?:are )?(?:soft|non ?-?tender)|(?:soft|non ?-?tender) calves|legs? (?:are )?normal/],
  negated: [
    /(?:leg|legs|calf|calves|limb|ankle|ankles|thigh)s? (?:swelling|edema|tenderness|pain)|(?:swelling|edema|tenderness|pain) (?:of|in) (?:the )?(?:legs?|calf|calves)|swollen (?:legs?|calf|calves)|signs of (?:a )?(?:deep vein thrombosis|dvt)|deep vein thrombosis signs|calf|calves|leg swelling/,
  ],
});

export const hemoptysis = finding({
  present: [
    /hemoptysis|cough\w* (?:up )?(?:blood|bloody)|blood (?:in|stained|streaked|tinged) (?:the |his |her )?(?:sputum|phlegm)|blood ?-?(?:stained|streaked|tinged) (?:sputum|phlegm)|bloody sputum/,
  ],
  negated: [/hemoptysis|blood|bloody/],
});

const SURGERY =
  'recent (?:surgery|operation|op)|recently (?:had )?(?:an? )?(?:surgery|operation)|(?:surgery|operation|operated on) (?:\\d+|one|two|three|four|a few|a couple of) (?:days?|weeks?) ago|(?:surgery|operation) (?:last|this) (?:week|month)|post ?-?op\\w*|postoperative|(?:knee|hip) replacement (?:\\d+|two|three|four|a few) (?:days|weeks) ago|(?:days|weeks) (?:after|post) (?:surgery|operation|(?:a |her |his )?(?:knee|hip) replacement|c ?-?section|ca?esarean(?: section)?)';
export const recentSurgery = finding({
  present: [new RegExp(SURGERY)],
  negated: [/surgery|operation|surgical|post ?-?op\w*/],
});

export const immobilisation = finding({
  present: [
    /bed ?-?bound|bedridden|bed ?-?rest|immobili[sz]\w*|immobile|(?:in a|plaster|leg|full leg) (?:cast|plaster)|(?:leg|ankle) in (?:a )?(?:cast|plaster|boot)|wheelchair ?-?bound|confined to bed/,
  ],
  negated: [/immobil\w*|bed ?-?bound|bedridden|bed ?-?rest|cast|plaster/],
});

/** Surgery in the previous 4 weeks or immobilisation for 3 days or more (Wells); absent only when both are. */
export function surgeryOrImmobilisation(facts: CaseFacts): Reading {
  const surgery = recentSurgery(facts);
  const immobile = immobilisation(facts);
  if (surgery?.present) return surgery;
  if (immobile?.present) return immobile;
  if (surgery && immobile)
    return {
      present: false,
      evidence:
        surgery.evidence === immobile.evidence
          ? surgery.evidence
          : `${surgery.evidence}; ${immobile.evidence}`,
    };
  return null;
}

const VTE =
  'deep vein thrombosis|deep venous thrombosis|dvt|pulmonary embol\\w*|pe|vte|venous thrombo ?-?embolism|blood clots? (?:in (?:the |his |her |my )?(?:legs?|lungs?))|clots? (?:in|on) (?:the |his |her )?lungs?';
const priorVteInHistory = finding({
  present: [new RegExp(VTE)],
  negated: [new RegExp(`^(?:previous |prior |past |history of )?(?:${VTE})(?:\\/(?:${VTE}))?$`)],
  where: 'history',
});
const priorVteInPresenting = finding({
  present: [
    new RegExp(
      `(?:history of|previous|prior|past|known|recurrent|had an?|old) (?:(?:left|right|provoked|unprovoked) )?(?:${VTE})`,
    ),
  ],
  negated: [new RegExp(`^(?:previous |prior |past |history of )?(?:${VTE})(?:\\/(?:${VTE}))?$`)],
});
export const priorVte: (facts: CaseFacts) => Reading = (facts) => {
  const read = firstOf(priorVteInHistory, priorVteInPresenting)(facts);
  if (read) return read;
  return facts.form.hasMedicalHistory
    ? { present: false, evidence: 'not in the medical history given' }
    : null;
};

import { prostateExplainsRetention } from '../red-flags/common-phrases';
import { allOf, anyOf, near, none, says } from '../red-flags/matchers';
import type { HighRiskSituation } from './high-risk.types';

const spineInjured = anyOf(
  near(
    /neck|spine|spinal|back|cervical|c-spine/,
    /injur\w*|trauma|hurt\w*|hit|struck|whiplash|twist\w*|fell|fall|landed|dived|diving|tackle\w*|crash\w*/,
    5,
  ),
  says(
    'diving (accident|injury)',
    'dived into (a |the )?(pool|shallow)',
    // Head first into water too shallow: "hit the top of my head on the bottom".
    '(dived|dove|diving|dive|jumped) (\\w+ ){0,8}shallow(er)?',
    'hit (the top of )?(my |his |her |their )?head on the bottom',
    'whiplash',
    'landed on (his|her|their|my) (head|neck|back)',
  ),
);
/** Tingling in a patient's own words: hands that feel "fizzy", feet "buzzing", an "electric feeling" down the arms. */
const layTinglingInTheLimbs = near(
  /fizz\w*|buzz\w*|electric\w*/,
  /hands?|arms?|legs?|fingers?|feet|foot|toes|limbs?/,
  5,
);
const cordSigns = anyOf(
  layTinglingInTheLimbs,
  says(
    'tingl*',
    'pins and needles',
    'paresthesi*',
    'numb*',
    'weak*',
    'unable to (move|feel)',
    'loss of (sensation|feeling|power)',
    'electric (shock|shocks) (down|into|through)',
    'burning (hands|arms)',
    'priapism',
  ),
);
const cordCompressionSigns = anyOf(
  says(
    'saddle (anesthesia|numbness)',
    'numb(ness)? (in|of|around) the (groin|saddle|buttocks|perineum)',
    '(unable to|cannot) hold urine',
    'incontinen*',
    'bilateral (leg )?weakness',
    'both legs (are )?weak',
    'foot drop',
  ),
  // Retention alone is the prostate's in a man whose enlarged prostate already explains it.
  allOf(says('urinary retention', '(unable to|cannot) pass urine'), none(prostateExplainsRetention)),
);

/**
 * A fall onto the face or forehead bends the neck back (hyperextension): in an older neck it bruises the
 * cord's centre, and the hands burn, tingle or turn clumsy while the legs are spared (central cord syndrome).
 */
const hyperextendedNeck = says(
  /\b(?:fell|falls|falling|landed|went down|face[- ]?planted|faceplanted) (?:flat |straight |forward |forwards )?(?:on|onto) (?:my|his|her|their|the) (?:face|forehead|chin)\b/,
  /\b(?:hit|struck|bumped|banged|smashed) (?:my|his|her|their) (?:forehead|chin)\b/,
  'hyperextension',
);
const cordSignsInTheLimbs = near(
  /tingl\w*|pins[- ]and[- ]needles|numb\w*|burning|weak\w*|clumsy|paraesthesi\w*|paresthesi\w*/,
  /hands?|arms?|legs?|fingers|limbs/,
  6,
);

const spinalCordRisk = anyOf(
  allOf(spineInjured, cordSigns),
  allOf(hyperextendedNeck, cordSignsInTheLimbs),
  allOf(says('back pain', 'neck pain', 'lower back', 'low back'), cordCompressionSigns),
);

export const spinalCordSituation: HighRiskSituation = {
  id: 'spinal-cord-risk',
  name: 'Risk to the spinal cord',
  source:
    'ACS-COT 2021 Field Triage [spinal injury with new motor or sensory loss]; NICE NG41 Spinal injury; NICE NG59 [cauda equina]',
  detect: ({ facts }) => spinalCordRisk(facts),
  saidByRedFlags: [
    'spinal-injury',
    'cauda-equina-syndrome',
    'spinal-cord-compression',
    'spinal-epidural-abscess',
  ],
};

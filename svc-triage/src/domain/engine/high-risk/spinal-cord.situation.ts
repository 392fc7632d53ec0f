import { prostateExplainsRetention } from '../red-flags/common-phrases';
import { allOf, anyOf, near, none, says } from '../red-flags/matchers';
import type { HighRiskSituation } from './high-risk.types';

const spineInjured = anyOf(
  near(
    /neck|spine|spinal|back|cervical|c-spine/,
    /injur\w*|trauma|hurt|hit|struck|whiplash|twist\w*|fell|fall|landed|dived|diving|tackle\w*|crash\w*/,
    5,
  ),
  says(
    'diving (accident|injury)',
    'dived into (a |the )?(pool|shallow)',
    'whiplash',
    'landed on (his|her|their|my) (head|neck|back)',
  ),
);
const cordSigns = says(
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

const spinalCordRisk = anyOf(
  allOf(spineInjured, cordSigns),
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

import { bloodInTheUrine, gutOrLungBleeding, SHOCK_SKIN } from '../red-flags/common-phrases';
import { allOf, anyOf, none, says, takes, type Matcher } from '../red-flags/matchers';
import { dangerZoneBandFor } from '../scores/danger-zone-vitals';
import type { HighRiskSituation } from './high-risk.types';

const bleeding = says(
  'bleed*',
  'hemorrhag*',
  'blood loss',
  'lost (a lot of |lots of )?blood',
  'vomit* blood',
  'hematemesis',
  'coffee[- ]ground*',
  'melena',
  'black (tarry )?stools?',
  'blood (in|per) (the )?(stool|rectum|vomit|urine)',
  'rectal bleeding',
  'vaginal bleeding',
  'bright red blood',
  'epistaxis',
  'nose ?bleed*',
  'coughing (up )?blood',
  'hemoptysis',
  'soaking',
  'clots',
);
/** Spotting, streaks on the paper, a bleed that stopped at once: not a haemodynamic risk on their own. */
const trivialBleeding = says(
  'spotting',
  'streaks? (of blood )?on (the )?(toilet )?paper',
  'small amount',
  'tiny amount',
  'few drops',
  'minor bleeding',
);
const haemodynamicRisk: Matcher = anyOf(
  says(
    'syncope',
    'near[- ]syncope',
    'pre-?syncope',
    'collapsed',
    'dizz*',
    'light[- ]?headed*',
    // Not the reflex to what was seen: "felt faint at the sight of blood", "nearly fainted at the sight of it".
    /\bfaint\w*(?! (?:at|on) (?:the )?sight of)/,
    'clammy',
    'pale and (sweaty|clammy|cold)',
    'cold and clammy',
    'short of breath on standing',
    "can't stand",
    'unable to stand',
  ),
  // "White as a sheet, cold and sweaty", "grey and clammy": the skin of shock however it is told.
  (facts) => {
    const skin = SHOCK_SKIN.exec(facts.presenting.affirmed);
    return skin ? [`"${skin[0]}"`] : null;
  },
  (facts) => {
    const { heartRate, systolic } = facts.vitals;
    const band = dangerZoneBandFor(facts.age?.years ?? 30);
    if (heartRate !== undefined && heartRate > band.heartRateAbove) return [`HR ${heartRate}`];
    const adult = (facts.age?.years ?? 30) >= 16;
    if (adult && systolic !== undefined && systolic < 100) return [`SBP ${systolic}`];
    return null;
  },
);
/**
 * Blood and clots in the urine, and no bleeding anywhere else: clot retention is washed out through a
 * catheter at decision point C unless the pulse, the pressure or a faint say the loss matters.
 */
const urineTheOnlyBleed = allOf(
  bloodInTheUrine,
  none(gutOrLungBleeding),
  none(says('nose ?bleed*', 'epistaxis', 'vaginal bleeding')),
);
const ongoingOnAnticoagulant = allOf(
  takes('anticoagulant'),
  none(urineTheOnlyBleed),
  says(
    'heavy',
    'uncontrolled',
    'large amount*',
    'pouring',
    'gushing',
    'torrential',
    'soaking (through|towels|pads|clothes)',
    'pool of blood',
    'clots',
  ),
);

/**
 * A cut of a finger, thumb or toe, or of the chin, lip, eyebrow or forehead, whose bleeding pressure has
 * controlled cannot drain the circulation: a fast pulse or a faint beside it is the fright, the pain or the
 * faint that caused the fall ("fainted after his jabs and cut his chin"), not blood loss.
 */
const controlledSmallWound = allOf(
  says('fingers?', 'finger ?tip', 'thumb', 'toes?', 'knuckle', 'chin', 'lip', 'eyebrow', 'forehead'),
  says('controlled', 'stopped', 'settled', 'now dry', 'has stopped'),
  none(
    says('spurt*', 'pulsatile', 'arterial', 'through (the )?(dressing|bandage|towel)', 'amputat*', 'soaked'),
  ),
);

const haemodynamicBleeding = allOf(
  bleeding,
  anyOf(allOf(haemodynamicRisk, none(trivialBleeding), none(controlledSmallWound)), ongoingOnAnticoagulant),
);

export const bleedingSituation: HighRiskSituation = {
  id: 'bleeding-with-haemodynamic-risk',
  name: 'Bleeding with haemodynamic risk',
  source:
    'ESI v4 Implementation Handbook [high-risk situation]; NICE NG141 Acute upper GI bleeding; ACC 2020 bleeding on anticoagulants',
  detect: ({ facts }) => haemodynamicBleeding(facts),
  saidByRedFlags: ['postpartum-hemorrhage', 'antepartum-hemorrhage', 'ectopic-pregnancy'],
};

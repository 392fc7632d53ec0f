import type { DecisionRule } from './decision-rule.types';
import { finding, item, scored, tally, TENDER, weightBearing } from './rule-reading';

/** Validated in children 5 to 16 (Bulloch 2003) as well as adults. */
const MIN_AGE_YEARS = 5;
const OLDER_AGE_YEARS = 55;

const kneePattern = /(?<![\w])(?:knees?|patella\w*|kneecap)(?![\w])/;
/** Pain, swelling or loss of function of the knee; a graze on the knee is an isolated skin injury (excluded). */
const kneeComplaint =
  /(?<![\w])(?:(?:knees?|patella\w*|kneecap)(?: \w+){0,3} (?:pain\w*|sore|ache\w*|tender\w*|swell\w*|swollen|injur\w*|hurt\w*|twist\w*|sprain\w*|effusion|bruis\w*|deform\w*|locked|gave way|gives way|buckled)|(?:pain\w*|sore|tender\w*|swell\w*|swollen|injur\w*|hurt\w*|twist\w*|sprain\w*|effusion|bruis\w*|deform\w*)(?: \w+){0,4} (?:knees?|patella\w*|kneecap)|unable to (?:bear weight|walk|weight bear|flex|bend|straighten))(?![\w])/;
const injuryPattern =
  /(?<![\w])(?:injur\w*|twist\w*|fell|fall(?:en|ing|s)?|tripped|slipped|landed|knocked|hit|struck|blow|kicked|tackle\w*|collision|dashboard|trauma\w*|sprain\w*|gave way|buckled|pivot\w*|jump\w*|(?:football|soccer|rugby|basketball|skiing|netball|playing))(?![\w])/;
/** Stiell enrolled injuries of the previous 7 days. */
const oldInjury =
  /(?<![\w])(?:(?:for|since|over the (?:last|past)) (?:\d+|two|three|several|many|a few) (?:weeks|months|years)|(?:\d+|two|three|several|a few) (?:weeks|months|years) ago|chronic)(?![\w])/;

const tender = new RegExp(`${TENDER}|bon(?:e|y) pain`);
const noBoneTenderness =
  /^(?:any |focal |point )?(?:bon(?:e|y) )?tenderness(?: (?:over|at|of|around|in|on) (?:the )?(?:bones?|knee))?$/;
const PATELLA = 'patella\\w*|kneecap';
const FIBULAR_HEAD = 'fibular head|head of (?:the )?fibula|proximal fibula';

const patellarTenderness = finding({
  near: [[tender, new RegExp(PATELLA), 4]],
  absent: [
    new RegExp(`non ?-?tender (?:over |at |on )?(?:the )?(?:${PATELLA})`),
    new RegExp(`(?:${PATELLA}) (?:is |was )?non ?-?tender`),
  ],
  negated: [new RegExp(PATELLA), noBoneTenderness],
});
const fibularHeadTenderness = finding({
  near: [[tender, new RegExp(FIBULAR_HEAD), 4]],
  absent: [
    new RegExp(`non ?-?tender (?:over |at |on )?(?:the )?(?:${FIBULAR_HEAD})`),
    new RegExp(`(?:${FIBULAR_HEAD}) (?:is |was )?non ?-?tender`),
  ],
  negated: [new RegExp(`fibula\\w*`), noBoneTenderness],
});
/** Flexion below 90 degrees, or no flexion; "flexes to 120", "full range of motion" are 90 or more. */
const cannotFlexTo90 = finding({
  present: [
    /unable to (?:flex|bend)(?: (?:the|his|her|their|left|right) knee| it| knee)?(?! (?:beyond|past|more than|over) 90)/,
    /(?:flex\w*|bend\w*) (?:only |limited |restricted )?(?:to|up to) (?:[0-8]?\d)(?: ?degrees|°)/,
    /(?:flexion|range of (?:motion|movement)|rom) (?:is )?(?:limited|restricted|reduced) (?:to )?(?:[0-8]?\d)(?: ?degrees|°)?/,
    /(?:flexion|flexes|bends?) (?:is )?less than 90/,
    /locked knee|knee (?:is )?locked/,
  ],
  absent: [
    /(?<!un)able to (?:fully )?(?:flex|bend)(?: (?:the|his|her|their|left|right) knee| it| knee)?(?: (?:to|beyond|past|more than|over) (?:9\d|1[0-5]\d))?/,
    /unable to (?:flex|bend)(?: (?:the|his|her|their|left|right) knee| it| knee)? (?:beyond|past|more than|over) 90/,
    /(?:flex\w*|bend\w*)(?: the knee)? (?:to|beyond|past|more than|over|up to) (?:9\d|1[0-5]\d)(?: ?degrees|°)?/,
    /full (?:range of (?:motion|movement)|rom|flexion)|flexion (?:full|normal|intact)|(?:flexes|bends) normally/,
  ],
  negated: [/flex\w*|bend\w*/],
});

/**
 * Ottawa knee rule (Stiell 1996): a knee X-ray is needed after acute knee injury only for age 55 or
 * more, isolated patellar tenderness, fibular head tenderness, inability to flex to 90 degrees, or
 * inability to bear weight for four steps both immediately and in the ED.
 */
export const ottawaKneeRule: DecisionRule = (facts) => {
  const text = facts.presenting.affirmed;
  if (
    !kneePattern.test(text) ||
    !kneeComplaint.test(text) ||
    !injuryPattern.test(text) ||
    oldInjury.test(text)
  )
    return null;
  const age = facts.age?.years;
  if (age !== undefined && age < MIN_AGE_YEARS) return null;
  if (facts.mentalStatus.altered) return null;

  const result = tally(
    [
      scored(
        `Age ${OLDER_AGE_YEARS} or over`,
        'age',
        age === undefined ? undefined : age >= OLDER_AGE_YEARS ? 1 : 0,
        facts.age ? `age ${facts.age.text}` : undefined,
        { min: 0, max: 1 },
      ),
      item('Isolated patellar tenderness', 'tenderness of the patella', patellarTenderness(facts)),
      item('Fibular head tenderness', 'tenderness of the fibular head', fibularHeadTenderness(facts)),
      item(
        'Unable to flex the knee to 90 degrees',
        'whether the knee flexes to 90 degrees',
        cannotFlexTo90(facts),
      ),
      item(
        'Unable to bear weight (4 steps) immediately and in the ED',
        'ability to bear weight for four steps, immediately after the injury and in the ED',
        weightBearing(facts),
      ),
    ],
    false,
  );
  const base = {
    id: 'ottawa-knee' as const,
    name: 'Ottawa knee rule',
    source:
      'Stiell IG et al. JAMA 1996;275:611-5 (prospective validation); children 5-16: Bulloch B et al. Ann Emerg Med 2003;42:48-55',
    status: result.complete ? ('computed' as const) : ('partial' as const),
    found: result.found,
    missing: result.missing,
  };
  if (result.positives.length) {
    return {
      ...base,
      outcome: `positive (${result.positives.join('; ')}): knee X-ray indicated`,
      effect: {
        addResources: [
          { resource: 'xray', why: `Ottawa knee rule positive: ${result.positives.join('; ')}` },
        ],
      },
    };
  }
  if (result.complete) {
    return {
      ...base,
      outcome:
        'negative: under 55, no patellar or fibular head tenderness, flexes to 90 degrees and bears weight; fracture very unlikely, no X-ray needed',
      effect: { removeResources: ['xray'] },
    };
  }
  return {
    ...base,
    outcome: `incomplete: no positive finding so far; the knee X-ray can be omitted only if ${result.missing.join('; ')} ${result.missing.length > 1 ? 'are' : 'is'} also negative`,
    effect: {},
  };
};

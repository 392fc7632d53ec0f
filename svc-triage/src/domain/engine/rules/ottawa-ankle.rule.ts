import type { DecisionRule } from './decision-rule.types';
import { finding, item, tally, TENDER, weightBearing, type RuleItem } from './rule-reading';

/** Children under about 5 were not studied (Dowling 2009 meta-analysis: children over 5). */
const MIN_AGE_YEARS = 5;

const anklePattern = /(?<![\w])(?:ankles?|malleol\w*)(?![\w])/;
/** Something wrong with the ankle or foot itself, not a graze on it ("isolated skin injuries" were excluded). */
const limbComplaint =
  /(?<![\w])(?:pain\w*|sore|ache\w*|tender\w*|swell\w*|swollen|injur\w*|hurt\w*|twist\w*|sprain\w*|rolled|invert\w*|inversion|evert\w*|bruis\w*|deform\w*|unable to (?:bear weight|walk|weight bear|stand)|malleol\w*)(?![\w])/;
const footPattern = /(?<![\w])(?:foot|feet|mid ?foot|instep)(?![\w])/;
/** A named midfoot bone, even in "no navicular tenderness", means the foot was examined. */
const footSitePattern = /(?<![\w])(?:navicular|metatarsals?|(?:5th|fifth) mt)(?![\w])/;
const injuryPattern =
  /(?<![\w])(?:injur\w*|twist\w*|invert\w*|inversion|evert\w*|eversion|rolled|rolling|went over|turned|gave way|sprain\w*|fell|fall(?:en|ing|s)?|tripped|slipped|stumbled|landed|jump\w*|kicked|stamped|trauma\w*|tackle\w*|collision|hit|struck|knocked|(?:football|soccer|rugby|basketball|netball|running|playing))(?![\w])/;
/** Swollen ankles from heart failure or pregnancy are not an injury. */
const bilateralEdema =
  /(?<![\w])(?:(?:both|bilateral) (?:ankles?|feet|legs)|(?:ankles?|leg|pedal|peripheral) (?:edema|swelling) (?:bilateral\w*|both))(?![\w])/;
/** Stiell excluded injuries more than 10 days old. */
const oldInjury =
  /(?<![\w])(?:(?:for|since|over the (?:last|past)) (?:\d+|two|three|several|many|a few) (?:weeks|months|years)|(?:\d+|two|three|several|a few) (?:weeks|months|years) ago)(?![\w])/;

/**
 * The malleoli as people name them too: "the outer ankle bone", "the inner or outer ankle bones", and both
 * at once, "either ankle bone", "both ankle bones", "each ankle bone".
 */
const BOTH_ANKLE_BONES = '(?:either|both|each) (?:of (?:the |her |his |my )?)?ankle ?bones?';
const LATERAL = `(?:lateral|outer|outside|fibular) malleol\\w*|(?<!(?:medial|inner|tibial) )malleol\\w*|distal fibula|(?:outer|outside)(?: (?:or|and) (?:inner|inside))? (?:of (?:the |her |his |my )?)?ankle ?bones?|${BOTH_ANKLE_BONES}`;
const MEDIAL = `(?:medial|inner|tibial) malleol\\w*|(?<!(?:lateral|outer|fibular) )malleol\\w*|distal tibia|(?:inner|inside)(?: (?:or|and) (?:outer|outside))? (?:of (?:the |her |his |my )?)?ankle ?bones?|(?:outer|outside) (?:or|and) (?:inner|inside) ankle ?bones?|${BOTH_ANKLE_BONES}`;
const NAVICULAR = 'navicular|mid ?foot|instep';
const FIFTH = '(?:base of (?:the )?)?(?:5th|fifth) (?:metatarsal|mt|met)\\w*(?: base)?';
const tender = new RegExp(`${TENDER}|bon(?:e|y) pain|pain`);
/** "No bony tenderness", "no tenderness": every bone site is non-tender. */
const noBoneTenderness =
  /^(?:any |focal |point )?(?:bon(?:e|y) )?tender(?:ness)?(?: (?:over|at|of|around|in|on) (?:the )?(?:bones?|ankle bones?|foot bones?|ankle|foot|malleoli))?[.,]?$/;

/** "Not tender on the bony edges", "no tenderness over the bony points": every bone site is non-tender. */
const noTenderBonyPoints =
  /\b(?:tender\w*|pain) (?:on|over|at|along) (?:the |her |his |my )?bony (?:edges|points|margins|prominences|bits|areas)\b/;

/** "No pain pressing on the bony points", as a nurse guides a caller through the rule by telephone. */
const noPainPressingTheBones =
  /^(?:any )?(?:pain|tenderness|hurting) (?:on |when |with )?(?:pressing|pressure|palpating|palpation|pushing)(?: on| over)? (?:the |his |her |my )?(?:bony (?:points|areas|bits|parts|spots)|bones|ankle bones)\b/;

/**
 * The caller who pressed on the ankle bones as they were told: "I pressed on the bones on both sides ...
 * and it's not sore there". Both malleoli are examined and not tender.
 */
const pressedOnTheBonesNotSore =
  /\bpress(?:ed|ing)? (?:on |over )?(?:the |his |her |my |their )?(?:ankle )?(?:bones?|bony bits)(?: on both sides| on either side| each side)?\b[^.;]{0,50}?\b(?:not|isn'?t|wasn'?t|doesn'?t|didn'?t|no) (?:sore|tender|painful|hurt\w*|pain)\b/;

const boneSite = (site: string, bothMalleoli = false) =>
  finding({
    near: [[tender, new RegExp(site), 6]],
    absent: [
      new RegExp(`non ?-?tender (?:over |at |on )?(?:the |both )?(?:${site})`),
      new RegExp(`(?:${site}) (?:are |is |was |were )?(?:both )?non ?-?tender`),
    ],
    absentStated: bothMalleoli ? [pressedOnTheBonesNotSore] : [],
    negated: [new RegExp(site), noBoneTenderness, noPainPressingTheBones, noTenderBonyPoints],
  });

const lateralMalleolus = boneSite(LATERAL, true);
const medialMalleolus = boneSite(MEDIAL, true);
const navicular = boneSite(NAVICULAR);
const fifthMetatarsal = boneSite(FIFTH);
/** "Bony tenderness" with no site: the rule cannot be negative, so it counts as positive. */
const boneTendernessUnspecified = finding({
  present: [new RegExp(`bon(?:e|y) ${TENDER}|${TENDER} (?:over |of |on )?(?:the )?bones?`)],
});

/**
 * Ottawa ankle and foot rules (Stiell 1992, 1993). An ankle X-ray series is needed only for pain in the
 * malleolar zone with bone tenderness at the posterior edge or tip of either malleolus, or inability to
 * bear weight (four steps) both immediately and in the ED; a foot series only for midfoot pain with
 * tenderness at the navicular or base of the fifth metatarsal, or the same inability to bear weight.
 */
export const ottawaAnkleRule: DecisionRule = (facts) => {
  const text = facts.presenting.affirmed;
  const ankle = anklePattern.test(text);
  const footPain = footPattern.test(text);
  const foot = footPain || footSitePattern.test(facts.presenting.normalized);
  if (!ankle && !foot) return null;
  if (
    !injuryPattern.test(text) ||
    !limbComplaint.test(text) ||
    bilateralEdema.test(text) ||
    oldInjury.test(text)
  )
    return null;
  if (facts.age && facts.age.years < MIN_AGE_YEARS) return null;
  if (facts.mentalStatus.altered) return null;

  const items: RuleItem[] = [];
  if (ankle) {
    items.push(
      item(
        'Lateral malleolus bone tenderness',
        'bone tenderness at the posterior edge or tip of the lateral malleolus',
        lateralMalleolus(facts),
      ),
      item(
        'Medial malleolus bone tenderness',
        'bone tenderness at the posterior edge or tip of the medial malleolus',
        medialMalleolus(facts),
      ),
    );
  }
  if (foot) {
    const footItems = [
      item('Navicular bone tenderness', 'bone tenderness at the navicular', navicular(facts)),
      item(
        'Base of 5th metatarsal tenderness',
        'bone tenderness at the base of the fifth metatarsal',
        fifthMetatarsal(facts),
      ),
    ];
    // The foot rule is for pain in the midfoot zone. An ankle injury whose examination names a foot bone
    // ("no tenderness at the malleoli or the base of the fifth metatarsal") counts what it found there,
    // but a foot bone it does not name is not asked for: without midfoot pain no foot series is needed.
    items.push(...(footPain ? footItems : footItems.filter((entry) => entry.points !== undefined)));
  }
  items.push(
    item(
      'Unable to bear weight (4 steps) immediately and in the ED',
      'ability to bear weight for four steps, immediately after the injury and in the ED',
      weightBearing(facts),
    ),
  );
  const unspecified = boneTendernessUnspecified(facts);
  if (unspecified && !items.some((entry) => entry.points)) {
    items.push(item('Bone tenderness, site not stated', 'site of bone tenderness', unspecified));
  }

  const result = tally(items, false);
  const zones = [ankle ? 'ankle' : null, foot ? 'foot' : null].filter(Boolean).join(' and ');
  const base = {
    id: 'ottawa-ankle' as const,
    name: 'Ottawa ankle and foot rules',
    source:
      'Stiell IG et al. Ann Emerg Med 1992;21:384-90 and JAMA 1993;269:1127-32 (Ottawa ankle rules); children over 5: Dowling S et al. Acad Emerg Med 2009;16:277-87',
    status: result.complete ? ('computed' as const) : ('partial' as const),
    found: result.found,
    missing: result.missing,
  };
  if (result.positives.length) {
    return {
      ...base,
      outcome: `positive (${result.positives.join('; ')}): ${zones} X-ray series indicated`,
      effect: {
        addResources: [
          { resource: 'xray', why: `Ottawa ankle rule positive: ${result.positives.join('; ')}` },
        ],
      },
    };
  }
  if (result.complete) {
    return {
      ...base,
      outcome: `negative: no bone tenderness at the ${sites(ankle, footSitesExamined(items))} and able to bear weight; fracture very unlikely (sensitivity close to 100%), no X-ray needed`,
      effect: { removeResources: ['xray'] },
    };
  }
  return {
    ...base,
    outcome: `incomplete: no positive finding so far; the ${zones} X-ray can be omitted only if ${result.missing.join('; ')} ${result.missing.length > 1 ? 'are' : 'is'} also negative`,
    effect: {},
  };
};

/** The foot bones the rule's items asked about: both with midfoot pain, else those the examination named. */
function footSitesExamined(items: readonly RuleItem[]): string[] {
  const names = items.map((entry) => entry.name);
  return [
    ...(names.includes('Navicular bone tenderness') ? ['navicular'] : []),
    ...(names.includes('Base of 5th metatarsal tenderness') ? ['fifth metatarsal base'] : []),
  ];
}

function sites(ankle: boolean, footSites: readonly string[]): string {
  const names = [...(ankle ? ['malleoli'] : []), ...footSites];
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
    : (names[0] ?? '');
}

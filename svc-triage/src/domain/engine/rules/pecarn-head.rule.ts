import type { CaseFacts } from '../reading/case-facts';
import { headInjury } from '../red-flags/common-phrases';
import type { DecisionRule, DecisionRuleEffect } from './decision-rule.types';
import { finding, item, tally, type Reading, type RuleItem } from './rule-reading';

const CHILD_BELOW_YEARS = 18;
const INFANT_BELOW_YEARS = 2;
/** PECARN's severe fall: more than 3 feet under 2 years, more than 5 feet from 2 years. */
const SEVERE_FALL_FEET = { infant: 3, child: 5 };
const FEET_PER_METRE = 3.281;

const headTrauma =
  /(?<![\w])(?:scalp (?:hematoma|laceration|swelling|bruis\w*)|(?:lump|bump|egg|goose ?-?egg|swelling|hematoma|bruise) (?:on|to|over) (?:the |his |her |their )?(?:head|forehead|scalp|back of (?:the |his |her )?head)|skull fracture|concussion)(?![\w])/;
/** PECARN enrolled children within 24 hours of the injury. */
const olderThan24h =
  /(?<![\w])(?:(?:[2-9]|\d{2,}|two|three|four|five|several|a few) days? ago|(?:\d+|a|one|two|three|a few|several) weeks? ago|last week|(?:more than|over) 24 hours|for (?:[2-9]|two|three|several) days)(?![\w])/;
/** Children PECARN excluded: bleeding disorders, shunts, brain tumours, penetrating trauma. */
const excluded =
  /(?<![\w])(?:hemophilia|von willebrand\w*|bleeding disorder|coagulopathy|thrombocytopeni\w*|(?:vp |ventriculo ?-?peritoneal )?shunt|brain tumou?r|penetrating|gunshot|stab\w*)(?![\w])/;

const amsWords =
  /(?<![\w])(?:agitat\w*|somnolen\w*|repetitive question\w*|repeat(?:s|ing)? (?:himself|herself|the same questions?|questions)|slow (?:to respond|response|verbal response)|drowsy|sleepy|confus\w*|disorient\w*)(?![\w])/;
const normalMentalWords =
  /(?<![\w])(?:alert|gcs (?:of )?15|at (?:his |her |their )?baseline|interactive|playful|playing|(?:acting|behaving) (?:normally|(?:his|her|their) (?:usual|normal) self))(?![\w])/;

function alteredMentalStatus(facts: CaseFacts): Reading {
  // A measured GCS is the PECARN criterion; "unconscious for 10 seconds, now GCS 15" is GCS 15 now.
  const gcs = facts.vitals.gcs;
  if (gcs !== undefined) return { present: gcs < 15, evidence: `GCS ${gcs}` };
  const words = amsWords.exec(facts.presenting.affirmed);
  if (words) return { present: true, evidence: `"${words[0]}"` };
  if (facts.mentalStatus.altered)
    return { present: true, evidence: facts.mentalStatus.evidence ?? 'altered mental status' };
  if (facts.vitals.avpu === 'A') return { present: false, evidence: 'alert' };
  const normal = normalMentalWords.exec(facts.presenting.affirmed);
  return normal ? { present: false, evidence: `"${normal[0]}"` } : null;
}

const palpableSkullFracture = finding({
  present: [
    /palpable (?:skull )?fracture|(?:skull|bony) (?:depression|step ?-?off|defect|deformity)|depressed (?:skull )?fracture|step ?-?off|crepitus/,
  ],
  absent: [/skull (?:is )?intact|no (?:palpable )?(?:skull )?(?:depression|step ?-?off)/],
  negated: [/fracture|step ?-?off|depress\w*|skull|bony|crepitus/],
});
const basilarSkullFracture = finding({
  present: [
    /battle'?s? sign|(?:retro ?-?auricular|mastoid) bruising|raccoon eyes|panda eyes|(?:bilateral )?periorbital (?:bruising|ecchymos\w*)|hemotympanum|(?:csf|clear fluid) (?:leak\w* )?(?:from|out of) (?:the |his |her )?(?:nose|ears?)|csf (?:rhinorrhea|otorrhea|leak)|bleeding from (?:the |his |her )?ears?|blood (?:from|in|behind) (?:the |his |her )?(?:ears?|tympanic membrane|eardrum)|(?:signs of )?bas(?:al|ilar) skull fracture/,
  ],
  negated: [
    /battle|raccoon|panda|periorbital|hemotympanum|csf|clear fluid|bas(?:al|ilar)|otorrhea|rhinorrhea|(?:bleeding|blood) (?:from|in|behind) (?:the )?ears?|skull fracture/,
  ],
});
const nonFrontalHematoma = finding({
  present: [
    /(?:occipital|parietal|temporal) (?:scalp )?(?:hematoma|swelling|lump|bump|boggy\w*|bruis\w*|egg)|(?:hematoma|swelling|lump|bump|egg|goose ?-?egg|bruis\w*|boggy\w*) (?:on|over|to|at) (?:the |his |her |their )?(?:(?:left |right )?(?:occiput|occipital|parietal|temporal)|back of (?:the |his |her )?head|(?:left |right )?side of (?:the |his |her )?head|behind (?:the |his |her )?(?:left |right )?ear)/,
  ],
  absent: [
    /frontal (?:scalp )?(?:hematoma|swelling|lump|bump|bruis\w*|egg)|(?:hematoma|swelling|lump|bump|egg|goose ?-?egg|bruis\w*) (?:on|over|to) (?:the |his |her |their )?(?:forehead|frontal|brow)/,
  ],
  negated: [/hematoma|swelling|lump|bump|bruis\w*|egg/],
});
const LOC =
  'loss of consciousness|lost consciousness|knocked out|unconscious|syncope|blacked out|unresponsive';
const lossOfConsciousness = finding({
  present: [new RegExp(LOC)],
  absent: [/cried (?:immediately|straight away|at once|right away)|immediate(?:ly)? cr(?:y|ied)/],
  negated: [new RegExp(LOC)],
});
/** Under 2 years PECARN counts a loss of consciousness of 5 seconds or more. */
const briefLoc = new RegExp(
  `(?:${LOC})[^.;]{0,20}?(?:for )?(?:[1-4]|one|two|three|four|a (?:few|couple of)) ?(?:seconds?|secs?|s)(?![\\w])`,
);
const vomiting = finding({
  present: [/vomit\w*|emesis|threw up|throwing up/],
  negated: [/vomit\w*|emesis/],
});
const severeHeadache = finding({
  present: [
    /severe (?:headache|head pain)|worst headache|(?:headache|head pain) (?:is )?severe|bad headache|excruciating headache|(?:headache|head pain) (?:[7-9]|10) ?\/ ?10/,
  ],
  absent: [/(?:slight|minor|mild) (?:headache|head pain)|(?:headache|head pain) (?:is )?mild/],
  negated: [/headache|head pain/],
});
const notActingNormally = finding({
  stated: [
    /not (?:acting|behaving) (?:normally|normal|right|as usual)|(?:acting|behaving) (?:strange\w*|odd\w*|differently|abnormal\w*)/,
  ],
  absent: [
    /(?:acting|behaving) (?:normally|(?:his|her|their) (?:usual|normal) self)|back to (?:normal|baseline|(?:his|her|their) usual self)|at (?:his |her |their )?baseline/,
  ],
});
const severeMechanismWords = finding({
  present: [
    /ejected|rollover|death (?:of|in) (?:another|the same)|(?:pedestrian|cyclist) (?:struck|hit|knocked|versus|vs)|(?:hit|struck|knocked (?:down|over|off)) by (?:a )?(?:car|vehicle|truck|bus|van|motorbike|motorcycle|lorry)|high ?-?impact|struck (?:in the head |on the head )?by (?:a )?(?:baseball bat|bat|golf club|cricket ball|baseball|hockey puck|golf ball|swing)|high ?-?speed|fell (?:from|out of) (?:a |the )?(?:height|window|balcony|roof|tree|ladder|bunk bed|top bunk|climbing frame|monkey bars|loft|wall)|(?:fell|fall|fallen|tumbled) down (?:the |a )?(?:flight of )?(?:stairs|steps)/,
  ],
  absent: [
    /ground ?-?level|standing height|from standing|tripped|slipped|fell over|(?:rolled|fell) off (?:the |a )?(?:bed|sofa|couch|chair)|(?:ran|walked|bumped) into|low ?-?speed|(?:fell|came) off (?:his |her |their |a )?(?:bike|bicycle|scooter)/,
  ],
});
const fallHeight =
  /(?<![\w])(?:fell|fall|fallen|dropped)(?: from)?(?: a height of)?(?: about| approximately| around| roughly)? (\d+(?:\.\d+)?) ?(feet|ft|foot|m|meters|metres)(?![\w])/;

function severeMechanism(facts: CaseFacts, infant: boolean): Reading {
  const limit = infant ? SEVERE_FALL_FEET.infant : SEVERE_FALL_FEET.child;
  const height = fallHeight.exec(facts.presenting.affirmed);
  if (height?.[1] && height[2]) {
    const feet = /^(?:m|meters|metres)$/.test(height[2])
      ? Number(height[1]) * FEET_PER_METRE
      : Number(height[1]);
    if (feet > limit) return { present: true, evidence: `"${height[0]}" (over ${limit} ft)` };
    const words = severeMechanismWords(facts);
    return words?.present ? words : { present: false, evidence: `"${height[0]}" (${limit} ft or less)` };
  }
  return severeMechanismWords(facts);
}

function lossOfConsciousnessFor(facts: CaseFacts, infant: boolean): Reading {
  const reading = lossOfConsciousness(facts);
  if (!infant || !reading?.present) return reading;
  const brief = briefLoc.exec(facts.presenting.affirmed);
  return brief ? { present: false, evidence: `under 5 seconds: "${brief[0]}"` } : reading;
}

/**
 * PECARN head injury rules (Kuppermann 2009) for children under 18 within 24 hours of a head injury,
 * with separate branches under 2 years and from 2 years. High risk (GCS under 15 or other altered
 * mental status; palpable skull fracture under 2, basilar skull fracture signs from 2): CT recommended
 * (clinically important TBI about 4.4%). Intermediate (non-frontal scalp hematoma, LOC 5 s or more,
 * severe mechanism, not acting normally under 2; any LOC, vomiting, severe mechanism, severe headache
 * from 2): observation versus CT (about 0.9%). None: CT not recommended (under 0.02% / 0.05%).
 */
export const pecarnHeadRule: DecisionRule = (facts) => {
  const years = facts.age?.years;
  if (years === undefined || years >= CHILD_BELOW_YEARS) return null;
  const text = facts.presenting.affirmed;
  if (!headInjury(facts) && !headTrauma.test(text)) return null;
  if (olderThan24h.test(text) || excluded.test(`${text} ${facts.history.affirmed}`)) return null;
  if (facts.medications.includes('anticoagulant')) return null;
  const infant = years < INFANT_BELOW_YEARS;
  const ams = item(
    'GCS under 15 or other altered mental status',
    'GCS and mental status (agitation, somnolence, repetitive questioning, slow response)',
    alteredMentalStatus(facts),
  );
  const high: RuleItem[] = infant
    ? [ams, item('Palpable skull fracture', 'palpable skull fracture', palpableSkullFracture(facts))]
    : [
        ams,
        item(
          'Signs of basilar skull fracture',
          'signs of basilar skull fracture (Battle sign, raccoon eyes, hemotympanum, CSF leak)',
          basilarSkullFracture(facts),
        ),
      ];
  const mechanism = item(
    `Severe mechanism (fall over ${infant ? SEVERE_FALL_FEET.infant : SEVERE_FALL_FEET.child} ft, vehicle, high-impact object)`,
    `mechanism of injury (fall height: more than ${infant ? SEVERE_FALL_FEET.infant : SEVERE_FALL_FEET.child} ft is severe)`,
    severeMechanism(facts, infant),
  );
  const intermediate: RuleItem[] = infant
    ? [
        item(
          'Occipital, parietal or temporal scalp hematoma',
          'scalp hematoma and its site (frontal does not count)',
          nonFrontalHematoma(facts),
        ),
        item(
          'Loss of consciousness 5 seconds or more',
          'loss of consciousness (and how long)',
          lossOfConsciousnessFor(facts, true),
        ),
        mechanism,
        item(
          'Not acting normally per parent',
          'whether the child is acting normally per the parent',
          notActingNormally(facts),
        ),
      ]
    : [
        item('Loss of consciousness', 'loss of consciousness', lossOfConsciousnessFor(facts, false)),
        item('Vomiting', 'vomiting', vomiting(facts)),
        mechanism,
        item('Severe headache', 'headache and its severity', severeHeadache(facts)),
      ];
  const highTally = tally(high, false);
  const intermediateTally = tally(intermediate, false);
  const result = tally([...high, ...intermediate], false);
  const branch = infant ? 'under 2 years' : '2 years and over';
  const risks = infant
    ? { high: '4.4%', intermediate: '0.9%', veryLow: 'under 0.02%' }
    : { high: '4.3%', intermediate: '0.9%', veryLow: 'under 0.05%' };
  let outcome: string;
  let effect: DecisionRuleEffect = {};
  if (highTally.positives.length) {
    outcome = `high risk (${highTally.positives.join('; ')}): CT head recommended (clinically important TBI about ${risks.high})`;
    effect = {
      addResources: [
        { resource: 'advancedImaging', why: `CT head: PECARN high risk (${highTally.positives.join('; ')})` },
      ],
    };
  } else if (intermediateTally.positives.length) {
    outcome = highTally.complete
      ? `intermediate risk (${intermediateTally.positives.join('; ')}): observation versus CT, by clinician experience, multiple findings, worsening${infant ? ', age under 3 months' : ''} and parental preference (clinically important TBI about ${risks.intermediate})`
      : `at least intermediate risk (${intermediateTally.positives.join('; ')}); high-risk findings not yet known: ${highTally.missing.join('; ')}`;
  } else if (result.complete) {
    outcome = `very low risk: no PECARN predictor, CT not recommended (clinically important TBI ${risks.veryLow})`;
    effect = { removeResources: ['advancedImaging'] };
  } else {
    outcome = `incomplete: no predictor found so far; CT can be avoided only if ${result.missing.join('; ')} ${result.missing.length > 1 ? 'are' : 'is'} also negative`;
  }
  return {
    id: 'pecarn-head',
    name: `PECARN pediatric head injury rule (${branch})`,
    source:
      'Kuppermann N et al. Identification of children at very low risk of clinically-important brain injuries after head trauma: a prospective cohort study. Lancet 2009;374:1160-70',
    status: result.complete ? 'computed' : 'partial',
    outcome,
    found: result.found,
    missing: result.missing,
    effect,
  };
};

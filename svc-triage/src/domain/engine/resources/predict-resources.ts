import { testsAskedFor } from './requested-tests';
import type { ComplaintGroup, ResourceNeed } from '../complaints/complaint.types';
import type { MatchedComplaint } from '../complaints/match-complaints';
import type { CaseFacts } from '../reading/case-facts';
import type { MatchedRedFlag } from '../red-flags/match-red-flags';
import type { DecisionRuleResult } from '../rules/decision-rule.types';
import { highGlucose } from '../red-flags/common-phrases';
import { countEsiResources, type EsiResource } from '../scores/esi-resources';
import { contextNeeds } from './context-needs';
import { drugWarningTests } from './drug-warning-tests';

export interface ResourcePrediction {
  /** One line per resource type expected, with every reason for it. */
  needs: ResourceNeed[];
  /** Resources a complaint would usually need that this case does not, and why. */
  notNeeded: Array<{ resource: EsiResource; why: string }>;
  count: number;
  /** No complaint or red flag was recognised: the resources are assumed, not predicted. */
  unrecognised: boolean;
}

export interface ResourceInput {
  facts: CaseFacts;
  complaints: readonly MatchedComplaint[];
  redFlags: readonly MatchedRedFlag[];
  rules: readonly DecisionRuleResult[];
}

/**
 * ESI decision point C as a model: each complaint's usual resources, adjusted by its context, by the
 * decision rules that were computed, by the red flags that need a work-up, and by the vital signs,
 * age, medicines and pregnancy that change what a typical ED does.
 */
export function predictResources({ facts, complaints, redFlags, rules }: ResourceInput): ResourcePrediction {
  const predicting = complaintsThatPredict(complaints, facts);
  const needs: ResourceNeed[] = predicting.flatMap((complaint) =>
    complaint.resources.map((item) => ({
      ...item,
      why: `${item.why} [${complaint.definition.name.toLowerCase()}]`,
    })),
  );
  const notNeeded = predicting.flatMap((complaint) => complaint.removed);
  for (const rule of rules) {
    for (const resource of rule.effect.removeResources ?? []) {
      if (!needs.some((item) => item.resource === resource)) continue;
      notNeeded.push({ resource, why: `${rule.name}: ${rule.outcome}` });
      needs.splice(0, needs.length, ...needs.filter((item) => item.resource !== resource));
    }
    needs.push(
      ...(rule.effect.addResources ?? []).map((item) => ({ ...item, why: `${item.why} [${rule.name}]` })),
    );
  }
  // A floor-3 flag with no work-up of its own (an older adult's injury) does not place the complaint.
  // A visit for a test someone asked for ("told to come back for a repeat X-ray") is recognised by it.
  const asked = testsAskedFor(facts);
  const unrecognised =
    complaints.length === 0 &&
    !redFlags.some((flag) => flag.esiFloor <= 2 || (flag.definition.resources?.length ?? 1) > 0) &&
    asked.length === 0;
  if (unrecognised) needs.push(...assumedForUnrecognised(facts));
  for (const flag of redFlags.filter((candidate) => candidate.esiFloor === 3)) needs.push(...workUpFor(flag));
  needs.push(...contextNeeds(facts, complaints), ...asked, ...drugWarningTests(facts));
  const merged = mergeByResource(needs);
  return {
    needs: merged,
    notNeeded: notNeeded.filter((item) => !merged.some((need) => need.resource === item.resource)),
    count: countEsiResources(merged.map((item) => item.resource)),
    unrecognised,
  };
}

/**
 * The complaints the patient came with predict the work-up: every complaint of the chief-complaint
 * field, and those the narrative adds, except the narrative's accounts of how it happened (a fall, an
 * assault, a collision), of administrative requests, and of minor complaints, which describe the
 * stated complaint's context rather than a second problem ("cut his hand ... tripped and fell").
 */
const contextGroups = new Set<ComplaintGroup>(['trauma', 'general-minor']);

function complaintsThatPredict(
  complaints: readonly MatchedComplaint[],
  facts: CaseFacts,
): readonly MatchedComplaint[] {
  const stated = complaints.filter((complaint) => complaint.source === 'complaint');
  if (!stated.length) return complaints;
  // A stated complaint that asks for nothing ("sore toe", "painful lump") is often named more exactly
  // in the narrative ("ingrown toenail with pus", "soft in the middle with a yellow head"): then the
  // procedure the narrative's minor complaint needs (drainage, removal) is done, with what its own context
  // adds to it (the scan of an injecting-site abscess).
  const statedAsksNothing = stated.every((complaint) => complaint.resources.length === 0);
  const isProcedure = (need: ResourceNeed) => need.resource === 'simpleProcedure';
  const onlyProcedures = ({ resources, definition }: MatchedComplaint) =>
    (resources.length > 0 && resources.every(isProcedure)) ||
    (resources.some(isProcedure) &&
      definition.resources.length > 0 &&
      definition.resources.every(isProcedure));
  // "Fell off bike" names how it happened; the narrative's injuries ("deformed wrist, gaping chin
  // laceration") are then what is treated, minor or not.
  const statedOnlyMechanism = stated.every((complaint) => mechanismComplaints.has(complaint.definition.id));
  // "Requests clean needles" with an injection site that is hot and fluctuant: the request is the
  // reason given, the narrative's problem is what is treated.
  const statedOnlyRequest = stated.every((complaint) => requestComplaints.has(complaint.definition.id));
  // "Feverish" names a sign; the narrative's burning urine or earache is its source, which is treated.
  const statedOnlyFever = stated.every((complaint) => complaint.definition.id === 'fever');
  // "Painful lump in armpit" names a shape; the narrative's boil or abscess is what it is, and its own
  // context (a diabetic's sugars, an injecting site) decides the work-up. Only a skin complaint: a lump
  // near the vagina told as a labial swelling is still the lump drained, not a genital infection's swabs.
  const statedOnlyLump = stated.every((complaint) => complaint.definition.id === 'lumps-bumps');
  // "Right hand pain after punching someone" names a place; a bite the narrative finds there (a wound over
  // the knuckle from the teeth) is what it is, with its own work-up.
  const statedOnlyLimbPain = stated.every((complaint) => limbPainComplaints.has(complaint.definition.id));
  // A glucose measured at the diabetic level is a problem of its own, wherever the case says it: it is
  // treated (not the context of the visit, as a known diabetes is).
  const measuredHyperglycaemia = (complaint: MatchedComplaint) =>
    complaint.definition.id === 'hyperglycemia' && highGlucose(facts) !== null;
  // "Knee wound red, temp" after a knee replacement: the operation is the fever's source, and is treated.
  const sourceOfTheFever = (complaint: MatchedComplaint) =>
    statedOnlyFever && complaint.definition.id === 'post-operative-problem';
  return complaints.filter(
    (complaint) =>
      complaint.source === 'complaint' ||
      sourceOfTheFever(complaint) ||
      measuredHyperglycaemia(complaint) ||
      (!contextGroups.has(complaint.definition.group) &&
        (!complaint.definition.minor ||
          statedOnlyMechanism ||
          statedOnlyRequest ||
          statedOnlyFever ||
          (statedOnlyLump && complaint.definition.group === 'skin') ||
          (statedOnlyLimbPain && complaint.definition.id === 'bite') ||
          (statedAsksNothing && onlyProcedures(complaint)))),
  );
}

/** Complaints that ask for a supply, a letter or a form rather than name a problem. */
const requestComplaints = new Set(['medication-request', 'administrative']);

/** Pain named by the limb it is in, not by its cause. */
const limbPainComplaints = new Set(['upper-extremity-pain', 'lower-extremity-pain']);

/** Complaints that say how an injury happened rather than what was injured. */
const mechanismComplaints = new Set(['fall', 'assault', 'motor-vehicle-collision-minor']);

/**
 * An unrecognised complaint is not assumed minor: blood tests, and a second resource where age or the
 * vital signs make a work-up likely. The text says the complaint was not recognised.
 */
function assumedForUnrecognised(facts: CaseFacts): ResourceNeed[] {
  const why = 'complaint not recognised: assumed';
  const needs: ResourceNeed[] = [{ resource: 'labs', why: `${why} [blood tests]` }];
  const older = (facts.age?.years ?? 0) >= 50;
  if (older) needs.push({ resource: 'ecg', why: `${why} [ECG at 50 and over]` });
  return needs;
}

/** A floor-3 red flag's own work-up, or, when it names none, blood tests and imaging. */
function workUpFor(flag: MatchedRedFlag): ResourceNeed[] {
  const name = flag.definition.name.toLowerCase();
  return (
    flag.definition.resources?.map((item) => ({ ...item, why: `${item.why} [${name}]` })) ?? [
      { resource: 'labs', why: `blood tests for ${name}` },
      { resource: 'advancedImaging', why: `imaging for ${name}` },
    ]
  );
}

function mergeByResource(needs: ResourceNeed[]): ResourceNeed[] {
  const byResource = new Map<EsiResource, string[]>();
  for (const { resource, why } of needs) {
    const whys = byResource.get(resource) ?? [];
    if (!whys.includes(why)) whys.push(why);
    byResource.set(resource, whys);
  }
  return [...byResource].map(([resource, whys]) => ({ resource, why: whys.join('; ') }));
}

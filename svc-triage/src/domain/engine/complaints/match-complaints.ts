import type { CaseFacts } from '../reading/case-facts';
import { compilePhrases, execPhrases, type PhrasePattern } from '../red-flags/matchers';
import type { EsiResource } from '../scores/esi-resources';
import { complaintCatalog } from './complaint-catalog';
import type { ComplaintDefinition, ResourceNeed } from './complaint.types';

export interface MatchedComplaint {
  definition: ComplaintDefinition;
  /** Where it was read: the chief-complaint field, or the narrative (symptoms, answers). */
  source: 'complaint' | 'narrative';
  evidence: string;
  /** The resources after the complaint's own adjustments. */
  resources: ResourceNeed[];
  /** Resources the adjustments took away, and why (e.g. "pain 2/10: oral analgesia"). */
  removed: Array<{ resource: EsiResource; why: string }>;
}

interface CompiledComplaint {
  definition: ComplaintDefinition;
  /** The complaint's own terms, read in the chief-complaint field and in the narrative. */
  terms: PhrasePattern;
  /** Its generic words ("thumb", "rash", "fall"), read in the chief-complaint field only. */
  genericWords: PhrasePattern | null;
}

/**
 * Longer phrases first: where two of a complaint's phrases match at the same place, the regex takes the
 * first alternative, and the longer one is the more specific evidence.
 */
const compiledCatalog: CompiledComplaint[] = complaintCatalog.map((definition) => ({
  definition,
  terms: compilePhrases(definition.terms, 'longestFirst'),
  genericWords: definition.complaintFieldTerms?.length
    ? compilePhrases(definition.complaintFieldTerms, 'longestFirst')
    : null,
}));

/**
 * History mentioned inside the narrative ("past medical history of asthma", "known epileptic") is
 * not a presenting complaint: it is masked before complaints are looked for there.
 */
const historyMention =
  /\b(?:(?:past )?(?:medical )?history of|known|background of|previous|prior|h\/o|finished (?:a |her |his |the )?course|completed (?:a |her |his |the )?course|recently treated for|recovering from|was treated for)\b[^.;:\n]*/g;

/**
 * The infection an antibiotic was given for ("day four of amoxicillin for a chest infection", "started
 * clarithromycin 4d ago for chest infection") is being treated: it is not presented again unless its own
 * symptoms are told, which are read where they are written. Other medicines' reasons ("ibuprofen for back
 * pain") may be the complaint itself: only a medicine started for one is masked, beside a chief complaint.
 */
/** What a medicine is for, up to three words: "for a chest infection", "for her hip pain". */
const FOR_WHAT = String.raw`for (?:a |an |his |her |their |my |the )?(?:(?!(?:who|which|and|but|with|since|now|today)\b)[\w-]+ ?){1,3}`;
const antibioticIndication = new RegExp(
  String.raw`\b(?:antibiotics?|abx|amoxicillin|amoxycillin|co-amoxiclav|augmentin|clarithromycin|azithromycin|erythromycin|doxycycline|flucloxacillin|cefalexin|cephalexin|nitrofurantoin|trimethoprim|penicillin|phenoxymethylpenicillin|ciprofloxacin|metronidazole)\b(?: [\w-]+){0,4}? ${FOR_WHAT}`,
  'g',
);

/**
 * The reason a medicine was started ("started co-codamol 1/52 ago for back pain", "GP started her on naproxen
 * for her hip pain") is being treated: when the chief complaint names something else (often the medicine's
 * side effect), it is that visit's context and is not presented again, unless its own words are told
 * elsewhere as a problem now. Only a medicine that is named, not "started vomiting for 2 days".
 */
const MEDICINE =
  '(?:co-?codamol|co-?dydramol|codeine|dihydrocodeine|tramadol|morphine|oramorph|oxycodone|zomorph|buprenorphine|fentanyl|naproxen|ibuprofen|diclofenac|paracetamol|acetaminophen|calpol|amitriptyline|nortriptyline|gabapentin|pregabalin|duloxetine|prednisolone|colchicine|painkillers?|analgesi\\w*|pain ?relief|(?:new )?(?:tablets|medication|medicine|pills))';
const medicineStartedFor = new RegExp(
  String.raw`\b(?:started|commenced|began|put)(?: (?:her|him|them|me))?(?: on)? (?:some |the |a |new )?${MEDICINE}\b(?: [\w/.-]+){0,4}? ${FOR_WHAT}`,
  'g',
);

/**
 * The reason a dose was taken ("took 2 paracetamol for a headache, then another 2 an hour later") is the
 * context of a visit about the dose itself, a medication error or an overdose named as the chief complaint.
 */
const medicineTakenFor = new RegExp(
  String.raw`\b(?:took|taken|taking|had|gave|given)(?: (?:him|her|them|me))?(?: (?:\d+|two|some|his|her|my|the|a))? ${MEDICINE}\b(?: [\w/.-]+){0,4}? ${FOR_WHAT}`,
  'g',
);
const DOSE_COMPLAINTS: ReadonlySet<string> = new Set(['medication-error', 'overdose-ingestion']);

/** The complaints the case presents, those of the chief-complaint field first, in the order written. */
export function matchComplaints(facts: CaseFacts): MatchedComplaint[] {
  const complaintText = facts.complaint.affirmed;
  const withoutHistory = facts.presenting.affirmed.replace(historyMention, ' ');
  const withoutAntibioticIndications = withoutHistory.replace(antibioticIndication, ' ');
  const withoutIndications = complaintText.trim()
    ? withoutAntibioticIndications.replace(medicineStartedFor, ' ')
    : withoutAntibioticIndications;
  // Where the infection being treated is all the case names ("can I drink wine on the metronidazole I
  // started for a dental infection?"), it is what the visit is about.
  let found = findComplaints(facts, complaintText, withoutIndications);
  const aboutADose = found.some(
    (item) => item.source === 'complaint' && DOSE_COMPLAINTS.has(item.compiled.definition.id),
  );
  if (aboutADose)
    found = findComplaints(facts, complaintText, withoutIndications.replace(medicineTakenFor, ' '));
  if (!found.length && withoutIndications !== withoutHistory)
    found = findComplaints(facts, complaintText, withoutHistory);
  // A generic word ("thumb" in "fishhook stuck in thumb") does not name a complaint of its own when a
  // specific complaint is said in the same clause; after a comma or an "and" it is another complaint.
  const specifics = found.filter((item) => item.source === 'complaint' && !item.generic);
  const minorNamed = specifics.some((specific) => specific.compiled.definition.minor);
  const meaningful = found.filter(
    (item) =>
      !item.generic ||
      (!specifics.some((specific) =>
        sameClause(complaintText, specific.index, specific.text, item.index, item.text),
      ) &&
        !(minorNamed && item.compiled.definition.fieldTermsAreContextBesideMinor) &&
        !placeOfAnEarlierComplaint(complaintText, item, found)),
  );
  meaningful.sort(
    (a, b) =>
      Number(a.source === 'narrative') - Number(b.source === 'narrative') ||
      a.index - b.index ||
      b.text.length - a.text.length,
  );
  // A complaint the case names for what it is (a blocked catheter, a hair tourniquet) explains the
  // complaints it causes, wherever each was read: they predict nothing of their own, unless one of their
  // own high-risk signs is there (severe abdominal pain at 80 stays abdominal pain, catheter or not).
  const explained = new Set(
    meaningful
      .filter((item) => !item.compiled.definition.explainsUnless?.(facts))
      .flatMap((item) => item.compiled.definition.explains ?? []),
  );
  const unexplained = meaningful.filter(
    (item) =>
      !explained.has(item.compiled.definition.id) ||
      (item.compiled.definition.highRisk ?? []).some((modifier) => modifier.when(facts)),
  );
  return withoutSubsumed(unexplained).map(({ compiled, source, text }) => ({
    definition: compiled.definition,
    source,
    evidence: `"${text.trim()}"`,
    ...adjustedResources(compiled.definition, facts),
  }));
}

interface FoundComplaint {
  compiled: CompiledComplaint;
  source: MatchedComplaint['source'];
  index: number;
  text: string;
  generic: boolean;
}

/** Every catalogued complaint read in the chief-complaint field, or failing that in the narrative. */
function findComplaints(facts: CaseFacts, complaintText: string, narrativeText: string): FoundComplaint[] {
  const found: FoundComplaint[] = [];
  for (const compiled of compiledCatalog) {
    if (compiled.definition.requires && !compiled.definition.requires(facts)) continue;
    const inComplaint = execPhrases(complaintText, compiled.terms);
    const generic = inComplaint
      ? null
      : compiled.genericWords && execPhrases(complaintText, compiled.genericWords);
    const inNarrative = inComplaint || generic ? null : execPhrases(narrativeText, compiled.terms);
    const match = inComplaint ?? generic ?? inNarrative;
    if (match)
      found.push({
        compiled,
        source: inNarrative ? 'narrative' : 'complaint',
        index: match.index,
        text: match[0],
        generic: Boolean(generic),
      });
  }
  return found;
}

const clauseSeparator = /[,;/+&]|\band\b|\bwith\b|\balso\b/;

/** "On his", "in the left", "under her": the words that make a body part the place of something. */
const placeBefore =
  /\b(?:on|in|under|behind|over|across|above|below|near|by)(?: (?:the|his|her|my|their|your|a))?(?: (?:left|right|upper|lower|l|r))?\s*$/;

/**
 * A generic word said as the place of a skin complaint named before it in the same clause ("worried about a
 * mole on his back", "rash in the armpit", "painful lump in the elbow crease") is where that complaint is,
 * not a complaint of its own. A lump on an organ is the organ's ("lump on the testicle"), and a fall on a
 * part hurt it ("fell on my hand").
 */
function placeOfAnEarlierComplaint(
  text: string,
  item: { compiled: CompiledComplaint; index: number; text: string; source: string },
  found: ReadonlyArray<{ compiled: CompiledComplaint; index: number; text: string; source: string }>,
): boolean {
  const saidAsAPlace = placeBefore.test(text.slice(Math.max(0, item.index - 24), item.index));
  const aLimbOrTheBack = item.compiled.definition.group === 'orthopedic';
  return found.some((other) => {
    const otherEnd = other.index + other.text.length;
    if (other === item || other.source !== 'complaint' || otherEnd > item.index) return false;
    // A cut's part may be hurt beneath it too ("cut knuckle after punching someone"): it stays.
    if (other.compiled.definition.group !== 'skin' || other.compiled.definition.id === 'laceration')
      return false;
    if (other.compiled.definition.id === 'lumps-bumps' && !aLimbOrTheBack) return false;
    // "On his back" after the complaint, or the part right after it as a note writes it ("lump L elbow").
    const adjacent = !text.slice(otherEnd, item.index).trim();
    return (saidAsAPlace || adjacent) && sameClause(text, other.index, other.text, item.index, item.text);
  });
}

function sameClause(
  text: string,
  firstIndex: number,
  first: string,
  secondIndex: number,
  second: string,
): boolean {
  const [start, end] =
    firstIndex <= secondIndex
      ? [firstIndex + first.length, secondIndex]
      : [secondIndex + second.length, firstIndex];
  return start >= end || !clauseSeparator.test(text.slice(start, end));
}

/**
 * "Chest wall pain" also contains "chest pain"'s words; where one complaint's evidence lies inside
 * another's longer evidence at the same place, the longer, more specific one stands. Where two read the
 * very same words, the one listed first in the catalogue stands (the age-banded paediatric ones are first).
 */
function withoutSubsumed<T extends { source: string; index: number; text: string }>(found: T[]): T[] {
  return found.filter(
    (candidate, position) =>
      !found.some(
        (other, otherPosition) =>
          other !== candidate &&
          other.source === candidate.source &&
          other.index <= candidate.index &&
          other.index + other.text.length >= candidate.index + candidate.text.length &&
          (other.text.length > candidate.text.length ||
            (other.text.length === candidate.text.length && otherPosition < position)),
      ),
  );
}

function adjustedResources(
  definition: ComplaintDefinition,
  facts: CaseFacts,
): Pick<MatchedComplaint, 'resources' | 'removed'> {
  let resources = [...definition.resources];
  const removed: MatchedComplaint['removed'] = [];
  for (const adjustment of definition.adjustments ?? []) {
    if (!adjustment.when(facts)) continue;
    for (const resource of adjustment.remove ?? []) {
      if (!resources.some((need) => need.resource === resource)) continue;
      resources = resources.filter((need) => need.resource !== resource);
      removed.push({ resource, why: adjustment.why ?? 'not needed here' });
    }
    resources.push(...(adjustment.add ?? []));
  }
  return { resources, removed };
}

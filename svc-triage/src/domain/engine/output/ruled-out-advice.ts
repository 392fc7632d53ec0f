import type { EsiResource } from '../scores/esi-resources';

/**
 * How a complaint's advice names each resource the prediction can rule out. A complaint's work-up is
 * written for its typical patient ("12-lead ECG", "Transvaginal ultrasound"); when the prediction has
 * ruled a resource out for this patient (a well toddler after an electric fence's pulse needs no ECG),
 * the plan must not ask for it in the next breath.
 */
const NAMES_OF_RESOURCE: Partial<Record<EsiResource, RegExp>> = {
  ecg: /\bECGs?\b|\bcardiac monitoring\b/i,
  xray: /\bX-?rays?\b|\bradiographs?\b/i,
  advancedImaging: /\b(?:CT|MRI|CTPA|FAST)\b|\bultrasound\b|\bangiograph|\bMR (?:scan|imaging)\b/,
  labs: /\b(?:blood (?:tests?|count|cultures?|gas|film)|bloods|FBC|CBC|CRP|ESR|U&Es?|electrolytes|renal function|creatinine|liver function|LFTs?|lipase|amylase|troponins?|lactate|cultures?|CK|coagulation|clotting|INR|(?:drug |serum )?levels|serology|TSH|D-dimer|group and save|cross-?match|HbA1c|myoglobin|osmolality|(?:quantitative |serum )?(?:beta-)?hCG|blood group)\b/i,
  ivFluids: /\bIV fluids?\b|\bfluid bolus\b/i,
  parenteralMedication: /\b(?:IV|IM|intravenous|intramuscular)\b(?! fluids?\b)|\bnebuli[sz]ed\b/i,
};

/** A clause that says when it applies ("… if no source or unwell", "only with fever") is kept whole: it teaches. */
const CONDITIONAL = /\b(?:if|when|whenever|unless|only|once|beyond|in case)\b/i;

/** Commas outside brackets: "Glucose, electrolytes, CK, ECG" is four requests. */
const ITEM_SEPARATOR = /,\s*(?![^()]*\))/;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The advice line without the requests for resources ruled out; null when nothing of it is left.
 * Conditional clauses stay, as do lines that name no ruled-out resource.
 */
function withoutRuledOut(line: string, names: readonly RegExp[]): string | null {
  const asksFor = (text: string) => names.some((pattern) => pattern.test(text));
  if (!asksFor(line)) return line;
  const clauses = line
    .split(/;\s*/)
    .map((clause) =>
      CONDITIONAL.test(clause)
        ? clause
        : clause
            .split(ITEM_SEPARATOR)
            .filter((item) => !asksFor(item))
            .join(', '),
    )
    .filter((clause) => clause.trim() !== '');
  return clauses.length ? capitalised(clauses.join('; ')) : null;
}

/** The advice lines without the requests for the resources ruled out for this patient. */
export function adviceWithout(lines: readonly string[], ruledOut: readonly EsiResource[]): string[] {
  const names = ruledOut.flatMap((resource) => NAMES_OF_RESOURCE[resource] ?? []);
  if (!names.length) return [...lines];
  return lines.flatMap((line) => withoutRuledOut(line, names) ?? []);
}

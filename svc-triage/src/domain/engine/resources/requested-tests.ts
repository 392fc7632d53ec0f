import type { ResourceNeed } from '../complaints/complaint.types';
import type { CaseFacts } from '../reading/case-facts';
import type { EsiResource } from '../scores/esi-resources';

/**
 * Tests a clinician has already asked for: the GP who "sent us for a chest X-ray" or "wants a stool sample
 * tested", the patient "told to come back for a repeat X-ray", "the plan is a chest X-ray", the discharge letter
 * that "asked for a repeat sodium in one week", the GP "grateful for an ophthalmology review today". The ED will do
 * what was asked, so each named test is a resource whatever the complaint predicts (a detox unit that "requires
 * bloods before accepting" asks for them too); so is a referrer's
 * "please CXR + bloods", "please arrange X-ray". A patient's own wish
 * ("I want an X-ray to be sure") is not a request. Read in the affirmed text, so "bloods are not needed"
 * asks for nothing.
 */
const ASKED =
  /\b(?:sent (?:us|him|her|them|me) (?:in |here |up )?for|referred (?:in |here )?for|told (?:us |him |her |them |me )?to (?:come (?:back |in |here )?for|have|get)|(?:doctor|gp|team|surgeons?|consultant|nurse|clinic|practice|physio\w*|midwife|specialist|registrar|pharmacist|hospital|ward|unit|service|letter|discharge summary|they|she|he)(?:'s| has| had)?(?:,[^,.;]{0,25},)? (?:asked|wants?|wanted|would like|requested|requests|requires?|required|advised|advises|recommended) (?:us |him |her |them |me )?(?:to (?:have|get) )?|needs? (?:a |an |his |her |their )?(?=[\w-]+ levels?\b)|to (?:go|come) (?:(?:to )?(?:the )?(?:hospital|ed|a&e) |in |here |back )?for|(?:the )?plan is(?: for)?|come back for|booked (?:in )?for|needs? (?:a |an |his |her |my )?repeat|please(?: (?:do|arrange|organi[sz]e|request|get|perform|can you|could you|consider))?|(?:i'?d|i would|we'?d|we would) be grateful for|(?:i|we) would appreciate)\b/g;

/** The words for each test, and the resource it is. */
const TESTS: ReadonlyArray<readonly [RegExp, EsiResource]> = [
  [/\b(?:(?:chest )?x-?rays?|cxr)\b/, 'xray'],
  [
    /\b(?:blood tests?|bloods|blood count|fbc|crp|lfts?|liver function tests?|inr|stool (?:sample|test)s?|urine (?:culture|sample)|msu|sodium|potassium|u ?& ?es?|u and es?|electrolytes|renal function|kidney function|creatinine|egfr|hba1c|thyroid function|tfts?|ferritin|ha?emoglobin)\b/,
    'labs',
  ],
  // A drug's level: "a carbamazepine level", "lithium level", "digoxin levels".
  [
    /\b(?:drug|lithium|digoxin|carbamazepine|phenytoin|valproate|theophylline|gentamicin|vancomycin|tacrolimus|ciclosporin|cyclosporine|acetaminophen|salicylate|iron) levels?\b/,
    'labs',
  ],
  [/\b(?:scan|ultrasound|ct(?: scan)?|mri)\b/, 'advancedImaging'],
  [/\b(?:ecg|ekg)\b/, 'ecg'],
  // A specialist's opinion asked for by the referrer: "grateful for an ophthalmology review today".
  [
    /\b(?:ophthalmology|eye|ent|orthopa?edic|surgical|plastics|plastic surgery|hand surgery|maxillofacial|max ?fax|urology|gyna?ecology|obstetric|pa?ediatric|medical|psychiatric|psychiatry|mental health|dermatology|cardiology|neurology|vascular) (?:review|opinion|assessment|consultation|consult)\b/,
    'specialtyConsultation',
  ],
];

/** How far after the request its tests are named: "sent us for a chest xray", "for an xray and bloods". */
const REQUEST_REACH = 45;

export function testsAskedFor(facts: CaseFacts): ResourceNeed[] {
  const text = facts.presenting.affirmed;
  const needs: ResourceNeed[] = [];
  for (const request of text.matchAll(ASKED)) {
    // From the request itself: "needs a carbamazepine level" names its test within it.
    const start = (request.index ?? 0) + request[0].length;
    const asked = text.slice(request.index ?? 0, start + REQUEST_REACH).split(/[.;]/)[0] ?? '';
    for (const [words, resource] of TESTS) {
      const named = words.exec(asked);
      if (named && !needs.some((need) => need.resource === resource))
        needs.push({ resource, why: `asked for: "${request[0].trim()} … ${named[0]}"` });
    }
  }
  return needs;
}

import {
  ageDays,
  ageYears,
  allOf,
  anyOf,
  cancerInRemission,
  fever,
  historyOf,
  none,
  says,
  saysBeforeNegation,
  takes,
} from '../red-flags/matchers';
import { rashSaidToBlanch } from '../red-flags/common-phrases';
import type { HighRiskSituation } from './high-risk.types';

// The narrative's own words first, so the evidence quotes what was written; the medication reader's
// classes last, for a drug named only in the list.
const immunocompromised = anyOf(
  says(
    'neutropeni*',
    'on chemo*',
    'chemo(therapy)? (last|this|\\d+ (days?|weeks?) ago)',
    'immunocompromised',
    'immunosuppressed',
    'transplant',
  ),
  allOf(
    historyOf(
      'neutropeni*',
      'chemo*',
      'on chemotherapy',
      'transplant*',
      'leukemia',
      'lymphoma',
      'myeloma',
      // HIV the infection, not a status unknown, a negative test or a test not yet resulted.
      /(?<!negative (?:for )?)\bhiv\b(?![\s-]*(?:status )?(?:unknown|not known|negative|neg|-ve)\b)(?![\s-]*(?:test|tested|testing|screen\w*)\b(?! (?:positive|pos|reactive)\b))/,
      /(?<!(?:hearing|walking|mobility|visual|memory|feeding|sleep) )aids\b/,
      'asplenia',
      'splenectomy',
      'no spleen',
      'sickle cell',
      'immunocompromised',
      'immunosuppressed',
      'on biologics?',
      'high[- ]dose steroids?',
      'bone marrow',
    ),
    none(cancerInRemission),
  ),
  takes('chemotherapy', 'immunosuppressant', 'immunosuppressiveSteroid'),
);
const nonBlanchingRash = anyOf(
  allOf(
    says(
      'non[- ]?blanching',
      'petechia\\w*',
      'purpura\\w*',
      'purpuric',
      "rash (that )?(doesn't|does not|won't|will not) (fade|blanch)",
    ),
    none(rashSaidToBlanch),
  ),
  // The glass test done is a worry said, unless it was passed ("did the glass test and it fades completely")
  // or there was no rash to test ("no rash, I did the glass test").
  allOf(
    says(
      /\bglass test\b(?![^.;]{0,30}\b(?:fades?|faded|fading|blanch\w*|disappears?|disappeared|goes (?:away|white|pale)|went (?:away|white|pale))\b)/,
    ),
    none(
      saysBeforeNegation(
        /\bno (?:rash|spots|marks|blotches)\b[^.;]{0,40}\bglass test\b|\bglass test\b[^.;]{0,40}\bno (?:rash|spots|marks)\b/,
      ),
    ),
  ),
);
const rigors = says(
  'rigors',
  'shaking chills',
  'shivering uncontrollably',
  'uncontrollable shaking',
  'teeth chattering',
);

const vulnerableFever = allOf(
  fever,
  anyOf(immunocompromised, ageDays(0, 91), allOf(ageYears(65), rigors), nonBlanchingRash),
);

export const feverVulnerableSituation: HighRiskSituation = {
  id: 'fever-in-a-vulnerable-patient',
  name: 'Fever in a vulnerable patient',
  source:
    'ESI v4 Implementation Handbook [fever: immunocompromise, infants under 3 months]; NICE NG151 Neutropenic sepsis; NICE NG143 Fever in under 5s; NICE NG240 Meningitis',
  detect: ({ facts }) => vulnerableFever(facts),
  saidByRedFlags: [
    'neutropenic-sepsis',
    'neonatal-fever',
    'young-infant-fever',
    'meningococcal-disease',
    'septic-shock',
    'sepsis',
  ],
};

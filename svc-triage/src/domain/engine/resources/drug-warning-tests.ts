import type { ResourceNeed } from '../complaints/complaint.types';
import type { CaseFacts } from '../reading/case-facts';
import type { MedicationClass } from '../reading/medications.parser';

interface DrugWarning {
  drug: MedicationClass;
  /** The symptoms the drug's monitoring advice says to act on, in the affirmed text. */
  symptoms: RegExp;
  why: string;
}

const INFECTION_SIGNS = String.raw`sore throat|throat (?:is |was |feels )?sore|fevers?|feverish|temperatures?|high temp\w*|rigors|shivery|flu-?like|mouth ulcers?|ulcers? (?:in|inside) (?:the|her|his|my|their) mouth`;
/**
 * Bleeding a low platelet count shows first: easy or unexplained bruising, bruises all over, bleeding gums,
 * nosebleeds, blood in the urine. Not the bruise or the bleeding of a wound or a fall.
 */
const UNEXPLAINED_BLEEDING = String.raw`(?:easy|easily|unexplained|spontaneous|new|random|lots of|odd) bruis\w*|bruis\w* (?:easily|all over|everywhere|for no reason|without (?:a |any )?(?:cause|reason|injury|knock|bang))|bleeding gums|gums? (?:are |is |keep )?bleed\w*|nosebleeds?|nose ?bleeds?|epistaxis|blood in (?:the |her |his |my )?(?:urine|wee|pee)`;

/** The signs of an infection a falling white count shows first: one pattern for each drug that needs it. */
const infectionSigns = new RegExp(`\\b(?:${INFECTION_SIGNS})\\b`);

/**
 * Medicines whose warning symptoms are answered by a blood test the same day, whatever the complaint
 * around them: a sore throat on carbimazole is agranulocytosis until the blood count says not; mouth
 * ulcers on methotrexate are marrow toxicity until it says not; diarrhoea on lithium is a rising level;
 * cramps on a diuretic are its sodium or potassium.
 * The symptom may be mild and the patient well: the test is the one resource (ESI 4) a sore throat or a
 * few loose stools would not otherwise need.
 */
const DRUG_WARNINGS: readonly DrugWarning[] = [
  {
    drug: 'antithyroid',
    symptoms: infectionSigns,
    why: 'full blood count for agranulocytosis: a sore throat, fever or mouth ulcers on an antithyroid drug (MHRA; BNF)',
  },
  {
    drug: 'clozapine',
    symptoms: infectionSigns,
    why: 'full blood count for neutropenia: signs of infection on clozapine (BNF)',
  },
  {
    drug: 'methotrexate',
    // Bruising or bleeding with no injury to explain it: a bruise where an ankle was twisted is the sprain's.
    symptoms: new RegExp(
      `\\b(?:${INFECTION_SIGNS}|${UNEXPLAINED_BLEEDING}|breathless\\w*|short(?:ness)? of breath|dry cough|new cough|jaundice\\w*|yellow)\\b`,
    ),
    why: 'full blood count, liver and renal function for methotrexate toxicity (BSR/BHPR DMARD monitoring 2017)',
  },
  {
    drug: 'lithium',
    symptoms:
      /\b(?:diarrh\w*|vomit\w*|dehydrat\w*|not drinking|(?:coarse|worse|new|bad) tremor|unsteady|ataxi\w*|confus\w*|drows\w*|slurred)\b/,
    why: 'lithium level and renal function: fluid loss or signs of toxicity on lithium (NICE CG185)',
  },
  {
    drug: 'diuretic',
    symptoms: /\b(?:cramp\w*|twitch\w*|(?:muscles?|legs?) (?:feel |are |is |so )?weak\w*)\b/,
    why: 'sodium, potassium and renal function: cramps or weakness on a diuretic (BNF; NICE CKS Hyponatraemia)',
  },
  {
    drug: 'vitaminKAntagonist',
    symptoms:
      /\b(?:bleed\w*|blood in|hematuria|pink\w* (?:urine|wee|pee)|(?:urine|wee|pee) (?:is |was |looks )?pink\w*|nosebleeds?|epistaxis|bruis\w*|melena|black stools?)\b/,
    why: 'INR and blood count: bleeding on warfarin',
  },
];

export function drugWarningTests(facts: CaseFacts): ResourceNeed[] {
  return DRUG_WARNINGS.filter(
    (warning) => facts.medications.includes(warning.drug) && warning.symptoms.test(facts.presenting.affirmed),
  ).map((warning) => ({ resource: 'labs', why: warning.why }));
}

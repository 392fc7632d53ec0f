export type MedicationClass =
  | 'anticoagulant'
  | 'directOralAnticoagulant'
  | 'vitaminKAntagonist'
  | 'antiplatelet'
  | 'insulin'
  | 'sulfonylurea'
  | 'immunosuppressant'
  | 'chemotherapy'
  | 'opioid'
  | 'combinedHormonalContraceptive'
  | 'betaBlocker'
  | 'potassiumRaising'
  | 'steroid'
  | 'immunosuppressiveSteroid'
  | 'antipsychotic'
  | 'lithium'
  | 'antithyroid'
  | 'methotrexate'
  | 'clozapine'
  | 'kidneyAtRiskWhenDry'
  | 'diuretic'
  | 'aceInhibitor'
  | 'digoxin'
  | 'calciumChannelBlocker'
  | 'dopamineBlockingAntiemetic';

/** The dihydropyridine calcium-channel blockers, whose commonest side effect is ankle swelling. */
export const DIHYDROPYRIDINES =
  '(?:amlodipine|nifedipine|felodipine|lercanidipine|lacidipine|nicardipine|isradipine)';

/** How each class reads in the analysis text. */
export const medicationClassLabels: Record<MedicationClass, string> = {
  anticoagulant: 'anticoagulant',
  directOralAnticoagulant: 'direct oral anticoagulant',
  vitaminKAntagonist: 'vitamin K antagonist [INR-guided]',
  antiplatelet: 'antiplatelet',
  insulin: 'insulin',
  sulfonylurea: 'sulfonylurea',
  immunosuppressant: 'immunosuppressant',
  chemotherapy: 'chemotherapy',
  opioid: 'opioid',
  combinedHormonalContraceptive: 'combined hormonal contraceptive',
  betaBlocker: 'beta-blocker',
  potassiumRaising: 'potassium-raising drug',
  steroid: 'corticosteroid',
  immunosuppressiveSteroid: 'corticosteroid at an immunosuppressive dose',
  antipsychotic: 'antipsychotic',
  lithium: 'lithium',
  antithyroid: 'antithyroid drug',
  methotrexate: 'methotrexate',
  clozapine: 'clozapine',
  kidneyAtRiskWhenDry: 'diuretic, ACE inhibitor or ARB [kidney injury risk when dehydrated]',
  diuretic: 'diuretic',
  aceInhibitor: 'ACE inhibitor',
  digoxin: 'digoxin',
  calciumChannelBlocker: 'dihydropyridine calcium-channel blocker',
  dopamineBlockingAntiemetic: 'dopamine-blocking antiemetic',
};

/** Anticoagulants by name: "a blood thinner" may be one of them, or an antiplatelet. */
const NAMED_ANTICOAGULANT =
  /\b(?:warfarin|coumadin|apixaban|eliquis|rivaroxaban|xarelto|dabigatran|pradaxa|edoxaban|lixiana|savaysa|enoxaparin|lovenox|clexane|heparin|dalteparin|fondaparinux|acenocoumarol|anticoagula\w*|doac|noac)\b/;

/** Drug names (generic and common brands) by the class that changes triage risk. */
const medicationClassPatterns: Record<MedicationClass, RegExp> = {
  anticoagulant: new RegExp(`${NAMED_ANTICOAGULANT.source}|\\bblood[- ]thinners?\\b`),
  // The two kinds, where they change what is done: a DOAC has no routine level, warfarin has the INR.
  directOralAnticoagulant:
    /\b(?:apixaban|eliquis|rivaroxaban|xarelto|dabigatran|pradaxa|edoxaban|lixiana|savaysa|doac|noac)\b/,
  vitaminKAntagonist: /\b(?:warfarin|coumadin|acenocoumarol|sintrom|phenprocoumon|phenindione)\b/,
  antiplatelet: /\b(?:aspirin|clopidogrel|plavix|ticagrelor|brilinta|prasugrel|dipyridamole)\b/,
  insulin:
    /\b(?:insulin|glargine|lantus|aspart|novorapid|lispro|humalog|detemir|degludec|tresiba|humulin|novomix)\b/,
  sulfonylurea: /\b(?:gliclazide|glipizide|glimepiride|glibenclamide|glyburide|tolbutamide)\b/,
  immunosuppressant:
    /\b(?:tacrolimus|cyclosporin\w*|ciclosporin|mycophenolate|azathioprine|methotrexate|biologics?|adalimumab|infliximab|rituximab|transplant)\b/,
  chemotherapy:
    /\b(?:chemo\w*|cisplatin|carboplatin|paclitaxel|docetaxel|doxorubicin|cyclophosphamide|capecitabine|oxaliplatin|folfox|r-chop|immunotherapy)\b/,
  opioid:
    /\b(?:morphine|oxycodone|hydromorphone|fentanyl|methadone|buprenorphine|tramadol|codeine|heroin|hydrocodone|tapentadol|opioids?|opiates?)\b/,
  combinedHormonalContraceptive:
    /\b(?:combined (?:oral )?contraceptive|ocp|the pill|oral contraceptive|estrogen|oestrogen|hrt|ethinyl)\b/,
  betaBlocker: /\b(?:\w+olol|beta.?blockers?)\b/,
  potassiumRaising:
    /\b(?:spironolactone|eplerenone|amiloride|triamterene|\w+pril|\w+sartan|potassium supplements?|trimethoprim)\b/,
  steroid: /\b(?:prednisolone|prednisone|dexamethasone|hydrocortisone|methylprednisolone|steroids?)\b/,
  // A dose that suppresses immunity (prednisolone 20 mg a day or its equivalent): fever then is a fever
  // in an immunocompromised patient, whose infection the steroid also hides.
  immunosuppressiveSteroid:
    /\b(?:(?:prednisolone|prednisone)\s*(?:[2-9]\d|\d{3})(?:\.\d+)?\s*mg|methylprednisolone\s*(?:1[6-9]|[2-9]\d|\d{3})\s*mg|dexamethasone\s*(?:[3-9]|\d\d)(?:\.\d+)?\s*mg|hydrocortisone\s*(?:[89]\d|\d{3})\s*mg|high[- ]dose (?:oral )?(?:steroids?|prednisolone|prednisone))\b/,
  antipsychotic:
    /\b(?:haloperidol|olanzapine|risperidone|quetiapine|clozapine|aripiprazole|chlorpromazine|zuclopenthixol|flupentixol|antipsychotics?)\b/,
  lithium: /\b(?:lithium|priadel|camcolit|liskonum|li-liquid)\b/,
  // Drugs whose rare, dangerous effect on the blood shows first as a sore throat, a fever or ulcers.
  antithyroid: /\b(?:carbimazole|methimazole|thiamazole|propylthiouracil)\b/,
  methotrexate: /\bmethotrexate\b/,
  clozapine: /\b(?:clozapine|clozaril|denzapine|zaponex)\b/,
  // Medicines a sick-day plan pauses: with fluid loss they tip the kidneys into injury (NICE NG148).
  kidneyAtRiskWhenDry:
    /\b(?:furosemide|frusemide|lasix|bumetanide|torasemide|bendroflumethiazide|bendrofluazide|hydrochlorothiazide|indapamide|chlortalidone|chlorthalidone|metolazone|spironolactone|eplerenone|amiloride|diuretics?|water tablets?|\w+pril|\w+sartan|ace inhibitors?)\b/,
  // Their sodium and potassium are checked when cramps or weakness come (BNF; NICE CKS Hyponatraemia).
  diuretic:
    /\b(?:furosemide|frusemide|lasix|bumetanide|torasemide|bendroflumethiazide|bendrofluazide|hydrochlorothiazide|indapamide|chlortalidone|chlorthalidone|metolazone|spironolactone|eplerenone|amiloride|diuretics?|water tablets?)\b/,
  // Their dry cough and their angioedema are the drug's own.
  aceInhibitor: /\b(?:\w+pril|ace inhibitors?)\b/,
  // Its toxicity is suspected at the bedside, before a level: yellow vision, a slow pulse, vomiting.
  digoxin: /\b(?:digoxin|lanoxin)\b/,
  calciumChannelBlocker: new RegExp(`\\b${DIHYDROPYRIDINES}\\b`),
  // An acute dystonia (the neck pulled round, the eyes rolling up) is their commonest reaction in the young.
  dopamineBlockingAntiemetic:
    /\b(?:metoclopramide|maxolon|reglan|prochlorperazine|stemetil|buccastem|droperidol|trifluoperazine|perphenazine)\b/,
};

/**
 * A medicine said to be stopped is not taken: "stopped warfarin last year", "came off his apixaban",
 * "off warfarin since 2016", "no longer on steroids", "warfarin discontinued". The drug's word (and a
 * second joined by "and") goes.
 */
const stoppedMedicine =
  /\b(?:stopped|discontinued|ceased|quit|came off|come off|taken off|(?<!\b(?:on and|on|and) )off|no longer (?:on|takes?|taking)|used to (?:take|be on)|previously on|formerly on)\s+(?:(?:taking|using|his|her|their|the|all)\s+){0,2}[\w-]+(?:\s+(?:and|or|&)\s+[\w-]+)?|\b[\w-]+\s+(?:was |were |has been |have been )?(?:stopped|discontinued|ceased)\b/g;

const stoppingWords = /stop|discontinu|ceas|quit|\boff\b|no longer|used to|previously|formerly/;

/**
 * A medicine said not to be taken is not taken: "None, no blood thinners", "not on anticoagulants",
 * "nil warfarin or aspirin", "denies any insulin". The word after the denial (and one joined by "or"/"and")
 * goes; "no change to his warfarin" keeps the warfarin.
 */
const deniedMedicine =
  /\b(?:no|nil|not on|not taking|denies|never (?:on|taken|took)|isn'?t on|is not on|without)\s+(?:any\s+)?(?:regular\s+)?(?:blood[- ]thinners?|[\w-]+)(?:\s*(?:,|or|and|nor|&)\s*(?:blood[- ]thinners?|[\w-]+))?/g;
const denyingWords = /\b(?:no|nil|not|denies|never|isn'?t|without)\b/;

/**
 * Heparin given only within a dialysis session or to keep a line open ("heparin during dialysis",
 * "heparin lock") is gone from the blood within hours: the patient is not on an anticoagulant.
 */
const heparinOnlyWithDialysis =
  /\bheparin(?= (?:\w+ )?(?:during|with|on|for|in|at) (?:each |every |the |his |her |their )?(?:dialysis|haemodialysis|hemodialysis|hd|sessions?|runs?)\b)|\bheparin (?:flush|lock)\w*|\b(?:dialysis|haemodialysis|hemodialysis|hd) (?:with|using) heparin\b/g;

export function classifyMedications(text: string | null | undefined): MedicationClass[] {
  const lowercase = (text ?? '').toLowerCase().replace(heparinOnlyWithDialysis, ' ');
  // Most texts say nothing of stopping a medicine: the pattern runs only when one of its words is there.
  const taken = stoppingWords.test(lowercase) ? lowercase.replace(stoppedMedicine, ' ') : lowercase;
  const lower = denyingWords.test(taken) ? taken.replace(deniedMedicine, ' ') : taken;
  const classes = (Object.keys(medicationClassPatterns) as MedicationClass[]).filter((medicationClass) =>
    medicationClassPatterns[medicationClass].test(lower),
  );
  // "On a blood thinner" beside clopidogrel or aspirin, and no anticoagulant named: the thinner is the
  // antiplatelet, which needs no clotting tests.
  return classes.includes('antiplatelet') && !NAMED_ANTICOAGULANT.test(lower)
    ? classes.filter((medicationClass) => medicationClass !== 'anticoagulant')
    : classes;
}

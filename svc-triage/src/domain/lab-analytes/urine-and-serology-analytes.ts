import type { ReportedAnalyte } from './reported-analytes';

const screenedForAbsence = { positiveIsAbnormal: true };
const judgedByPrintedReference = { positiveIsAbnormal: false };
/** "Ketones, urine", "Ketones (urine)". */
const urineAfter = (name: string) => `${name},?\\s*(?:\\(\\s*urine\\s*\\)|urine)`;
/** "Urine ketones", "U. ketones", "U-ketones". */
const urineBefore = (name: string) => `(?:urine|u\\.|u-)\\s*${name}`;

/**
 * Tests a report may print in words or grades. Labels are chosen for the guideline engine's reader:
 * "Urine ketones" and "Urine hCG" are read by it as ketones and hCG (a positive urine ketone counts
 * towards DKA), while urine glucose is written "Glycosuria" because the engine would read "Urine glucose
 * Present" as a blood glucose and stop asking for one.
 */
export const urineAndSerologyAnalytes: readonly ReportedAnalyte[] = [
  {
    id: 'urine-ketones',
    readAs: 'ketones',
    label: 'Urine ketones',
    names: [urineBefore('ketones?(?: bodies)?'), urineAfter('ketones?(?: bodies)?'), 'ketonuria'],
    urineSectionNames: ['ketones?(?: bodies)?', 'acetone'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'urine-glucose',
    label: 'Glycosuria',
    // A blood glucose is never "Present (+++)": a glucose with a worded result is the urine test.
    names: [
      urineBefore('(?:glucose|sugar)'),
      urineAfter('(?:glucose|sugar)'),
      'glycosuria',
      { beforeWordedResult: '(?:glucose|sugar)' },
    ],
    urineSectionNames: ['glucose', 'sugar'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'urine-protein',
    label: 'Urine protein',
    // A worded "Protein" or "Albumin" ("Albumin: Trace") is the urine dipstick; serum protein is numeric.
    names: [
      urineBefore('(?:proteins?|albumin)'),
      urineAfter('(?:proteins?|albumin)'),
      'proteinuria',
      'proteins?',
      { beforeWordedResult: 'albumin' },
    ],
    urineSectionNames: ['albumin'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'urine-blood',
    label: 'Urine blood',
    // A plain "Blood" names the urine test only under a urine heading ("Blood group", "occult blood").
    names: [urineBefore('blood'), urineAfter('blood')],
    urineSectionNames: ['blood'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'urine-nitrite',
    label: 'Urine nitrite',
    names: [urineBefore('nitrites?'), 'nitrites?'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'urine-leukocyte-esterase',
    label: 'Urine leukocyte esterase',
    names: [
      `${urineBefore('')}leu[ck]ocyte esterase`,
      'leu[ck]ocyte esterase',
      { beforeWordedResult: 'leu[ck]ocytes?' },
    ],
    urineSectionNames: ['leu[ck]ocytes?'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'urine-hcg',
    readAs: 'hcg',
    label: 'Urine hCG',
    names: [
      `(?:urine |urinary )?pregnancy test(?:,?\\s*\\(\\s*urine\\s*\\)|,? urine)?`,
      urineBefore('(?:beta[- ]?|β-?|b-?)?hcg'),
      'upt',
    ],
    units: [],
    qualitative: judgedByPrintedReference,
  },
  {
    id: 'hcg',
    readAs: 'hcg',
    label: 'Beta-hCG',
    names: [
      '(?:serum |s\\. ?)?(?:beta[- ]?|β-?|b-?)hcg',
      '(?:serum )?hcg',
      'human chorionic gonadotro(?:ph|p)in',
    ],
    units: ['mIU/mL', 'U/L'],
    qualitative: judgedByPrintedReference,
  },
  {
    id: 'blood-ketones',
    readAs: 'ketones',
    label: 'Blood ketones',
    names: ['(?:blood|serum|plasma|capillary) ketones?', '(?:beta|β)[- ]?hydroxybutyrate', 'bhb'],
    units: ['mmol/L'],
    qualitative: screenedForAbsence,
  },
  {
    // The specimen is not named: written as "Ketones", which the engine reads as ketones.
    id: 'ketones',
    readAs: 'ketones',
    label: 'Ketones',
    names: ['ketones?(?: bodies)?'],
    units: ['mmol/L'],
    qualitative: screenedForAbsence,
  },
  {
    id: 'blood-culture',
    label: 'Blood culture',
    names: ['blood culture(?:\\s*(?:&|and)\\s*sensitivity)?', 'blood c\\/s'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'hbsag',
    label: 'HBsAg',
    names: ['hepatitis b surface antigen', 'hbsag', 'australia antigen'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'anti-hcv',
    label: 'Anti-HCV',
    names: ['anti[- ]?hcv(?: antibod(?:y|ies))?', 'hcv antibod(?:y|ies)', 'hepatitis c antibod(?:y|ies)'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'hiv',
    label: 'HIV antibody',
    names: ['hiv[- ]?(?:1\\s*(?:&|and|\\+)\\s*2|i\\s*(?:&|and)\\s*ii)?(?: antibod(?:y|ies))?(?: screening)?'],
    units: [],
    qualitative: screenedForAbsence,
  },
  {
    id: 'dengue-ns1',
    label: 'Dengue NS1 antigen',
    names: ['dengue ns-?1(?: antigen)?', 'ns-?1 antigen'],
    units: [],
    qualitative: screenedForAbsence,
  },
];

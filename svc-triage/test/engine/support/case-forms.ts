import { analyzeCase } from '../../../src/domain/engine';
import { readCaseFacts } from '../../../src/domain/engine/reading/case-facts';

export type CaseForm = Parameters<typeof analyzeCase>[0];

/**
 * A maker of case forms for one test file: the complaint and the narrative always, the vital signs,
 * age and sex when the test is about them, the file's defaults otherwise.
 */
export function caseFormMaker(defaults: { patientAge: string; gender: string }) {
  return (
    chiefComplaint: string,
    symptoms: string,
    vitals = '',
    patientAge = defaults.patientAge,
    gender = defaults.gender,
  ): CaseForm => ({ patientAge, gender, chiefComplaint, symptoms, vitals });
}

export const flagIds = (item: CaseForm) => analyzeCase(item).redFlags.map((flag) => flag.id);
export const resourcesOf = (item: CaseForm) => analyzeCase(item).scores.esi?.resources ?? [];
export const presentationIds = (item: CaseForm) =>
  (analyzeCase(item).presentations ?? []).map((found) => found.id);
/** What the engine reads of a case: its facts, with the optional fields a test leaves out filled empty. */
export const factsOf = (item: CaseForm) =>
  readCaseFacts({ medicalHistory: '', currentMedications: '', ...item });
export const mentalStatusOf = (item: CaseForm) => factsOf(item).mentalStatus;

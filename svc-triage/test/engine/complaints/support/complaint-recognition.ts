// Helpers shared by the complaint recognition tests (*.recognition.test.ts): each builds a case form,
// reads it as the engine does and asks which complaints it matched, what they need and whether they
// are high risk. Not named *.test.ts, so Jest does not run it as a suite.
import type { CaseForm } from '../../../../src/domain/engine/case-form';
import {
  matchComplaints,
  type MatchedComplaint,
} from '../../../../src/domain/engine/complaints/match-complaints';
import { readCaseFacts } from '../../../../src/domain/engine/reading/case-facts';
import type { EsiResource } from '../../../../src/domain/engine/scores/esi-resources';

/**
 * A complete case form with neutral defaults (a 34-year-old woman, nothing else written), so a test
 * says only what its case is about. A file whose cases share another default (an age, a gender)
 * wraps this in a one-line adapter rather than building forms of its own.
 */
export function caseForm(chiefComplaint: string, overrides: Partial<CaseForm> = {}): CaseForm {
  return {
    patientAge: '34',
    gender: 'female',
    chiefComplaint,
    symptoms: '',
    vitals: '',
    ...overrides,
  };
}

/** Every complaint the engine reads in the form, primary first, exactly as the engine matches them. */
export function complaintsOf(form: CaseForm): MatchedComplaint[] {
  return matchComplaints(readCaseFacts(form));
}

/** The ids of every matched complaint: for tests that a wording is not read as some complaint at all. */
export function complaintIdsOf(form: CaseForm): string[] {
  return complaintsOf(form).map((complaint) => complaint.definition.id);
}

/** The primary (first) complaint's id; undefined when nothing matched. */
export function primaryComplaintId(form: CaseForm): string | undefined {
  return complaintsOf(form)[0]?.definition.id;
}

/**
 * The primary complaint's resource types, each once, sorted; [] when nothing matched. For tests
 * about which kinds of resource a case needs, whichever complaint the engine puts first.
 */
export function primaryResources(form: CaseForm): EsiResource[] {
  return [...new Set((complaintsOf(form)[0]?.resources ?? []).map((need) => need.resource))].sort();
}

/**
 * The named complaint's resources as listed (a repeat stays a repeat), sorted; undefined when that
 * complaint was not matched. For tests that pin one complaint wherever it ranks, so a case that is
 * not read as that complaint fails rather than passing as "needs nothing".
 */
export function resourcesOf(form: CaseForm, id: string): EsiResource[] | undefined {
  return complaintsOf(form)
    .find((complaint) => complaint.definition.id === id)
    ?.resources.map((need) => need.resource)
    .sort();
}

/**
 * The reasons of the high-risk modifiers that hold for the primary complaint, or for the named one
 * when `id` is given (none when it was not matched). The modifiers read the same facts the
 * complaints were matched from.
 */
export function highRiskReasons(form: CaseForm, id?: string): string[] {
  const facts = readCaseFacts(form);
  const complaints = matchComplaints(facts);
  const complaint =
    id === undefined ? complaints[0] : complaints.find((candidate) => candidate.definition.id === id);
  return (complaint?.definition.highRisk ?? [])
    .filter((modifier) => modifier.when(facts))
    .map((m) => m.reason);
}

/** Whether any high-risk modifier holds for the primary complaint, or for the named one. */
export function isHighRisk(form: CaseForm, id?: string): boolean {
  return highRiskReasons(form, id).length > 0;
}

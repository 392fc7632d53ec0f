import type { CaseForm } from '../../../src/domain/engine/case-form';
import { readCaseFacts } from '../../../src/domain/engine/reading/case-facts';
import type {
  DecisionRule,
  DecisionRuleEffect,
  DecisionRuleResult,
} from '../../../src/domain/engine/rules/decision-rule.types';

/** A case form with empty defaults: each table row says only what its case needs. */
export function caseForm(fields: Partial<CaseForm>): CaseForm {
  return {
    patientAge: '40',
    gender: 'female',
    chiefComplaint: '',
    symptoms: '',
    vitals: '',
    medicalHistory: '',
    currentMedications: '',
    ...fields,
  };
}

export function applyRule(rule: DecisionRule, fields: Partial<CaseForm>): DecisionRuleResult | null {
  return rule(readCaseFacts(caseForm(fields)));
}

/** What a table row expects; every field is optional so a row checks only what it is about. */
export interface Expected {
  status?: DecisionRuleResult['status'];
  score?: number;
  outcome?: RegExp;
  effect?: DecisionRuleEffect;
  /** Substrings that must each appear in one `found` entry. */
  found?: string[];
  /** Substrings that must each appear in one `missing` entry. */
  missing?: string[];
}

export function expectResult(result: DecisionRuleResult | null, expected: Expected): void {
  expect(result).not.toBeNull();
  if (!result) return;
  if (expected.status) expect(result.status).toBe(expected.status);
  if (expected.score !== undefined) expect(result.score).toBe(expected.score);
  if (expected.outcome) expect(result.outcome).toMatch(expected.outcome);
  if (expected.effect) expect(result.effect).toEqual(expected.effect);
  for (const text of expected.found ?? [])
    expect(result.found.some((entry) => entry.includes(text)) ? text : result.found).toBe(text);
  for (const text of expected.missing ?? [])
    expect(result.missing.some((entry) => entry.includes(text)) ? text : result.missing).toBe(text);
  if (result.status === 'computed') expect(result.missing).toEqual([]);
  else expect(result.missing.length).toBeGreaterThan(0);
}

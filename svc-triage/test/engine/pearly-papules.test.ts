import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A row of tiny smooth bumps "in a ring round the edge of the head" of the penis, with no sore, itch or
 * discharge: pearly penile papules, normal skin, reassured without swabs (ESI 5). "In a ring" is their
 * shape, not a constriction ring to cut off; a ring stuck on the penis, or a foreskin "pulled back that
 * won't go forward" with a tight ring behind the head, is reduced under a penile block (ESI 4).
 */
const form = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '20',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: '',
  medicalHistory: 'none',
  currentMedications: 'none',
});

it('bumps in a ring round the edge of the head, no sores or discharge, are ESI 5', () => {
  expect(
    analyzeCase(
      form(
        'little bumps on my penis',
        "A row of tiny white bumps in a ring round the edge of the head of my penis. They don't hurt or itch, no discharge, no sores.",
      ),
    ).esi,
  ).toBe(5);
});

it.each([
  [
    'foreskin stuck back',
    "Pulled his foreskin back in the shower three hours ago and now it won't go forward, a tight ring behind the head, swollen.",
  ],
  ['ring stuck on penis', 'A metal ring stuck on the base of the penis for 2 hours, swollen beyond it.'],
])('near-miss: "%s" is reduced or removed (ESI 4 or more)', (chiefComplaint, symptoms) => {
  expect(analyzeCase(form(chiefComplaint, symptoms)).scores.esi.resources).toContain('simpleProcedure');
});

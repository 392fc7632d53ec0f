import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A permanent tooth knocked out whole is replanted and splinted at once, in the department or by the
 * on-call dentist: one resource, with the dental review arranged after (IADT 2020), ESI 4. Lips swollen
 * by the elbow that knocked it out are not an allergic reaction or an airway threat. Lips swelling after
 * peanuts with hives are.
 */
const form = (symptoms: string, patientAge = '26'): CaseForm => ({
  patientAge,
  gender: 'male',
  chiefComplaint: 'Front tooth knocked out',
  symptoms,
  vitals: 'HR 80 BP 126/74 RR 14 SpO2 99%',
  medicalHistory: 'Fit and well',
  currentMedications: 'None',
});

it.each([
  'Hit by a cricket ball 30 min ago; upper left central incisor out whole, brought in milk; minor bleeding from the socket; no other injury.',
  'Took an elbow to the mouth at football; his upper front tooth came out whole and is in milk. Lips are swollen but not cut, bite normal, no head injury.',
])('"%s" is a replant and splint (ESI 4)', (symptoms) => {
  const result = analyzeCase(form(symptoms));
  expect(result.scores.esi.resources).toEqual(['simpleProcedure']);
  expect(result.esi).toBe(4);
});

it('near-miss: lips swelling after peanuts, with hives, are an allergic reaction', () => {
  const result = analyzeCase({
    ...form('Ate a peanut cookie 20 minutes ago, lips are swollen and hives on his chest, breathing fine.'),
    chiefComplaint: 'lips swelling',
  });
  expect((result.presentations ?? []).map((presentation) => presentation.name)).toContain(
    'Allergic reaction',
  );
});

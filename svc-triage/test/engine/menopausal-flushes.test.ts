import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * Hot flushes and night sweats of the menopause in a well woman need advice and her GP, no tests
 * (NICE NG23): "hot flushes" in the complaint field had been read as a fever ('hot'), and the low mood
 * that comes with them as a depression needing a psychiatric assessment. Low mood said in the narrative
 * of another complaint is its context; named as the complaint, or with thoughts of dying, it is still
 * the mental-health visit.
 */
const form = (chiefComplaint: string, symptoms: string, vitals = ''): CaseForm => ({
  patientAge: '52',
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals,
  medicalHistory: 'nil',
  currentMedications: 'nil',
});

it.each([
  [
    'Hot flushes and night sweats',
    'Flushes many times a day for 3 months, drenching night sweats, poor sleep and low mood. LMP 9 months ago. Wants to know about HRT.',
  ],
  [
    'hot flushes and i cant sleep',
    'for 4 months hot flushes lots of times a day, mood low and irritable, no thoughts of hurting myself. periods all over the place.',
  ],
  ['Hot flashes', 'Perimenopausal, flashes and sweats at night, low mood. No weight loss, no bleeding.'],
])('"%s" in a well woman is ESI 5', (chiefComplaint, symptoms) => {
  expect(analyzeCase(form(chiefComplaint, symptoms)).esi).toBe(5);
});

it('near-miss: "feeling hot and shivery" with a temperature of 38.6 is still a fever', () => {
  const result = analyzeCase({
    ...form('hot and shivery', 'Shivering, feels hot, aches, dysuria for 2 days.'),
    vitals: 'T 38.6 HR 104',
  });
  expect((result.presentations ?? []).map((presentation) => presentation.name)).not.toContain(
    'Menopausal symptoms',
  );
  expect(result.esi).toBeLessThanOrEqual(3);
});

it('near-miss: low mood named as the complaint is still a mental-health assessment', () => {
  const result = analyzeCase(
    form('low mood', 'Low mood for two months, not enjoying anything, no thoughts of self-harm.'),
  );
  expect((result.presentations ?? []).map((presentation) => presentation.name)).toContain(
    'Depression / suicidal / deliberate self-harm',
  );
});

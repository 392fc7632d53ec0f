import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A bleed, or an injury that may bleed, in haemophilia or another bleeding disorder is treated with factor
 * at once, before any investigation (WFH 2020): a high-risk situation, ESI 2 (decision point B). A swollen
 * knee in severe haemophilia A was read as a hot joint needing tests, ESI 3.
 */
const form = (symptoms: string, medicalHistory: string, chiefComplaint = 'swollen joint'): CaseForm => ({
  patientAge: '16',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: 'HR 90 BP 124/72 RR 16 SpO2 99% T 36.9',
  medicalHistory,
  currentMedications: '',
});
const flagIds = (item: CaseForm) => analyzeCase(item).redFlags.map((flag) => flag.id);

it.each([
  [
    'Left ankle swollen and tight since twisting it playing rugby, cannot bear weight.',
    'Severe haemophilia A',
  ],
  [
    'Elbow swelling and pain since last night, feels like his usual bleeds.',
    'Haemophilia B (factor IX deficiency)',
  ],
  ['Banged his head on a cupboard an hour ago, small bump, otherwise well.', 'von Willebrand disease type 3'],
])('"%s" with "%s" is ESI 2', (symptoms, history) => {
  const item = form(symptoms, history);
  expect(flagIds(item)).toContain('bleed-in-a-bleeding-disorder');
  expect(analyzeCase(item).esi).toBe(2);
});

it('near-miss: a haemophilia patient here for a repeat prescription has no bleed', () => {
  const item = form(
    'Needs a repeat prescription of his factor, no bleeds, no injuries.',
    'Haemophilia A',
    'repeat prescription',
  );
  expect(flagIds(item)).not.toContain('bleed-in-a-bleeding-disorder');
});

it('near-miss: a haemophilia carrier with a swollen ankle is not the flag', () => {
  const item = form('Twisted ankle, swollen, walking on it.', 'Haemophilia carrier', 'ankle injury');
  expect(flagIds(item)).not.toContain('bleed-in-a-bleeding-disorder');
});

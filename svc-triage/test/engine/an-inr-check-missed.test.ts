import { analyzeCase } from '../../src/domain/engine';
import { analyzeText } from '../../src/domain/engine/reading/analyzed-text';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * "No INR check since starting warfarin" is the reason for the visit, not a negation: a well patient on
 * warfarin whose INR check was missed has it done (labs, ESI 4; NICE CKS Anticoagulation - oral).
 */
const older = caseFormMaker({ patientAge: '69', gender: 'male' });

it('"no INR check" is kept as said', () => {
  expect(analyzeText('No INR check since starting warfarin').affirmed).toMatch(/no inr check/);
});

it('no INR check since warfarin was started on discharge, some bruising, well: the INR, ESI 4', () => {
  const item = {
    ...older(
      'No INR check since starting warfarin on discharge',
      'Discharged eight days ago after a hip replacement, started on warfarin for new AF. The clinic letter went to an old address and he has had no INR check since. Some bruising around the healing hip wound, no bleeding elsewhere, no black stools, no headache.',
      'HR 82 irregular, BP 134/78, RR 16, SpO2 97%, T 36.7',
    ),
    currentMedications: 'Warfarin; bisoprolol; amlodipine',
  };
  expect(presentationIds(item)).toContain('medication-request');
  expect(resourcesOf(item)).toEqual(['labs']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('"not had my blood thinner for 5 days" on warfarin is a medication visit with the INR', () => {
  const item = {
    ...older(
      'Not had my blood thinner for 5 days',
      "My warfarin didn't come with me when they moved me. I feel fine - no chest pain, no weakness, no trouble talking.",
      'pulse 82, BP 134/80, sats 97%',
    ),
    currentMedications: 'Warfarin 4 mg - missed 5 days',
  };
  expect(presentationIds(item)).toContain('medication-request');
  expect(resourcesOf(item)).toEqual(['labs']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('"not had my" keeps what follows', () => {
  expect(analyzeText('Not had my insulin since yesterday').affirmed).toMatch(/insulin since yesterday/);
});

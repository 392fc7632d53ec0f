import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * An INR above 5 on warfarin without bleeding is withheld doses, vitamin K by mouth above 8 and a repeat
 * INR (BSH 2011; ACCP 2012): one resource, ESI 4. "My blood's too thin" is how patients say the INR, not a
 * bleed, and the INR is read however the note dates it ("INR this morning was 5.8"). Blood in the urine
 * with the same INR is a bleed on warfarin (ESI 2).
 */
const older = caseFormMaker({ patientAge: '78', gender: 'female' });
const onWarfarin = (complaint: string, story: string) => ({
  ...older(complaint, story, 'HR 72 irregular, BP 136/78, RR 14, SpO2 97%'),
  medicalHistory: 'Atrial fibrillation',
  currentMedications: 'Warfarin, bisoprolol',
});
const inrOf = (item: ReturnType<typeof onWarfarin>) =>
  factsOf(item).labs.find((result) => result.analyte === 'inr')?.value;

describe('an INR above 5 without bleeding', () => {
  it('"INR this morning was 5.8" is read', () => {
    expect(inrOf(onWarfarin('INR high', 'Practice nurse sent her in: INR this morning was 5.8.'))).toBe(5.8);
  });

  it.each([
    ['Sent by anticoag clinic - INR 6.2', 'No bleeding, no bruising, no falls. Feels well.'],
    ['Anticoag clinic referral', 'Routine INR this am 6.2 (usually 2-3). No bleeding, feels well.'],
  ])('%j: an INR in the complaint box or dated "this am" is read, ESI 4', (complaint, story) => {
    const item = onWarfarin(complaint, story);
    expect(inrOf(item)).toBe(6.2);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('"my blood\'s too thin", no bleeding at all: not a bleed, ESI 4', () => {
    const item = onWarfarin(
      "My blood's too thin",
      'Practice nurse sent her in because her INR this morning was 5.8, target 2 to 3. No bleeding at all, no black stools, no falls.',
    );
    expect(flagIds(item)).toContain('supratherapeutic-inr');
    expect(flagIds(item)).not.toContain('supratherapeutic-inr-bleeding');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: blood in the urine with the same INR is a bleed on warfarin (ESI 2)', () => {
    const item = onWarfarin(
      "My blood's too thin",
      'INR this morning was 5.8 and she has blood in her urine since yesterday.',
    );
    expect(flagIds(item)).toContain('supratherapeutic-inr-bleeding');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

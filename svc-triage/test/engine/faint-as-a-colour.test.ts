import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Faint" of a rash, a bruise, a streak or a colour is slight, not a faint: "a faint pink rash" on an antibiotic
 * was read as syncope with a rash after an antibiotic, anaphylaxis, ESI 1. A faint as a collapse still is.
 */
const form = caseFormMaker({ patientAge: '35', gender: 'female' });
const well = 'T 36.7 HR 74 BP 122/76 RR 14 SpO2 99%';

it.each([
  'Day 4 of amoxicillin, a faint itchy pink rash on her trunk since last night. No lip swelling, no wheeze.',
  'Faint blotchy rash on both arms after starting a new antibiotic, feels well.',
  'Noticed faint bruising on her shin, started penicillin yesterday, otherwise well.',
])('"%s" is no anaphylaxis', (symptoms) => {
  const item = form('rash', symptoms, well);
  expect(flagIds(item)).not.toContain('anaphylaxis');
  expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
});

it('an itchy insect bite that became a cellulitis with "a faint red streak" up the thigh is no anaphylaxis (ESI 3)', () => {
  const item = form(
    'Insect bite on the leg getting redder and hot',
    'Bitten on the calf by a horsefly five days ago, at first an itchy lump. The redness has spread over 12 cm, hot, swollen and tender. A faint red streak runs up the inner thigh. Shivery last night.',
    'Temperature 38.2 C, HR 96, BP 134/82, RR 18, SpO2 98% on air.',
    '44',
    'male',
  );
  expect(flagIds(item)).not.toContain('anaphylaxis');
  expect(analyzeCase(item).esi).toBe(3);
});

it('a faint after a wasp sting with hives is still anaphylaxis (ESI 1)', () => {
  const item = form(
    'wasp sting',
    'Stung by a wasp, hives all over, then went faint and had to lie down.',
    well,
  );
  expect(flagIds(item)).toContain('anaphylaxis');
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A painful lump at the anus is, in the emergency department, a perianal abscess to drain or a thrombosed
 * external haemorrhoid to evacuate: either way a simple procedure, one resource, ESI 4 (ESI v4 decision
 * point C). In a diabetic a presumed abscess is also a surgeon's and the bloods' (two resources, ESI 3).
 * An itch, a painless tag or a fissure's pain with no lump is treated without a procedure.
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'male' });
const obs = 'HR 84, BP 128/78, RR 16, SpO2 99%, T 37.3';

describe('a painful lump at the anus', () => {
  it.each([
    ['perianal pn x4d', 'perianal lump x4d, pn on sitting 5/10'],
    ['pain in my bottom', 'Painful swelling right next to my back passage for 3 days, it hurts to sit down.'],
    [
      'sore bottom',
      'Sore lump at the edge of my bottom since yesterday after straining, purple and hard like a grape.',
    ],
  ])('%s, "%s": a procedure, ESI 4', (complaint, story) => {
    const form = adult(complaint, story, obs);
    expect(resourcesOf(form)).toContain('simpleProcedure');
    expect(analyzeCase(form).esi).toBe(4);
  });

  it('in a diabetic a presumed abscess is a surgeon’s and the bloods’ as well, ESI 3', () => {
    const form = adult(
      'perianal pain',
      'Tender perianal swelling for 5 days, worse sitting. Type 1 diabetic.',
      obs,
    );
    expect(resourcesOf(form)).toEqual(
      expect.arrayContaining(['simpleProcedure', 'specialtyConsultation', 'labs']),
    );
    expect(analyzeCase(form).esi).toBe(3);
  });

  it.each([
    [
      'Piles',
      'Thought it was piles, bought cream. 3 days of increasing throbbing pain beside the back passage, hard tender lump, can’t sit down, feels feverish.',
    ],
    [
      'sore bum',
      'Swelling next to my back passage getting bigger for 4 days, really painful to sit, shivery.',
    ],
  ])('%j, %j with a fever: an abscess for drainage, a surgeon and bloods, ESI 3', (complaint, story) => {
    const form = adult(complaint, story, 'BP 130/78 HR 94 RR 16 T 38.1 SpO2 99%');
    expect(resourcesOf(form)).toEqual(
      expect.arrayContaining(['simpleProcedure', 'specialtyConsultation', 'labs']),
    );
    expect(analyzeCase(form).esi).toBe(3);
  });

  it.each([
    ['an itch', 'itchy bottom', 'Itchy bottom for two weeks, worse at night, no lumps, no bleeding.'],
    [
      'a painless tag',
      'anal lump',
      'Painless soft skin tag at the anus noticed in the shower, no pain, no bleeding.',
    ],
    [
      'a fissure',
      'pain when opening my bowels',
      'Sharp pain on opening bowels with bright red blood on the paper for a week, no lump.',
    ],
  ])('near-miss, %s: no procedure', (_what, complaint, story) => {
    expect(resourcesOf(adult(complaint, story, obs))).not.toContain('simpleProcedure');
  });

  it('near-miss: a painful lump on the bottom eyelid is not at the anus', () => {
    const form = adult(
      'lump on my eyelid',
      'A red painful lump on my bottom eyelid near the lashes since yesterday.',
      obs,
    );
    expect(presentationIds(form)).not.toContain('rectal-perineal-pain');
    expect(resourcesOf(form)).not.toContain('simpleProcedure');
  });
});

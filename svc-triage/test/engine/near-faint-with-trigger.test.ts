import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A young patient who felt faint, or nearly fainted, at a needle or a piercing and did not lose
 * consciousness has had a vasovagal prodrome and recovered: no ECG, no blood tests, ESI 5 (ESC 2018
 * syncope guideline, low-risk features). A true faint keeps its ECG, and a near-faint with palpitations
 * or chest pain is not vasovagal.
 */
const young = caseFormMaker({ patientAge: '22', gender: 'male' });
const normal = 'BP 122/74, HR 68, SpO2 99%';

describe('a near-faint with a vasovagal trigger', () => {
  it('felt faint during an ear piercing, no loss of consciousness, recovered: nothing to do (ESI 5)', () => {
    const item = young(
      'Felt faint',
      'Felt faint during ear piercing 1 h ago, lay down, no LOC, recovered within minutes. Now asymptomatic.',
      normal,
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('nearly fainted having blood taken, felt hot and sweaty, did not pass out', () => {
    const item = young(
      'Nearly fainted',
      "Nearly fainted having blood taken, felt hot and sweaty, didn't pass out. Fine now.",
      normal,
      '19',
      'female',
    );
    expect(resourcesOf(item)).not.toContain('ecg');
  });

  it('near-miss: a true faint at a blood test keeps its ECG', () => {
    const item = young(
      'Fainted',
      'Fainted at the blood test clinic when the needle went in, out for a few seconds, felt hot first.',
      normal,
      '24',
      'female',
    );
    expect(resourcesOf(item)).toContain('ecg');
  });

  it('near-miss: feeling faint with palpitations at a vaccination is not vasovagal', () => {
    const item = young(
      'Felt faint',
      'Felt faint with palpitations and chest tightness after a vaccination, no LOC.',
      normal,
    );
    expect(resourcesOf(item)).toContain('ecg');
  });
});

describe('a near-faint at the sight of blood, at any age', () => {
  it('a 45-year-old who nearly fainted at the sight of her cut finger bleeding: the cut is repaired, no faint work-up (ESI 4)', () => {
    const item = young(
      'Cut her finger on a broken glass, blood everywhere',
      'A wine glass broke in the washing-up bowl and cut the side of her finger. Blood all over the kitchen and she nearly fainted at the sight of it, but now she feels fine and it has stopped with pressure. 2 cm cut that gapes, bends and straightens the finger fully, tip feels normal.',
      '',
      '45',
      'female',
    );
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).reasons.join(' ')).not.toMatch(/haemodynamic/);
    expect(analyzeCase(item).esi).toBe(4);
  });

  // The pulse of the fright: a controlled cut of a finger cannot drain the circulation.
  it('a finger cut controlled with pressure, a faint feeling at the blood and a pulse of 104: the repair alone (ESI 4)', () => {
    const item = young(
      'Cut finger - bleeding a lot',
      "Knife slipped cutting a bagel 40 min ago. 2 cm gaping lac palmar L index finger. Was bleeding 'everywhere', now controlled with pressure. Full flex/ext, sensation normal. Felt faint at sight of blood.",
      'HR 104 BP 132/80 RR 18 sats 99% RA',
      '22',
      'male',
    );
    expect(analyzeCase(item).reasons.join(' ')).not.toMatch(/haemodynamic/);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a finger cut still spurting through the dressing with a pulse of 124 is a haemodynamic risk', () => {
    const item = young(
      'Cut finger',
      'Deep cut to the finger from a saw, still spurting through the dressing.',
      'HR 124 BP 104/70',
      '40',
      'male',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });

  it('near-miss: at 45, a near-faint with no trigger keeps its ECG', () => {
    expect(
      resourcesOf(young('Nearly fainted', 'Nearly fainted in the kitchen, fine now.', normal, '45')),
    ).toContain('ecg');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Two vertigos whose pattern is their diagnosis (SAEM GRACE-3 2023). Spells of seconds set off by rolling
 * over or looking up are BPPV at any age (it is commonest in older adults): Dix-Hallpike and a
 * repositioning manoeuvre at the bedside, no blood tests or ECG (ESI 5). The engine had allowed that
 * only under 50. A typical attack of diagnosed Ménière's disease ("the room started spinning", "my
 * usual attacks") needs an antiemetic injection if vomiting, not a work-up for arrhythmia; "a spinning
 * attack" was not even read as vertigo. Continuous vertigo with an unsteady gait is neither.
 */
const older = caseFormMaker({ patientAge: '68', gender: 'female' });

describe('vertigo whose pattern is its diagnosis', () => {
  it('seconds-long spinning on rolling over in bed at 68 is BPPV: no bloods, no ECG (ESI 5)', () => {
    const item = older(
      'Dizzy when turning in bed',
      'Brief spinning, under 30 seconds, when rolling over in bed or looking up, for a week. Fine in between. No hearing loss, no headache, no weakness.',
      'BP 134/80, HR 72',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('vertigo lasting a few seconds when looking up, at 74', () => {
    const item = older(
      'Vertigo',
      'Vertigo lasting a few seconds whenever she looks up to the top shelf. Walking normally.',
      '',
      '74',
    );
    expect(resourcesOf(item)).not.toContain('ecg');
  });

  it('near-miss: continuous vertigo for a day with vomiting and an unsteady gait is worked up', () => {
    const item = older(
      'Vertigo',
      'Constant room spinning since yesterday, vomiting, unable to walk without help.',
      'BP 162/90, HR 84',
      '74',
      'male',
    );
    expect(resourcesOf(item)).toContain('advancedImaging');
  });

  it('a typical attack of known Ménière’s disease with vomiting: an antiemetic injection only (ESI 4)', () => {
    const item = older(
      'Spinning attack',
      "It's my Ménière's again: the room started spinning three hours ago with ringing and fullness in my left ear, same as my usual attacks. I've been sick once.",
      'BP 134/82, HR 76',
      '52',
      'male',
    );
    expect(presentationIds(item)).toContain('dizziness-vertigo');
    expect(resourcesOf(item)).toEqual(['parenteralMedication']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('"a spinning attack" is vertigo', () => {
    expect(presentationIds(older('Spinning attack', 'Came on this morning, feels sick.'))).toContain(
      'dizziness-vertigo',
    );
  });
});

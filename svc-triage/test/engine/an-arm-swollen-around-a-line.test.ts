import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * An arm swollen from the hand up around a PICC, a port or another central line, or in a patient having
 * chemotherapy, is an upper-limb deep vein thrombosis until an ultrasound says not (BSH 2012; ASH 2018
 * catheter-related thrombosis): ultrasound and bloods, ESI 3. A wrist swollen after a fall is the injury's.
 */
const adult = caseFormMaker({ patientAge: '64', gender: 'male' });

describe('an arm swollen around a line', () => {
  it('swollen hand to shoulder with a PICC for chemotherapy: ultrasound and bloods (ESI 3)', () => {
    const item = adult(
      'Swollen arm',
      'L arm swollen hand to shoulder 2 days; PICC L arm for chemo; ache 4/10; no SOB or chest pain; line flushing OK; afebrile',
      'HR 84, BP 132/76, RR 16, SpO2 97%, T 36.9',
    );
    expect(flagIds(item)).toContain('upper-limb-dvt');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a wrist swollen after a fall, no line, is not', () => {
    expect(
      flagIds(adult('Swollen wrist', 'Fell on an outstretched hand, wrist and hand swollen.')),
    ).not.toContain('upper-limb-dvt');
  });
});

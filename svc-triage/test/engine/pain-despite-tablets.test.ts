import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Pain that goes on despite tablets taken for it is oral analgesia that failed: the next dose is IV or IM,
 * an ESI resource. It is told as "pain 6/10 despite paracetamol" or "still sore even after ibuprofen";
 * the engine read only "tablets not helping" or "not controlled by paracetamol". A hand burn still at
 * 6/10 after cold water and paracetamol, which also needs the burns service, had been ESI 4 (two
 * resources make it 3). Pain that settled with the tablets is not a failure.
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'female' });
const normalVitals = 'BP 130/84, HR 94, RR 16, SpO2 99%';

describe('pain despite tablets', () => {
  it('a partial-thickness hand burn at 6/10 despite paracetamol: parenteral analgesia and the burns service', () => {
    const item = adult(
      'Burn R hand',
      'Hot oil burn to R palm and fingers 1 h ago, partial thickness with large blisters, about 2% TBSA. Pain 6/10 despite cold water and paracetamol.',
      normalVitals,
    );
    expect(resourcesOf(item)).toEqual(
      expect.arrayContaining(['parenteralMedication', 'specialtyConsultation']),
    );
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('still sore even after ibuprofen and paracetamol', () => {
    const item = adult(
      'Wrist injury',
      'Fell on outstretched hand, wrist swollen, still very sore even after ibuprofen and paracetamol at home.',
      normalVitals,
      '52',
    );
    expect(resourcesOf(item)).toContain('parenteralMedication');
  });

  it('near-miss: pain that settled with paracetamol is no failure', () => {
    const item = adult(
      'Wrist injury',
      'Fell on outstretched hand, wrist a little swollen, pain 3/10 and settled with paracetamol.',
      normalVitals,
      '52',
    );
    expect(resourcesOf(item)).not.toContain('parenteralMedication');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * A fever of 40 °C with new confusion is high risk (ESI 2: sepsis, meningitis, malaria), but it is ESI 1
 * only with an immediate life-saving need: shock, or a patient who responds only to pain. A baby who only
 * whimpers when picked up responds only to handling: P on AVPU.
 */
describe('a fever with a clouded mind', () => {
  it('40 °C and disorientated, with normal perfusion, is ESI 2', () => {
    const item = caseFormMaker({ patientAge: '28', gender: 'female' })(
      'Fever after travel, confused',
      'Back from Lagos 9 days ago, no malaria tablets. Fever, shaking, bad headache, vomiting, eyes look yellow. Keeps asking what day it is.',
      'Home temp 40.0',
    );
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a febrile baby who only whimpers when picked up is P on AVPU: ESI 1', () => {
    const item = caseFormMaker({ patientAge: '8 months', gender: 'male' })(
      'Floppy baby with a rash',
      "Fever since the morning, purple blotches that don't fade. He is floppy, only whimpers when picked up.",
      'Temp 40.1',
    );
    expect(mentalStatusOf(item).avpu).toBe('P');
    expect(analyzeCase(item).esi).toBe(1);
  });
});

import { analyzeCase, type CaseForm } from '../../src/domain/engine';

/**
 * A sore throat with a threatened airway (drooling, stridor, sitting forward) is epiglottitis or a deep
 * neck infection until the airway is secured: nothing by mouth, and not a sore throat to score. The
 * Centor/McIsaac score is for an uncomplicated sore throat once serious illness is excluded (NICE NG84),
 * and an oral fluid trial would put a child with a closing airway at risk.
 */
const threatenedAirway: CaseForm = {
  patientAge: '3',
  gender: 'male',
  chiefComplaint: 'sore throat',
  symptoms:
    'Sore throat since this morning, now drooling and sitting forward, will not drink, soft noise breathing in, poor feeding, few wet nappies',
  vitals: 'HR 168, SpO2 88%, T 39.6',
};

const plainSoreThroat: CaseForm = {
  patientAge: '3',
  gender: 'male',
  chiefComplaint: 'sore throat',
  symptoms: 'Sore throat for two days, drinking less than usual, fewer wet nappies, playing, no cough',
  vitals: 'HR 118, RR 24, SpO2 98%, T 38.4',
};

describe('a sore throat with a threatened airway', () => {
  it('is not scored as a sore throat', () => {
    const result = analyzeCase(threatenedAirway);
    expect(result.redFlags.map((flag) => flag.id)).toContain('epiglottitis-deep-neck');
    expect((result.decisionRules ?? []).map((rule) => rule.id)).not.toContain('centor-mcisaac');
  });

  it('gets no oral fluid trial', () => {
    const actions = analyzeCase(threatenedAirway).immediateActions.join('\n');
    expect(actions).toMatch(/do not examine the throat/i);
    expect(actions).not.toMatch(/oral rehydration|by mouth|small frequent amounts/i);
  });

  it('while a plain sore throat keeps its score and a dry child its fluid trial', () => {
    const result = analyzeCase(plainSoreThroat);
    expect((result.decisionRules ?? []).map((rule) => rule.id)).toContain('centor-mcisaac');
    expect(result.immediateActions.join('\n')).toMatch(/oral rehydration/i);
  });
});

import { analyzeCase, type CaseForm } from '../../src/domain/engine';

const analyze = (chiefComplaint: string, symptoms: string, overrides: Partial<CaseForm> = {}) =>
  analyzeCase({
    patientAge: '40',
    gender: 'female',
    chiefComplaint,
    symptoms,
    vitals: 'BP 120/80, HR 80, RR 14, SpO2 99%, Temp 36.8',
    ...overrides,
  });

describe('words that were misread', () => {
  it('an ingestion "on purpose" or "deliberately" is self-harm', () => {
    const result = analyze('ingestion', 'swallowed bleach deliberately');
    expect(result.esi).toBe(2);
    expect(result.reasons.join(' ')).toMatch(/Self-harm/);
  });

  it('a meter that "says HI" is a glucose above its range, not homicidal ideation', () => {
    const result = analyze('high blood sugar', 'meter says HI', { gender: 'male' });
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('homicidal-ideation');
    expect(result.findings.join(' ')).toMatch(/Glucose: 600/);
  });

  it('"only groans when I rub his chest" is AVPU P, and not chest pain', () => {
    const result = analyze('drowsy', 'only groans when I rub his chest', {
      patientAge: '60',
      gender: 'male',
    });
    expect(result.esi).toBe(1);
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('acute-coronary-syndrome');
  });

  it('"it burns when she pees" is dysuria', () => {
    expect(analyze('urine', 'it burns when she pees').presentations?.[0]?.id).toBe('urinary-tract-infection');
  });

  it('two tablets of a painkiller is a dose, not an overdose', () => {
    const result = analyze('headache', 'took 2 tablets of paracetamol, no relief');
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('overdose-poisoning');
    expect(result.presentations?.map((presentation) => presentation.id)).not.toContain('overdose-ingestion');
    expect(analyze('overdose', 'took 30 paracetamol tablets').esi).toBeLessThanOrEqual(2);
  });
});

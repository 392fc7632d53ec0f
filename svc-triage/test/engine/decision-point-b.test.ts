import { analyzeCase } from '../../src/domain/engine';

type Form = Parameters<typeof analyzeCase>[0];
const form = (
  chiefComplaint: string,
  symptoms: string,
  vitals = '',
  patientAge = '45',
  extra: Partial<Form> = {},
): Form => ({
  patientAge,
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals,
  ...extra,
});
const reasons = (item: Form) => analyzeCase(item).reasons.join(' | ');

describe('decision point B: a fall from height written with an approximate height', () => {
  it.each([
    ['fall', '52M fell ~4 m off roof onto concrete, back pain, walking with help'],
    ['fall', 'Fell approx. 3.5 m from scaffolding, sore ankle'],
    ['back pain', 'Slipped and fell off the roof of his shed onto the patio'],
    ['fall', 'Fell nearly 12 feet from a ladder onto grass'],
  ])('%s: %s is a high-risk mechanism', (complaint, symptoms) => {
    const item = form(complaint, symptoms, 'BP 138/84 HR 88 RR 18 SpO2 98%');
    expect(analyzeCase(item).esi).toBe(2);
    expect(reasons(item)).toMatch(/mechanism/i);
  });

  it.each([
    ['fall', 'Fell about 1 m off a stepladder onto his side, walking normally'],
    ['fall', 'Tripped on the kerb, fell onto outstretched hand'],
  ])('near-miss %s: %s is no high-risk mechanism', (complaint, symptoms) => {
    expect(reasons(form(complaint, symptoms, 'BP 130/80 HR 80 RR 16 SpO2 98%'))).not.toMatch(/mechanism/i);
  });
});

describe('decision point B: blood from the back passage is rectal bleeding', () => {
  it('with dizziness on standing it is bleeding with haemodynamic risk', () => {
    const item = form(
      'blood from back passage',
      'Passed a lot of dark red blood twice, feels dizzy when he stands up.',
      'BP 118/70 HR 96',
      '71',
      { currentMedications: 'rivaroxaban' },
    );
    expect(analyzeCase(item).esi).toBe(2);
    expect((analyzeCase(item).presentations ?? []).map((p) => p.id)).not.toContain('back-pain');
  });

  it('near-miss: streaks on the paper with normal vitals and no dizziness are not high risk', () => {
    const item = form(
      'bleeding from back passage',
      'A few streaks of bright red blood on the toilet paper after straining, otherwise well.',
      'BP 124/78 HR 72',
      '34',
    );
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(3);
  });
});

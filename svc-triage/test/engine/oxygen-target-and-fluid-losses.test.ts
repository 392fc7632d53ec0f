import { analyzeCase } from '../../src/domain/engine';
import { scoreNews2 } from '../../src/domain/engine/scores/news2.score';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A patient's own oxygen target, and urine lost to diarrhoea:
 * - NEWS2's SpO2 scale 2 (RCP 2017) for a patient with a prescribed target of 88–92%: a COPD patient on
 *   home oxygen at his usual 91% is not hypoxic, and 98% on oxygen scores as too much. ESI's danger zone
 *   starts below the target's lower end (88%, BTS 2017) for that patient, not at 92%;
 * - less urine in diarrhoea and vomiting is the fluid lost, not sepsis's organ dysfunction (NICE CG84).
 */
const adult = caseFormMaker({ patientAge: '67', gender: 'male' });

describe('NEWS2 SpO2 scale 2', () => {
  it('scores 88–92% as nothing and 97% on oxygen as 3 points', () => {
    const onScale2 = (spo2: number, onSupplementalOxygen: boolean) =>
      scoreNews2({ spo2, onSupplementalOxygen, spo2Scale: 2 }).components.find((part) =>
        part.parameter.startsWith('SpO2'),
      );
    expect(onScale2(90, true)).toMatchObject({ parameter: 'SpO2 (scale 2)', points: 0 });
    expect(onScale2(97, true)?.points).toBe(3);
    expect(onScale2(97, false)?.points).toBe(0);
    expect(onScale2(84, false)?.points).toBe(2);
  });

  const copdFlare = (history: string) => ({
    ...adult(
      'COPD flare',
      'More breathless for 3 days, more cough with green sputum, using his inhaler more. Talking in full sentences.',
      'SpO2 91% on 2 L, HR 94, RR 20, BP 140/86, T 37.6',
    ),
    medicalHistory: history,
  });

  it('a COPD flare on home oxygen at its usual saturation is not sepsis (ESI 3)', () => {
    const item = copdFlare('COPD on home oxygen 2 L, sats usually 88-92%');
    expect(analyzeCase(item).scores.news2?.total).toBe(3);
    expect(flagIds(item)).not.toContain('sepsis');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: the same readings without a prescribed target score on scale 1 (NEWS2 6: sepsis)', () => {
    const item = copdFlare('Hypertension');
    expect(analyzeCase(item).scores.news2?.total).toBe(6);
    expect(flagIds(item)).toContain('sepsis');
  });
});

describe('less urine', () => {
  it('in a child with diarrhoea and vomiting is dehydration, not sepsis', () => {
    const item = adult(
      'Diarrhoea and vomiting',
      'Watery diarrhoea 8 times a day for 2 days, vomiting the rehydration fluid, reduced urine output, slightly sunken eyes. Low-grade fever.',
      'T 37.8, HR 126, RR 26, CRT 2 s',
      '4',
    );
    expect(flagIds(item)).not.toContain('sepsis');
  });

  it('near-miss: with a fever and a cough and no fluid losses it is organ dysfunction (sepsis)', () => {
    const item = adult(
      'Fever and cough',
      'Fever and productive cough for 3 days, reduced urine output since yesterday.',
      'T 38.7, HR 104, RR 22, BP 112/70',
    );
    expect(flagIds(item)).toContain('sepsis');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A first renal colic after 60 may be a leaking aortic aneurysm (ESVS 2024): high risk. Flank pain that
 * followed days of a urinary infection, with a fever or rigors, is the infection spreading up
 * (pyelonephritis): bloods, urine and antibiotics, not an aneurysm to exclude.
 */
const older = caseFormMaker({ patientAge: '76', gender: 'female' });
const aneurysmRisk = (item: Parameters<typeof analyzeCase>[0]) =>
  analyzeCase(item).reasons.some((reason) => /First renal colic after 60/.test(reason));

describe('flank pain after 60', () => {
  it('after three days of burning on passing urine, with a fever, is pyelonephritis (ESI 3)', () => {
    const item = older(
      'Dysuria and flank pain',
      'Burning on passing urine and frequency for 3 days, now right flank pain since yesterday, hot and cold, vomited once. Alert.',
      'T 38.0, HR 94, BP 138/80, RR 18, SpO2 96%',
    );
    expect(aneurysmRisk(item)).toBe(false);
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: sudden flank pain at 76 without urinary symptoms is a first colic, an aneurysm until shown otherwise', () => {
    const item = older(
      'Flank pain',
      'Sudden severe left flank pain radiating to the groin an hour ago, never had kidney stones.',
      'T 36.8, HR 96, BP 150/90',
    );
    expect(aneurysmRisk(item)).toBe(true);
    expect(analyzeCase(item).esi).toBe(2);
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Two results that decide the level on their own and were read as nothing: a digoxin level above its range
 * (0.5-2.0 ng/mL) with the signs of its accumulation (TOXBASE: monitoring, and antibody fragments when
 * severe), and a QTc of 500 ms or more, the threshold of torsade de pointes risk (AHA/ACCF 2010). Both ESI 2.
 * A digoxin dose is not a level.
 */
const older = caseFormMaker({ patientAge: '84', gender: 'male' });

describe('a digoxin level above its range', () => {
  it.each([
    [
      'Digoxin 3.1 ug/L (ref 0.5–2.0) CRITICAL HIGH',
      'Nausea 5 days, off food, things look yellowish.',
      'HR 48, BP 118/64',
    ],
    ['digoxin level 2.8 ng/mL', 'Vomiting since yesterday, feels dizzy.', 'HR 72, BP 124/70'],
    ['Dig level 4.2 nmol/L', 'Confused and nauseated.', 'HR 58'],
  ])('%s with its signs is symptomatic digoxin toxicity (ESI 2)', (level, symptoms, vitals) => {
    const item = {
      ...older('Off food, feels sick', `${symptoms} ${level}.`, vitals),
      currentMedications: 'digoxin',
    };
    expect(flagIds(item)).toContain('digoxin-toxicity');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a level inside the range is no toxicity', () => {
    const item = older('Off food', 'Nausea for a day. Digoxin level 1.4 ng/mL.', 'HR 72');
    expect(flagIds(item)).not.toContain('digoxin-toxicity');
  });

  it('near-miss: a dose is not a level', () => {
    const item = older(
      'Nausea',
      'Takes digoxin 125 micrograms daily; nausea since a takeaway last night.',
      'HR 72',
    );
    expect(flagIds(item)).not.toContain('digoxin-toxicity');
    const bare = older('Nausea', 'On digoxin 125 and bisoprolol, nausea since a takeaway.', 'HR 72');
    expect(flagIds(bare)).not.toContain('digoxin-toxicity');
  });

  it('near-miss: a high level with no sign of toxicity is no red flag', () => {
    const item = older(
      'Blood result',
      'Routine digoxin level 2.3 ng/mL taken an hour after the dose, feels well.',
      'HR 76',
    );
    expect(flagIds(item)).not.toContain('digoxin-toxicity');
  });
});

describe('a QTc of 500 ms or more', () => {
  const adult = caseFormMaker({ patientAge: '41', gender: 'male' });

  it.each(['QTc 520 ms', 'ECG: QTc of 510', 'QT interval prolonged at 540 ms'])(
    '%s is high risk (ESI 2)',
    (qtc) => {
      const item = adult(
        'Palpitations',
        `Tremor and palpitations after refeeding. ${qtc}.`,
        'HR 104, BP 132/84',
      );
      expect(flagIds(item)).toContain('prolonged-qtc');
      expect(analyzeCase(item).esi).toBe(2);
    },
  );

  it('near-miss: a QTc of 460 ms is not', () => {
    const item = adult('Palpitations', 'Palpitations, QTc 460 ms.', 'HR 84');
    expect(flagIds(item)).not.toContain('prolonged-qtc');
  });
});

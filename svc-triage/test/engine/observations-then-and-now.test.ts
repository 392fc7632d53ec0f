import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * Observations written as then and now ("at home: BP 112/70 HR 104 | now: BP 80/44 HR 130", "GP
 * surgery: ... Now: ...", "initially ...; currently ...", "arrival ... | after 10 min ..."): the set said
 * to be now, or taken last, is the patient at the door; the earlier one fills only what it leaves out.
 */
const adult = caseFormMaker({ patientAge: '33', gender: 'female' });

describe('observations told then and now', () => {
  it.each([
    [
      'at home: BP 112/70 HR 104 | now: BP 80/44 HR 130 RR 24 SpO2 97% on O2',
      { systolic: 80, heartRate: 130 },
    ],
    ['GP surgery: HR 88, BP 130/80. Now: HR 124, BP 92/60, RR 26', { heartRate: 124, systolic: 92 }],
    ['Initially HR 140, SpO2 88% RA; currently HR 104, SpO2 95% on 2 L', { heartRate: 104, spo2: 95 }],
    ['arrival: BP 136/84 HR 118 | after 10 min: BP 130/80 HR 86 RR 14', { heartRate: 86, systolic: 130 }],
    ['triage: HR 128 RR 24 SpO2 99% | recheck: HR 104 RR 22', { heartRate: 104, respiratoryRate: 22 }],
    ['HR 122, BP 100/60. Reassessed: HR 96, BP 118/72', { heartRate: 96, systolic: 118 }],
  ])('"%s" is read at the latest set', (vitals, expected) => {
    expect(factsOf(adult('feels unwell', 'Unwell today.', vitals)).vitals).toMatchObject(expected);
  });

  it('a bleed after a birth whose pressure has fallen since home is a resuscitation', () => {
    const item = adult(
      'bleeding after home birth',
      'Delivered at home 1 hour ago, heavy bleeding since, pale and cold.',
      'at home: BP 112/70 HR 104 | now: BP 80/44 HR 130 RR 24 SpO2 97% on O2',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: "now" inside a sentence of one set does not split it', () => {
    expect(factsOf(adult('cough', 'Cough.', 'HR 96 and now settling, BP 124/80')).vitals).toMatchObject({
      heartRate: 96,
      systolic: 124,
    });
  });
});

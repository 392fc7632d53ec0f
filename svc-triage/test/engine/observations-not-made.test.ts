import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * "Not taken yet" in the vitals box says the nurse has not measured them. It is not a pertinent
 * negative: the key findings once read "Pertinent negatives: fever; taken".
 */
const adult = caseFormMaker({ patientAge: '24', gender: 'female' });
const negativesOf = (vitals: string) =>
  analyzeCase(
    adult('sore throat', 'Sore throat for 2 days, eating and drinking, no fever.', vitals),
  ).findings.find((line) => line.startsWith('Pertinent negatives'));

describe('an observation not made is not listed as a pertinent negative', () => {
  it.each(['not taken yet', 'obs not recorded', 'vitals not done', 'Not checked', 'BP not taken, HR 80'])(
    '%s',
    (vitals) => {
      expect(negativesOf(vitals)).toBe('Pertinent negatives: fever');
    },
  );

  it('keeps a denial that is a finding, written in the vitals box', () => {
    expect(negativesOf('no rash, not measured')).toBe('Pertinent negatives: fever; rash');
  });

  it('still asks for the vital signs not measured', () => {
    const result = analyzeCase(adult('sore throat', 'Sore throat for 2 days.', 'not taken yet'));
    expect(result.missingData.map((item) => item.description)).toEqual(
      expect.arrayContaining(['Blood pressure', 'Heart rate']),
    );
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A medicine run out is often said in few words at the desk: "needs meds - ran out", "tablets ran out on
 * Friday", "left sertraline 100 mg at home". A well patient asking only for a supply of a usual oral
 * medicine needs no ED resource (a prescription is not one): ESI 5. A medicine "needed for" a new symptom
 * is not a refill.
 */
const adult = caseFormMaker({ patientAge: '55', gender: 'male' });
const calm = 'HR 76 BP 132/80 RR 14 SpO2 98% T 36.7';

describe('a medicine run out, said briefly', () => {
  it.each([
    ['needs meds - ran out', 'Visiting his son, usual tablets for blood pressure, feels well.'],
    ['tablets ran out', 'Amlodipine ran out on Friday, GP closed until Monday, no symptoms.'],
    ['wants his script', 'Here on holiday, needs his usual levothyroxine, otherwise well.'],
    ['medication', 'Left sertraline 100 mg at home while visiting, mood stable, feels fine.'],
  ])('"%s" is a medication request, ESI 5', (complaint, story) => {
    const item = adult(complaint, story, calm);
    expect(presentationIds(item)).toContain('medication-request');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: medication needed for a new pain is not a refill', () => {
    expect(
      presentationIds(adult('needs medication for chest pain', 'Central chest pain for an hour.', calm)),
    ).not.toContain('medication-request');
  });
});

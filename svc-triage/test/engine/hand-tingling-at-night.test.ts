import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A hand that tingles at night in the thumb and index fingers, for months, is carpal tunnel syndrome:
 * assessed by the GP, no blood tests (NICE CKS; ESI 5), however tersely the registration puts it ("Months,
 * thumb-index fingers"). Sudden numbness of one side of the face and arm is not.
 */
const woman = caseFormMaker({ patientAge: '47', gender: 'female' });

describe('hand tingling at night', () => {
  it.each([
    ['Hand tingling at night', 'Months, thumb-index fingers, no weakness'],
    ['Tingling fingers', 'Fingers tingling at night, wakes her, shakes the hand to ease it.'],
  ])('%j: ESI 5', (complaint, story) => {
    const item = woman(complaint, story, 'HR 74 BP 128/80 T 36.6');
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('sudden numbness of the left face and arm this morning is a stroke to image', () => {
    const item = woman('Numbness', 'Sudden numbness of the left face and arm since 9 this morning.');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

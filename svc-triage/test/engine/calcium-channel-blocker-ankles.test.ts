import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Puffy ankles since a calcium-channel blocker was started or increased (amlodipine, nifedipine,
 * felodipine, lercanidipine) are the drug's commonest side effect: with no breathlessness, chest pain or
 * calf pain, a well patient needs a medication review, not blood tests and a chest X-ray (ESI 5, BNF;
 * NICE CKS Hypertension). New swelling with breathlessness still gets its work-up.
 */
const adult = caseFormMaker({ patientAge: '58', gender: 'female' });

describe('ankle swelling from a calcium-channel blocker', () => {
  it('both ankles puffy since amlodipine was started: nothing to do (ESI 5)', () => {
    const item = adult(
      'Swollen ankles',
      'Both ankles puffy by evening since amlodipine started 3 weeks ago. No calf pain, no redness, no SOB, no chest pain.',
      'BP 138/82, HR 72, SpO2 98%',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it.each([
    [
      'Ankles swollen since new blood pressure pill',
      'The walk-in centre started me on amlodipine 10 days ago. Now both ankles are puffy by the evening. No breathlessness, no chest pain, I can lie flat fine.',
    ],
    ['Puffy ankles', 'GP put him on felodipine a fortnight ago; ankles puffy since. Breathing fine.'],
  ])('%j: the drug started in other words, nothing to do (ESI 5)', (complaint, story) => {
    const item = {
      ...adult(complaint, story, 'BP 148/90, pulse 72, oxygen 98%'),
      currentMedications: 'amlodipine 10 mg',
    };
    expect(resourcesOf(item)).toEqual([]);
  });

  it('swollen feet since the nifedipine dose was increased', () => {
    const item = adult(
      'Swollen feet',
      'Swollen feet and ankles since my nifedipine was increased last month. Breathing fine.',
      '',
      '66',
      'male',
    );
    expect(resourcesOf(item)).not.toContain('labs');
  });

  it('near-miss: swollen ankles on amlodipine with new breathlessness lying flat are worked up', () => {
    const item = adult(
      'Swollen ankles',
      'Swollen ankles since amlodipine was started, and now breathless lying flat at night.',
      'HR 88, SpO2 95%',
      '71',
      'male',
    );
    expect(resourcesOf(item)).toContain('labs');
  });

  it('"a new blood pressure tablet three weeks ago", the list naming amlodipine: nothing to do (ESI 5)', () => {
    const item = {
      ...adult(
        'Asking about swollen ankles on new tablet',
        "Mum started a new blood pressure tablet three weeks ago and both her ankles have got a bit puffy by the evening. It goes down overnight. She's not short of breath, no chest pain, her legs aren't red or hot.",
        '',
        '79',
        'female',
      ),
      currentMedications: 'Amlodipine 5 mg (new), levothyroxine',
    };
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: the same story on a new ramipril is worked up', () => {
    const item = {
      ...adult(
        'Swollen ankles',
        'Started a new blood pressure tablet three weeks ago, both ankles puffy by the evening. Not short of breath.',
        '',
        '79',
        'female',
      ),
      currentMedications: 'Ramipril 5 mg (new)',
    };
    expect(resourcesOf(item)).toContain('labs');
  });
});

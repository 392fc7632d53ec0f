import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A small pneumothorax weeks ago, back for its check X-ray with no breathlessness or pain, needs the X-ray:
 * ESI 4. A pneumothorax now, or one from last week with chest pain again, is ESI 2.
 */
const man = caseFormMaker({ patientAge: '19', gender: 'male' });
const VITALS = 'HR 70 RR 14 SpO2 99%';

describe('a pneumothorax back for its follow-up', () => {
  it('2 weeks ago, no breathlessness or pain now, told to come back for the X-ray: ESI 4', () => {
    const item = man(
      'Repeat chest X-ray - pneumothorax',
      'Small L pneumothorax 2 wks ago, managed without drain. Told to come back for repeat X-ray. No SOB, no pain now.',
      VITALS,
    );
    expect(flagIds(item)).not.toContain('pneumothorax');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it.each([
    'Pneumothorax on X-ray today, breathless.',
    'Small pneumothorax 2 weeks ago, now sudden sharp chest pain again and short of breath.',
  ])('%j: ESI 2', (story) => {
    expect(analyzeCase(man('Pneumothorax', story, VITALS)).esi).toBeLessThanOrEqual(2);
  });
});

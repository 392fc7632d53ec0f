import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An incapacitant spray (PAVA, CS, pepper spray) burns the eyes and stings the face as an irritant: not a
 * facial burn threatening the airway. With wheeze or breathlessness it is an irritant inhalation.
 */
const adult = caseFormMaker({ patientAge: '31', gender: 'female' });

it('eyes streaming and burning, face stinging after PAVA, breathing normal: ESI 5', () => {
  const item = adult(
    'eyes and face burning after incapacitant spray',
    'Sprayed in the face with PAVA 40 minutes ago during an arrest. Eyes stream and burn, face stings. No wheeze, cough or breathlessness. Visual acuity 6/6 after decontamination.',
    'BP 134/80 HR 92 RR 16 SpO2 99%',
  );
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('a flash burn of the face from a barbecue is still an airway threat', () => {
  const item = adult(
    'burn to face',
    'Flash burn to her face lighting the barbecue with petrol, singed eyebrows, hoarse.',
    'HR 104 SpO2 96%',
  );
  expect(analyzeCase(item).scores.esi.level).toBeLessThanOrEqual(2);
});

describe('an incapacitant in the eyes, rinsed and easing', () => {
  const officer = caseFormMaker({ patientAge: '29', gender: 'female' });

  it('PAVA blown back into her eyes, rinsed for ages, a bit better, acuity 6/6: no irrigation, ESI 5', () => {
    const item = officer(
      'Pepper spray in my eyes at work',
      "PAVA spray blew back into my face half an hour ago. My eyes were burning and streaming. I rinsed them with water at the station for ages and it's a bit better. I can see fine. Red conjunctivae, visual acuity 6/6 both eyes, no breathing difficulty.",
      'pulse 84, sats 99%, resp 14',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).scores.esi.level).toBe(5);
  });

  it('near-miss: CS spray in the eyes with blurred vision that is not easing is irrigated', () => {
    const item = officer(
      'CS spray in eyes',
      'CS spray in both eyes an hour ago, rinsed, still blurred vision and streaming.',
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

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

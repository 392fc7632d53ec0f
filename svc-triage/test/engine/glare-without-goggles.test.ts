import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Snow blindness told without its name: both eyes gritty, streaming and light-shy hours after a day on the
 * slopes without goggles is an ultraviolet keratitis, seen with fluorescein and treated in the department,
 * as arc eye is: no ophthalmologist unless the sight stays down or something is in the eye.
 */
const skier = caseFormMaker({ patientAge: '31', gender: 'male' });

it('gritty, light-shy eyes after skiing without goggles: no resources (ESI 5)', () => {
  const item = skier(
    'Both eyes gritty and sore after skiing without goggles',
    'A day on the slopes yesterday in bright sun, lost his goggles. Woke at 03:00 with both eyes streaming, gritty, really sensitive to light. No injury, no contact lenses. Pain 4.',
    'pulse 80, BP 126/78, resps 14, sats 99 on air',
  );
  expect(resourcesOf(item)).not.toContain('specialtyConsultation');
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: light-shy eyes after grinding metal without goggles keep the ophthalmologist', () => {
  const item = skier(
    'eye sensitive to light',
    'Was grinding metal in the garage without goggles, now his right eye is sensitive to light and watering.',
  );
  expect(resourcesOf(item)).toContain('specialtyConsultation');
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A neck that aches after a low-speed rear-end shunt, told as an ache "in the back of her neck" or a "sore
 * neck", is the neck pain the Canadian C-spine rule is for. With no high-risk factor, a low-risk one (a
 * simple rear-end collision, walking at the scene, a delayed onset) and a neck that "can turn 45 degrees
 * both ways", it is not imaged, and with no other injury nothing else is X-rayed: no resources, ESI 5. A
 * neck that cannot turn, or a patient of 65 or over, is imaged.
 */
const driver = caseFormMaker({ patientAge: '34', gender: 'female' });
const obs = 'BP 124/78, HR 76, RR 14, SpO2 99%, GCS 15';

describe('a neck cleared after a shunt', () => {
  it.each([
    'Restrained driver, rear-ended at low speed at a junction, walking at the scene. Ache in the back of her neck came on an hour later. No midline tenderness, can turn her head 45 degrees both ways, no tingling. No other injuries.',
    'Low speed rear end shunt, got out and walked about. Sore neck since, came on later that evening. Not tender in the midline, she can rotate her neck forty-five degrees left and right. No numbness or weakness, no other injuries.',
    'Rear-ended at traffic lights, walked at scene. Neck aching at the back since. Nontender midline, could turn his head 45° each way, no neuro symptoms, no other injuries.',
  ])('"%s": no imaging, ESI 5', (story) => {
    const form = driver('neck ache after a car accident', story, obs);
    expect(resourcesOf(form)).toEqual([]);
    expect(analyzeCase(form).esi).toBe(5);
  });

  it.each([
    [
      'a neck that cannot turn',
      '34',
      'Low speed rear end shunt, walked at the scene. Ache in the back of her neck, she cannot turn her head to the left. No other injuries.',
    ],
    [
      'a driver of 70',
      '70',
      'Low speed rear end shunt, walked at the scene. Ache in the back of her neck, can turn her head 45 degrees both ways. No other injuries.',
    ],
  ])('near-miss: %s is imaged', (_why, age, story) => {
    expect(resourcesOf(driver('neck ache after a car accident', story, obs, age))).toContain(
      'advancedImaging',
    );
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A bruise walked on normally has no fracture for an X-ray to find. Walking normally is also told as the
 * gait a nurse watches ("walked in with a normal gait", "no limp") or the test she asks for ("can hop on
 * it"): a kicked shin told that way kept its X-ray (ESI 4 for an ESI 5 bruise).
 */
const teen = caseFormMaker({ patientAge: '15', gender: 'male' });
const VITALS = 'HR 88 T 36.7 SpO2 99%';

describe('a bruise walked on with a normal gait needs no X-ray', () => {
  it.each([
    'Kicked on the front of the right shin at football two days ago. Palm-sized bruise. Walked in with a normal gait, skin intact.',
    'Kicked on the shin at football. Bruise over the front of the shin, can hop on the leg, skin intact.',
    'Bruised thigh from a knee in a rugby tackle yesterday. Gait normal, skin intact.',
    'Banged his shin on a coffee table, bruised. Walks without a limp, skin intact.',
    'Bruise on the shin from a football boot. Not limping, skin intact.',
  ])('%s', (symptoms) => {
    const form = teen('kicked in shin', symptoms, VITALS);
    expect(resourcesOf(form)).not.toContain('xray');
    expect(analyzeCase(form).esi).toBe(5);
  });

  describe('near misses keep the X-ray', () => {
    it.each([
      'Kicked on the shin at football. Bruise, limping, cannot hop on the leg.',
      'Kicked on the shin at football. Bruise, walked in with a limp, tender over the tibia.',
      'Kicked on the shin, bruised. Normal gait but point tender over the tibia.',
      'Kicked on the shin. Walked in with a normal gait. Shin looks deformed.',
    ])('%s', (symptoms) => {
      expect(resourcesOf(teen('kicked in shin', symptoms, VITALS))).toContain('xray');
    });
  });
});

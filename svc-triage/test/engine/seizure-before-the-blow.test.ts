import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A seizure after a blow to the head is a high-risk feature of the head injury (NICE NG232: post-traumatic
 * seizure). A seizure that made the patient fall and strike the head is the cause of the injury, not a
 * sign of it: back to baseline, the head injury is weighed by its other features (ESI 3 with a CT).
 */
const person = caseFormMaker({ patientAge: '31', gender: 'male' });

it('a known epileptic who fitted, fell and hit his head, now back to normal: not a high-risk head injury (ESI 3)', () => {
  const item = person(
    'fit and hit head',
    'Known epilepsy, missed two doses. Had a tonic clonic seizure in the kitchen and fell, hitting the back of his head on the worktop. Drowsy for 15 minutes after, now fully alert and back to his normal self, GCS 15. Small lump, no vomiting.',
    'BP 128/80 HR 84 RR 16 SpO2 98% T 36.8',
  );
  expect(flagIds(item)).not.toContain('head-injury-high-risk');
  expect(analyzeCase(item).esi).toBe(3);
});

describe('a seizure after the blow stays high risk', () => {
  it.each([
    ['head injury', 'Fell from a ladder and hit his head on the patio, then had a seizure lasting a minute.'],
    ['seizure', 'Had a seizure after he fell and hit his head on the kerb.'],
  ])('"%s: %s"', (complaint, symptoms) => {
    expect(flagIds(person(complaint, symptoms))).toContain('head-injury-high-risk');
  });
});

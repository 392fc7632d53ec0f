import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A partial-thickness burn across a hand (palm and fingers, the back and the palm, both hands, a measured
 * 1% or more) hurting at 5 or more is discussed with a burns service and cleaned and dressed under IV or IM
 * analgesia: two resources, ESI 3. A centimetre's blister on a fingertip is simple wound care (ESI 5).
 */
const cook = caseFormMaker({ patientAge: '35', gender: 'male' });

it.each([
  ['burn hand', 'Chip pan oil over the left hand, blisters on the palm + fingers. Pain 6/10.'],
  [
    'burn R hand',
    'Hot cooking oil over the dorsum and palm of the right hand, blistering, about 2% TBSA, pain 6/10.',
  ],
  [
    'hot fryer oil over both hands',
    'Oil splashed over the backs of both hands, partial-thickness burns with blisters, cooled 20 minutes.',
  ],
])('"%s: %s": burns advice and parenteral analgesia (ESI 3)', (complaint, symptoms) => {
  const item = cook(complaint, symptoms, 'BP 130/80 HR 90 RR 16');
  expect(resourcesOf(item)).toEqual(
    expect.arrayContaining(['specialtyConsultation', 'parenteralMedication']),
  );
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: a 1 cm superficial partial-thickness burn with a small intact blister on a fingertip: wound care (ESI 5)', () => {
  const item = cook(
    'burnt finger',
    'Picked up a hot tripod in chemistry. 1 cm superficial partial-thickness burn with a small intact blister on the pad of his index finger, cooled for 20 minutes. Pain 3 out of 10.',
    'HR 80',
    '15',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

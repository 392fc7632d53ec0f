import { analyzeCase } from '../../src/domain/engine';
import type { CaseForm } from './support/case-forms';

/**
 * A blow to the eye with a numb cheek and upper lip (the infraorbital nerve runs in the orbital floor) or
 * double vision looking up is an orbital floor fracture until a CT of the facial bones says otherwise, with
 * maxillofacial or eye review: two resources, ESI 3. "Took an elbow to the eye" is an eye injury, not an
 * elbow injury and not orbital cellulitis. A black eye that sees and moves normally, with no numbness,
 * needs neither.
 */
const form = (chiefComplaint: string, symptoms: string): CaseForm => ({
  patientAge: '24',
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals: 'HR 80 BP 130/78 RR 14 SpO2 99% T 36.8',
  medicalHistory: 'None',
  currentMedications: 'None',
});

it.each([
  [
    'Punched in the right eye 3 hours ago',
    'Eyelids swollen and bruised, his right cheek and upper lip feel numb. Reads the chart equally with each eye, full eye movements. Pain 4/10.',
  ],
  [
    'Elbow to the eye at rugby, double vision',
    'Took an elbow to the left eye two hours ago. Eye swollen nearly shut, double vision when he looks up, vision otherwise normal. No LOC.',
  ],
  [
    'Punched in eye',
    "Door supervisor: 'just a black eye'. Eye swollen nearly shut. Says he sees double when looking up.",
  ],
  ['Punched in eye', 'Eye swollen, his cheek and top lip on that side are numb. Sees normally.'],
])('"%s" is a suspected orbital floor fracture (ESI 3)', (chiefComplaint, symptoms) => {
  const result = analyzeCase(form(chiefComplaint, symptoms));
  expect(result.redFlags.map((flag) => flag.id)).not.toContain('orbital-cellulitis');
  expect((result.presentations ?? []).map((presentation) => presentation.name)).not.toContain(
    'Upper extremity injury',
  );
  expect(result.scores.esi.resources).toEqual(expect.arrayContaining(['advancedImaging']));
  expect(result.esi).toBe(3);
});

it('near-miss: a black eye that sees and moves normally, no numbness, is ESI 5', () => {
  expect(
    analyzeCase(
      form(
        'black eye',
        'Punched in the left eye last night, bruised and puffy lids, vision normal, eye moves freely, cheek feels normal.',
      ),
    ).esi,
  ).toBe(5);
});

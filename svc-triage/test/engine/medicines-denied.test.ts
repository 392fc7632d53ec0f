import { analyzeCase } from '../../src/domain/engine';
import { factsOf, flagIds } from './support/case-forms';

/**
 * The medicines field often says what is not taken: "None, no blood thinners", "not on anticoagulants".
 * A medicine denied there is not taken; a head injury in someone who takes no anticoagulant is not the
 * anticoagulated head injury of NICE NG232, and a cut needs no clotting tests.
 */
const withMedicines = (currentMedications: string) => ({
  patientAge: '45',
  gender: 'female',
  chiefComplaint: 'Forehead cut after trip on pavement',
  symptoms:
    'Tripped on uneven pavement and fell onto the kerb. 3 cm gaping laceration to forehead, bleeding controlled with pressure. No LOC, no vomiting, no headache, GCS 15, no other injuries.',
  vitals: 'HR 80, BP 128/78, RR 14, SpO2 99% RA',
  medicalHistory: 'None',
  currentMedications,
});

describe('a medicine the list denies', () => {
  it.each([
    'None, no blood thinners',
    'Not on anticoagulants',
    'nil warfarin or apixaban',
    'Denies any blood thinner',
    'Paracetamol as needed. Not taking warfarin.',
  ])('%j: no anticoagulant is taken', (medicines) => {
    expect(factsOf(withMedicines(medicines)).medications).not.toContain('anticoagulant');
  });

  it('keeps the medicines that are taken beside those denied', () => {
    const medications = factsOf(withMedicines('Warfarin 5 mg daily; no aspirin')).medications;
    expect(medications).toContain('anticoagulant');
    expect(medications).not.toContain('antiplatelet');
    expect(factsOf(withMedicines('No change to his warfarin dose')).medications).toContain('anticoagulant');
  });

  it('a forehead cut in someone on no blood thinners is a cut to close (ESI 4), not an anticoagulated head injury', () => {
    const item = withMedicines('None, no blood thinners');
    expect(flagIds(item)).not.toContain('head-injury-anticoagulated');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('the same fall on apixaban stays the anticoagulated head injury (ESI 2)', () => {
    const item = withMedicines('Apixaban 5 mg twice daily');
    expect(flagIds(item)).toContain('head-injury-anticoagulated');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { classifyMedications } from '../../src/domain/engine/reading/medications.parser';

/**
 * A medicine changes the risk wherever it is written: in the medication list, in the history or in the
 * narrative ("she is on apixaban for her AF"). A medicine said not to be taken, or to be stopped, does not.
 */
const headBump = (symptoms: string, currentMedications = '') => ({
  patientAge: '78',
  gender: 'female',
  chiefComplaint: 'fell and hit head',
  symptoms: `Tripped on the rug, bumped her forehead, small bruise, no loss of consciousness. ${symptoms}`,
  vitals: 'BP 138/80 HR 78 RR 16 SpO2 97% T 36.8',
  medicalHistory: 'atrial fibrillation',
  currentMedications,
});

describe('medicines said in the narrative', () => {
  it('an anticoagulant named only in the narrative makes a head injury high risk (ESI 2)', () => {
    const result = analyzeCase(headBump('She is on apixaban for her AF.'));
    expect(result.redFlags.map((flag) => flag.id)).toContain('head-injury-anticoagulated');
    expect(result.esi).toBe(2);
  });

  it('reads the same as the medicine in the list', () => {
    expect(analyzeCase(headBump('', 'apixaban 5 mg bd')).esi).toBe(2);
  });

  it.each([
    'Not on any blood thinners.',
    'No anticoagulants.',
    'Stopped warfarin last year.',
    'Came off her apixaban after the bleed in 2022.',
    'Her warfarin was discontinued in March.',
  ])('"%s" is no anticoagulant taken (ESI 3)', (symptoms) => {
    const result = analyzeCase(headBump(symptoms));
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('head-injury-anticoagulated');
    expect(result.esi).toBe(3);
  });

  it('chemotherapy said in the narrative is read as taken', () => {
    const facts = readCaseFacts({
      patientAge: '55',
      gender: 'female',
      chiefComplaint: 'fever',
      symptoms: 'Had her second cycle of chemotherapy last week.',
      vitals: 'T 38.3',
    });
    expect(facts.medications).toContain('chemotherapy');
  });
});

describe('medicines stopped', () => {
  it.each([
    ['stopped warfarin last year', []],
    ['warfarin stopped', []],
    ['no longer taking lithium', []],
    ['used to be on prednisolone', []],
    ['stopped aspirin and clopidogrel', []],
    ['stopped aspirin, still on apixaban', ['anticoagulant', 'directOralAnticoagulant']],
    ['apixaban 5 mg bd', ['anticoagulant', 'directOralAnticoagulant']],
  ])('"%s" → %j', (text, classes) => {
    expect(classifyMedications(text)).toEqual(classes);
  });
});

describe('"a blood thinner" beside an antiplatelet', () => {
  it('is the antiplatelet when no anticoagulant is named', () => {
    expect(classifyMedications("He's on a blood thinner. Clopidogrel, ramipril")).not.toContain(
      'anticoagulant',
    );
  });

  it('an 83-year-old on clopidogrel with a wasp sting needs no clotting tests (ESI 5)', () => {
    const result = analyzeCase({
      patientAge: '83',
      gender: 'male',
      chiefComplaint: 'Wasp sting, arm swollen',
      symptoms:
        "Stung on the forearm in the garden. Swollen and red around the sting about the size of a saucer, itchy. No lip swelling, no wheeze, no dizziness. Wife called because he's on a blood thinner.",
      vitals: 'pulse 72, BP 138/76, resps 14, sats 97 on air',
      medicalHistory: 'Hypertension, previous TIA',
      currentMedications: 'Clopidogrel, ramipril',
    });
    expect(result.scores.esi.resources).not.toContain('labs');
    expect(result.esi).toBe(5);
  });

  it.each(['On a blood thinner', 'On a blood thinner (warfarin) and aspirin'])(
    'near-miss: %j is an anticoagulant',
    (text) => {
      expect(classifyMedications(text)).toContain('anticoagulant');
    },
  );
});

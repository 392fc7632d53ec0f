import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';

const factsOf = (symptoms: string, vitals = '') =>
  readCaseFacts({ patientAge: '30', gender: 'male', chiefComplaint: 'head injury', symptoms, vitals });

describe('mental status: a loss of consciousness that is over is not unresponsiveness now', () => {
  it.each([
    'knocked unconscious for a few seconds, now alert and talking',
    'was unconscious briefly at the scene, now GCS 15',
    'unresponsive for about 30 seconds then woke up, now alert',
    'momentarily unconscious after the tackle, alert on arrival',
  ])('%s', (symptoms) => {
    const facts = factsOf(symptoms);
    expect(facts.mentalStatus.avpu === 'U' || facts.mentalStatus.avpu === 'P').toBe(false);
    expect(facts.vitals.avpu).not.toBe('U');
  });

  it.each([
    'found unresponsive on the floor',
    'remains unconscious, snoring respirations',
    'unresponsive, GCS 3',
  ])('%s is unresponsive now', (symptoms) => {
    expect(factsOf(symptoms).mentalStatus.avpu).toBe('U');
  });
});

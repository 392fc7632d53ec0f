import { analyzeCase } from '../../src/domain/engine';
import { readAvpu, readGcs } from '../../src/domain/engine/reading/consciousness.reader';

const triage = (chiefComplaint: string, symptoms: string, vitals = '', patientAge = '45') =>
  analyzeCase({ patientAge, gender: 'male', chiefComplaint, symptoms, vitals });

describe('decision point A: the AVPU letter however it is written', () => {
  it.each([
    ['P on AVPU, smells of alcohol', 'P'],
    ['AVPU = P', 'P'],
    ['avpu: v', 'V'],
    ['AVPU score of U', 'U'],
    ['only groans when you pinch him', 'P'],
    ['moans to pain only', 'P'],
    ['only flexes to pain', 'P'],
    ['withdraws to a sternal rub', 'P'],
  ])('%s → %s', (text, letter) => {
    expect(readAvpu(text.toLowerCase())).toBe(letter);
  });

  it.each(['responded to pain relief', 'avpu and gcs unremarkable', 'pain in the knee'])(
    'near-miss: %s is no AVPU letter',
    (text) => {
      expect(readAvpu(text)).toBeUndefined();
    },
  );
});

describe('decision point A: a GCS total that ends a sentence is read', () => {
  it.each([
    ['mental status: gcs 8.', 8],
    ['gcs 14. alert', 14],
    ['gcs 8.5', undefined],
  ])('%s → %s', (text, value) => {
    expect(readGcs(text)).toBe(value);
  });

  it('GCS 8 written as "Mental status: GCS 8." is ESI 1', () => {
    expect(
      triage('head injury', 'Fell down stairs drunk. Mental status: GCS 8. Arrival: ambulance.').esi,
    ).toBe(1);
  });
});

describe('decision point A: airway or breathing support already in place', () => {
  it.each([
    [
      'transfer ventilated',
      'Inter-hospital transfer, intubated and sedated on a transport vent.',
      'BP 120/70 HR 90',
    ],
    ['stopped breathing', 'Crew bagging her via BVM, floppy infant.', 'HR 140'],
    ['overdose', 'No pulse on arrival, apnoeic, bagged.', ''],
    ['born at home', 'Newborn, poor effort, crew giving inflation breaths.', ''],
    ['collapse', 'CPR in progress on arrival, LUCAS device on.', ''],
  ])('%s: %s is ESI 1', (complaint, symptoms, vitals) => {
    expect(triage(complaint, symptoms, vitals).esi).toBe(1);
  });

  it.each([
    [
      'asthma',
      'Wheezy for a day, was intubated for asthma in 2015, speaking in sentences.',
      'HR 96 RR 20 SpO2 96%',
    ],
    ['cough', 'Self-ventilating, chatty, productive cough.', 'HR 84 RR 16 SpO2 97%'],
    [
      'needlestick',
      'Picked up a used syringe in the playground, needle scratched her finger. Syringe bagged and sent with mum.',
      'HR 90 RR 18',
    ],
    [
      'assault',
      'Alert and talking, his clothes are bagged for police, bruised cheek.',
      'HR 88 RR 16 SpO2 99%',
    ],
  ])('near-miss %s: %s is not ESI 1', (complaint, symptoms, vitals) => {
    expect(triage(complaint, symptoms, vitals).esi).toBeGreaterThan(1);
  });
});

describe('decision point A: noisy, snoring breathing in a patient who is not fully awake is a threatened airway', () => {
  it.each([
    "He's not waking up properly, he just groans, and his breathing is noisy like snoring.",
    'Drowsy after the fall, only responds to voice, breathing gurgling.',
  ])('%s is ESI 1', (symptoms) => {
    expect(triage('fell off the roof', symptoms, '', '52').esi).toBe(1);
  });

  it('near-miss: noisy breathing in an alert patient is not ESI 1', () => {
    expect(
      triage('cold', 'Alert and chatty, breathing is noisy through a blocked nose.', 'HR 80 RR 16 SpO2 98%')
        .esi,
    ).toBeGreaterThan(1);
  });
});

describe('noisy breathing heard only when a child cries, quiet at rest, is no threatened airway', () => {
  const croup = (symptoms: string) =>
    analyzeCase({
      patientAge: '2 years',
      gender: 'male',
      chiefComplaint: 'barking cough',
      symptoms,
      vitals: 'RR 28, HR 124, SpO2 98% air, T 38.0 C',
    });

  it('the noise only there when he cries, breathing quietly at rest: no airway flag', () => {
    const result = croup(
      'Seal-bark cough and noisy breathing in; now the noise is only there when he cries, at rest he breathes quietly.',
    );
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('airway-compromise');
    expect(result.esi).toBeGreaterThanOrEqual(3);
  });

  it('near-miss: noisy breathing at rest is an airway concern', () => {
    const result = croup('Seal-bark cough, his breathing is noisy all the time, even sitting still.');
    expect(result.redFlags.map((flag) => flag.id)).toContain('airway-compromise');
    expect(result.esi).toBeLessThanOrEqual(2);
  });
});

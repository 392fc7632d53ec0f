import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Dangers a parent or a registration clerk tells in plain words, which the engine did not read:
 * - a possessive between the verb and the medicine ("ate grandmother's tablets", "chewing her nan's blood
 *   pressure pills"): one tablet of several adult drugs can kill a toddler (a high-risk ingestion, ESI 2);
 * - a face or lips that "swelled up" in a reaction with wheeze, and a child gone floppy: anaphylaxis
 *   (WAO 2020), ESI 1;
 * - a carbon monoxide alarm: with a headache in pregnancy (the fetus binds CO more tightly) a poisoning now
 *   (ESI 2); in an alert adult with a mild headache a level to measure (ESI 3); with the headache gone in
 *   the fresh air, one carboxyhaemoglobin level (ESI 4).
 */
const toddler = caseFormMaker({ patientAge: '2', gender: 'female' });
const calmChild = 'HR 118 RR 26 T 36.9';

describe("a toddler who got into someone's medicines", () => {
  it.each([
    "Ate grandmother's tablets",
    'Ate grandmother’s tablets',
    "Found chewing her nan's blood pressure pills",
    "Swallowing her grandad's heart tablets when found",
  ])('%s is a high-risk ingestion (ESI 2)', (complaint) => {
    const item = toddler(
      complaint,
      'Mental state: alert. Pain: no. Injury: no. Arrival: walk-in.',
      calmChild,
    );
    expect(flagIds(item)).toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a toddler eating less since starting her own medicine is no ingestion', () => {
    const item = toddler(
      'Off her food',
      'Eating less since starting her ear infection medicine, drinking well.',
      calmChild,
    );
    expect(flagIds(item)).not.toContain('overdose-poisoning');
  });
});

describe('anaphylaxis told as it happened', () => {
  const child = caseFormMaker({ patientAge: '4', gender: 'male' });

  it('a face that swelled up with wheeze after peanut, now floppy, is anaphylaxis (ESI 1)', () => {
    const item = child(
      'Peanut reaction',
      'Bit into a cookie with peanuts; within ten minutes coughing and wheezing and his face swelled up, now floppy and pale. No pen with us.',
    );
    expect(flagIds(item)).toContain('anaphylaxis');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('lips that puffed up after a wasp sting with breathlessness are anaphylaxis', () => {
    const item = child('Wasp sting', 'Stung on the hand, then his lips puffed up and he is short of breath.');
    expect(flagIds(item)).toContain('anaphylaxis');
  });

  it('near-miss: a face that swelled up after a punch is no anaphylaxis', () => {
    const item = child(
      'Facial injury',
      'Punched in the face at school, his face swelled up on the left, breathing fine.',
      '',
      '14',
    );
    expect(flagIds(item)).not.toContain('anaphylaxis');
  });
});

describe('a carbon monoxide alarm', () => {
  const woman = caseFormMaker({ patientAge: '26', gender: 'female' });
  const calm = 'BP 118/72 HR 86 RR 16 SpO2 99% T 36.8';

  it('with a headache in pregnancy is a poisoning now (ESI 2)', () => {
    const item = {
      ...woman('CO alarm, headache', 'Mental state: alert. Pain: yes.', calm),
      medicalHistory: '28 weeks pregnant',
    };
    expect(flagIds(item)).toContain('carbon-monoxide');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('with a mild headache in an alert adult is measured, not a poisoning flag (ESI 3)', () => {
    const item = woman(
      'CO alarm went off',
      'Mild frontal headache and nausea, alert and orientated.',
      calm,
      '50',
      'male',
    );
    expect(flagIds(item)).not.toContain('carbon-monoxide');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('with a faint is a poisoning now', () => {
    const item = woman(
      'CO alarm went off',
      'Headache, fainted in the kitchen before the alarm sounded.',
      calm,
      '50',
      'male',
    );
    expect(flagIds(item)).toContain('carbon-monoxide');
  });

  it('with the headache gone in the fresh air needs one carboxyhaemoglobin level (ESI 4)', () => {
    const item = woman(
      'Headache',
      'The CO alarm went off last night, headache has gone now in the fresh air.',
      calm,
      '40',
    );
    expect(flagIds(item)).not.toContain('carbon-monoxide');
    expect(analyzeCase(item).esi).toBe(4);
  });
});

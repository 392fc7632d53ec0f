import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

const form = caseFormMaker({ patientAge: '70', gender: 'male' });

describe('nurse shorthand for age and sex is not a temperature', () => {
  it.each([
    ['84F tripped on the stairs, R wrist pain, A&O', 'BP 148/82 HR 80 RR 16'],
    ['pt 91F from nursing home, skin tear L shin, not on anticoag', 'BP 136/70 HR 74'],
    ['67M c/o cough x3d', 'BP 130/80 HR 88 RR 18 SpO2 96%'],
  ])('%s: no temperature read', (symptoms, vitals) => {
    expect(readCaseFacts(form('see triage note', symptoms, vitals)).vitals.temperatureC).toBeUndefined();
  });

  it.each([
    ['febrile at home, 101.4F this morning', 38.6],
    ['temp 92F after a night on the floor', 33.3],
    ['spiked to 102F', 38.9],
  ])('near-miss: "%s" is a temperature', (symptoms, celsius) => {
    expect(readCaseFacts(form('fever', symptoms)).vitals.temperatureC).toBeCloseTo(celsius, 1);
  });

  it('an 88-year-old woman written 88F is not made hypothermic', () => {
    const result = analyzeCase(
      form(
        'fall',
        '88F slipped in kitchen, bruised L hip, walking with frame as usual, A&O x4',
        'BP 150/80 HR 76',
      ),
    );
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('hypothermia');
  });
});

describe('a stroke in the history is not a stroke now', () => {
  it.each([
    'Has had a PEG feeding tube since a stroke two years ago; the tube came out this morning, otherwise well.',
    'Previous stroke in 2019 with mild left arm weakness, unchanged. Here because his catheter is leaking.',
    'Post-stroke, lives in a care home, needs his tablets renewed.',
  ])('%s', (symptoms) => {
    const item = form('tube / catheter problem', symptoms, 'BP 138/78 HR 76 RR 16');
    expect(flagIds(item)).not.toContain('stroke-tia');
    expect(presentationIds(item)).not.toContain('extremity-weakness-stroke');
  });

  it.each([
    'His wife thinks he is having a stroke: his face dropped and his speech went at breakfast.',
    'Stroke symptoms since 9 am, cannot lift his right arm.',
  ])('near-miss: %s', (symptoms) => {
    expect(flagIds(form('?stroke', symptoms, 'BP 178/96 HR 88'))).toContain('stroke-tia');
  });
});

describe('retention in the history is why a catheter is there, not a retention now', () => {
  it('a blocked long-term catheter (hx urinary retention) is one catheter change', () => {
    const result = analyzeCase(
      form(
        'catheter not draining',
        'Long-term urethral catheter (hx urinary retention), not draining since lunchtime, some lower abdominal discomfort, afebrile, at his baseline.',
        'BP 140/80 HR 78 RR 16 T 36.7',
        '83',
      ),
    );
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('acute-urinary-retention');
    expect(result.scores.esi?.resources).toEqual(['simpleProcedure']);
    expect(result.esi).toBe(4);
  });

  it('near-miss: a man who cannot pass urine with a painful full bladder has urinary retention', () => {
    expect(
      flagIds(
        form('cannot pass urine', 'Unable to pass urine for 10 hours, painful distended bladder.', 'HR 96'),
      ),
    ).toContain('acute-urinary-retention');
  });
});

describe('pain under the ribs is the upper abdomen, not the chest wall', () => {
  it('right-sided pain under the ribs after fatty food, vomiting and feverish, needs labs and a scan', () => {
    const result = analyzeCase({
      ...form(
        'pain under my ribs',
        'Pain under my right ribs since dinner, 7 hours now, sick three times and feel hot and shivery.',
      ),
      patientAge: '47',
      gender: 'female',
    });
    expect((result.presentations ?? []).map((found) => found.id)).toContain('abdominal-pain');
    expect((result.presentations ?? []).map((found) => found.id)).not.toContain('chest-trauma');
    expect(result.esi).toBe(3);
  });

  it('near-miss: ribs hurt after a fall onto the edge of a table is chest trauma', () => {
    expect(
      presentationIds(form('sore ribs', 'Fell against the table edge, ribs sore on the left.')),
    ).toContain('chest-trauma');
  });
});

describe('an acute deficit said to be unchanged is still a stroke', () => {
  it.each([
    'Left arm weakness since 8 am, unchanged since then.',
    'Right arm weak and numb this morning, speech at her baseline.',
  ])('%s', (symptoms) => {
    expect(flagIds(form('arm weakness', symptoms, 'BP 172/94 HR 84'))).toContain('stroke-tia');
  });
});

describe('bruising on a DOAC is a bleeding sign, not a small bleed to wave through', () => {
  it('bruising all over and nosebleeds on rivaroxaban keep the bleeding-on-anticoagulation flag', () => {
    const item = {
      ...form(
        'bruising',
        'Bruising all over her arms and legs and two nosebleeds this week.',
        'BP 130/80 HR 82',
        '77',
        'female',
      ),
      currentMedications: 'rivaroxaban 20 mg',
    };
    expect(flagIds(item)).toContain('bleeding-on-anticoagulation');
  });
});

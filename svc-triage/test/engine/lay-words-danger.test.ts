import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * What patients, parents and bystanders say, read for what it means: readings taken at home, a child who
 * only moans, a wheeze gone quiet, a saddle that cannot feel, a pregnancy told in weeks. Each beside its
 * near-miss.
 */
const form = caseFormMaker({ patientAge: '40', gender: 'female' });
const vitalsOf = (symptoms: string) => readCaseFacts(form('unwell', symptoms)).vitals;

describe('readings taken at home, said in words', () => {
  it.each([
    ['the thermometer said 38.6 last night', { temperatureC: 38.6 }],
    ['my watch says my heart is 140', { heartRate: 140 }],
    ['the oxygen thing on his finger says 88%', { spo2: 88 }],
  ])('"%s"', (symptoms, expected) => {
    expect(vitalsOf(symptoms)).toMatchObject(expected);
  });

  it('a week after chemotherapy, "the thermometer said 38.5" is a neutropenic fever (ESI 2)', () => {
    const item = form(
      'temperature on chemo',
      'Chemo last week. Went shivery and the thermometer said 38.5.',
      '',
      '60',
    );
    expect(flagIds(item)).toContain('neutropenic-sepsis');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('a child who only makes a sound when shouted at', () => {
  it('is V on AVPU: new altered consciousness', () => {
    expect(
      readCaseFacts(form('pulled from water', 'He just moans when we shout at him.', '', '3')).mentalStatus
        .altered,
    ).toBe(true);
  });
});

describe('asthma at its worst in a parent’s words', () => {
  it('a wheeze gone quiet, a word at a time, looking tired: life-threatening (ESI 1)', () => {
    const item = form(
      'asthma attack',
      'Wheezy all day, inhaler not working. He can only get out one word at a time and now the wheeze has gone quiet and he looks really tired.',
      '',
      '15',
      'male',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: a wheeze that eased with the inhaler is not', () => {
    const item = form(
      'asthma',
      'Wheezy this morning, better after his inhaler, talking in full sentences.',
      'HR 92 RR 18 SpO2 97%',
      '15',
      'male',
    );
    expect(analyzeCase(item).esi).toBeGreaterThan(2);
  });
});

describe('a newborn not breathing', () => {
  it('"I can’t see her chest moving" at ten minutes old is ESI 1', () => {
    const item = form(
      'baby not crying',
      "Born at home just now, floppy and blue, I can't see her chest moving.",
      '',
      '10 minutes',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: "not breathing properly" is breathlessness, not apnoea', () => {
    expect(
      readCaseFacts(form('cough', 'Not breathing properly with this cold.', 'RR 22')).vitals.agonalOrApneic,
    ).toBeUndefined();
  });
});

describe('a stab to the belly with a bystander’s signs of shock', () => {
  it('white as a sheet and sweating is ESI 1 without vitals', () => {
    const item = form(
      'been stabbed',
      'Stabbed in the tummy, blood everywhere, white as a sheet and sweating.',
      '',
      '19',
      'male',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: a small stab wound to the arm, pink and chatting, is not ESI 1', () => {
    const item = form(
      'stabbed in arm',
      'Small stab wound to the forearm, bleeding controlled, chatting.',
      'HR 88 BP 130/80',
      '19',
      'male',
    );
    expect(analyzeCase(item).esi).toBeGreaterThan(1);
  });
});

describe('the saddle and the bladder', () => {
  it('"can’t feel when I wipe" and "haven’t managed a wee" with back pain is cauda equina (ESI 2)', () => {
    const item = form(
      'bad back',
      "Back pain a week. Since yesterday I can't feel when I wipe and I haven't managed a wee all day. Both legs feel weak.",
    );
    expect(flagIds(item)).toContain('cauda-equina-syndrome');
  });

  it('near-miss: back pain with normal feeling and passing water is not', () => {
    expect(
      flagIds(form('bad back', 'Back pain after lifting, passing water normally, feeling normal.')),
    ).not.toContain('cauda-equina-syndrome');
  });
});

describe('a pregnancy told in weeks', () => {
  it('"I\'m 35 weeks" with a headache, flashing lights and BP 168/112 is pre-eclampsia (ESI 2)', () => {
    const item = form(
      'headache and flashing lights',
      "I'm 35 weeks. Terrible headache since last night and flashing lights, face and hands puffy.",
      'BP 168/112 HR 92',
      '29',
    );
    expect(flagIds(item)).toContain('pre-eclampsia');
  });

  it('near-miss: a baby who is 6 weeks old is no pregnancy', () => {
    expect(readCaseFacts(form('fever', "She's 6 weeks old and hot.", '', '6 weeks')).pregnancy.pregnant).toBe(
      false,
    );
  });
});

describe('pain said in everyday words', () => {
  it('"pain in my right side going down to my groin" is renal colic', () => {
    expect(
      presentationIds(
        form(
          'pain in my side',
          'Pain in my right side going down to my groin, being sick.',
          '',
          '38',
          'male',
        ),
      ),
    ).toContain('flank-pain-renal-colic');
  });

  it('"pain in his privates" at 14 is possible torsion', () => {
    expect(
      flagIds(
        form('bad pain down below', 'Woke with bad pain in his privates, been sick.', '', '14', 'male'),
      ),
    ).toContain('testicular-torsion');
  });

  it('"it hurts a bit on the right when I cough" is not a bite', () => {
    expect(presentationIds(form('cough', 'It hurts a bit on the right when I cough.'))).not.toContain('bite');
  });
});

describe('treatment needs in everyday words', () => {
  it('green stuff, shivery and a fever is a chest infection X-rayed with bloods', () => {
    const item = form(
      'coughing up green stuff',
      'Coughing up green stuff, shivery, thermometer said 38.4.',
      'HR 96 SpO2 94%',
      '55',
      'male',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'labs']));
  });

  it('"my nose won’t stop bleeding" and keeps starting again is packed, not sent to ENT', () => {
    const item = form(
      "my nose won't stop bleeding",
      'Bleeding half an hour, keeps starting again. Not on blood thinners.',
      'HR 88',
      '55',
      'male',
    );
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  });

  it('a swallowed coin with dribbling and pointing at his throat is X-rayed and removed', () => {
    const item = form(
      'swallowed a coin',
      "Now he's dribbling, won't eat or drink and keeps pointing at his throat.",
      'SpO2 99%',
      '4',
      'male',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'specialtyConsultation']));
  });

  it('a cat-bitten finger now swollen and painful to bend: X-ray, IV antibiotics and a hand surgeon (ESI 3)', () => {
    const item = form(
      'finger swollen after cat bite',
      'My cat bit my finger yesterday. The whole finger is swollen, red and it hurts to bend it.',
    );
    expect(resourcesOf(item)).toEqual(
      expect.arrayContaining(['xray', 'parenteralMedication', 'specialtyConsultation']),
    );
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('"my usual migraine ... been sick five times, can’t keep my tablets down" is treated parenterally with fluids', () => {
    const item = form(
      "migraine won't shift",
      "My usual migraine, same as always. I've been sick five times and can't keep my tablets down.",
      'HR 86',
      '33',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['parenteralMedication', 'ivFluids']));
  });

  it('a face swelling up from a bad tooth with a fever: bloods and IV antibiotics', () => {
    const item = form(
      'face swelling from a bad tooth',
      'Bad back tooth a week, now my cheek is swelling up and the thermometer said 38.3.',
      '',
      '35',
      'male',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
  });
});

describe('everyday words that mean something else', () => {
  it('"I smoke" with breathlessness on the stairs is no smoke inhalation', () => {
    const item = form(
      'cough for two weeks',
      'A bit breathless on the stairs. No fever. I smoke.',
      'HR 84 SpO2 96%',
      '50',
      'male',
    );
    expect(analyzeCase(item).esi).toBeGreaterThan(2);
  });

  it('near-miss: breathless after breathing the smoke of a kitchen fire is', () => {
    const item = form(
      'kitchen fire',
      'Breathed in the smoke of a pan fire, now breathless and wheezy.',
      'HR 104 SpO2 95%',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });

  it('"my sugar machine just says HI" is a high glucose, not homicidal ideation', () => {
    const item = form(
      'my sugar machine just says HI',
      'Really thirsty and weeing loads, feel OK otherwise.',
      'HR 92',
      '30',
      'male',
    );
    expect(flagIds(item)).not.toContain('homicidal-ideation');
    expect(presentationIds(item)).toContain('hyperglycemia');
  });

  it('a whole family with headaches and a boiler playing up is carbon monoxide (ESI 2)', () => {
    const item = form(
      'we all have headaches',
      "The whole family has had headaches for days. The boiler's been playing up.",
    );
    expect(flagIds(item)).toContain('carbon-monoxide');
  });

  it('"a runny tummy" is diarrhoea, not abdominal pain', () => {
    const item = form(
      'runny tummy',
      'Runny tummy since a takeaway, keeping drinks down.',
      'HR 84',
      '30',
      'male',
    );
    expect(presentationIds(item)).toEqual(['diarrhea']);
    expect(analyzeCase(item).esi).toBe(5);
  });
});

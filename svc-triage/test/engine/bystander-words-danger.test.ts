import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Emergencies told by the person beside the patient, or by the patient on a phone line: readings from home
 * machines, breathing counted in seconds, a relative who cannot rouse someone, bleeding measured in
 * puddles and washing-up bowls, a pulse too slow to keep someone awake. Each beside its near-miss.
 */
const form = caseFormMaker({ patientAge: '60', gender: 'male' });
const esiOf = (...args: Parameters<typeof form>) => analyzeCase(form(...args)).esi;

describe('readings from machines at home, in the vitals field as well as the story', () => {
  const vitalsFieldOf = (vitals: string) => readCaseFacts(form('unwell', 'Feels awful.', vitals)).vitals;

  it.each([
    ['blood pressure machine 70 over 40, pulse 36', { systolic: 70, diastolic: 40, heartRate: 36 }],
    ['my bp machine says 150/95', { systolic: 150, diastolic: 95 }],
    ['oxygen meter says 83, normally 90', { spo2: 83 }],
    ['pulse oximeter says 91, heart 126', { spo2: 91, heartRate: 126 }],
  ])('"%s"', (vitals, expected) => {
    expect(vitalsFieldOf(vitals)).toMatchObject(expected);
  });

  it('a breath "every 10 seconds" is a respiratory rate of 6', () => {
    expect(
      readCaseFacts(form('cant wake him', 'He is doing this slow snoring breathing, like every 10 seconds.'))
        .vitals.respiratoryRate,
    ).toBe(6);
  });
});

describe('someone who cannot be roused, as a relative says it', () => {
  it.each([
    [
      'my husband collapsed',
      'Slumped over in his chair, gone grey, making big snorty gasps every now and then.',
    ],
    [
      'cant wake my brother up',
      'Found him on the floor, I pinched him and shouted and he doesnt do anything.',
    ],
    ['dad fell', 'He is on the floor and wont answer me at all, his eyes are shut.'],
    [
      'dad collapsed',
      "He's grey. I pinched his ear and shouted in his face and there's nothing, no eyes opening.",
    ],
    ['fell', 'Lying in the hall, big breaths then long gaps.'],
  ])('"%s: %s" is ESI 1', (complaint, symptoms) => {
    expect(esiOf(complaint, symptoms)).toBe(1);
  });

  it.each(['dad collapsed in the tank, barely breathing', 'found on the floor and barely breathing'])(
    '"%s" is agonal breathing, whatever word comes before it',
    (complaint) => {
      expect(readCaseFacts(form(complaint, 'Brought in by his son.')).vitals.agonalOrApneic).toBe(true);
    },
  );

  it('a baby carried in limp and grey-blue, "breathing in gasps", is ESI 1', () => {
    expect(
      esiOf(
        'baby not breathing right',
        'Mother ran in holding her. Baby limp and grey-blue, breathing in gasps. Had a cold for 2 days.',
        '',
        '5 months',
        'female',
      ),
    ).toBe(1);
  });

  it('near-miss: an asthmatic "breathing in short gasps" while talking is breathlessness, not agonal breathing', () => {
    expect(
      readCaseFacts(form('asthma', 'Wheezy, breathing in short gasps between sentences, talking to me.'))
        .vitals.agonalOrApneic,
    ).toBeUndefined();
  });

  it('near-miss: gasps for breath after climbing the stairs are breathlessness, not agonal breathing', () => {
    expect(
      readCaseFacts(form('breathless', 'Big gasps for breath after the stairs, fine at rest.')).vitals
        .agonalOrApneic,
    ).toBeUndefined();
  });
});

describe('bleeding a bystander cannot stop, with a patient going into shock', () => {
  it.each([
    'Hit by a car, his leg is bleeding really badly, its like pumping out, and now he is pale and sweaty and not making sense.',
    'Cut his arm on a window, there is a big puddle of blood, the towel is soaked and he has gone white.',
    'She has been sick blood, about a washing up bowl full, then passed out on the toilet, white and clammy.',
    // The patient typing it: the world going far away on sitting up, a pulse a friend finds fast and weak.
    'Chainsaw went into my thigh, it squirts out in spurts when they ease off pressing, 3 towels soaked. Freezing and shaking, everything goes far away when I try to sit up.',
    'Cut my wrist on a glass pane, it keeps pumping blood through the bandage. My mate says my pulse is really fast and weak.',
  ])('"%s" is haemorrhagic shock (ESI 1)', (symptoms) => {
    const item = form('bleeding', symptoms, '', '40');
    expect(flagIds(item)).toContain('haemorrhagic-shock');
    expect(analyzeCase(item).esi).toBe(1);
  });

  // A relative's words for a mind going: "not making much sense", "getting dozy". With the skin of shock
  // and no pressure measured, that is hypoperfusion of the brain (decision point A).
  it.each([
    'Saw kicked back into his thigh, big gash, bleeding. He is white as a sheet, cold and sweaty and not making much sense.',
    'Saw kicked back into his thigh, big gash, bleeding. He is white as a sheet, cold and sweaty and getting dozy.',
  ])('"%s": shock told in a relative\'s words (ESI 1)', (symptoms) => {
    expect(analyzeCase(form('bleeding', symptoms, '', '29')).esi).toBe(1);
  });

  // The skin of shock told any way ("white as a sheet, cold and sweaty", "grey and clammy") makes a bleed a
  // haemodynamic risk (decision point B) while the mind is still clear.
  it.each([
    'Saw kicked back into his thigh, big gash, bleeding. He is white as a sheet, cold and sweaty.',
    'Fell through the greenhouse glass, deep cut to the forearm still bleeding through the tea towel, grey and clammy.',
  ])('"%s": a bleed with the skin of shock is ESI 2 at least', (symptoms) => {
    const result = analyzeCase(form('bleeding', symptoms, '', '29'));
    expect(result.esi).toBeLessThanOrEqual(2);
    expect(result.reasons.join(' ')).toMatch(/Bleeding with haemodynamic risk/);
  });

  it('near-miss: feeling dozy after a night shift is tiredness, not a clouded mind', () => {
    const item = form(
      'cut hand',
      'Cut his hand on a window, bled a lot but stopped with pressure. White as a sheet, cold and sweaty after the shock of it; feels dozy after his night shift.',
      '',
      '29',
    );
    expect(analyzeCase(item).esi).not.toBe(1);
  });

  it('near-miss: a cut that bled a little, in a pale but well patient, is not', () => {
    expect(
      flagIds(
        form('cut finger', 'Cut my finger chopping onions, bled a little, stopped with pressure. Bit pale.'),
      ),
    ).not.toContain('haemorrhagic-shock');
  });
});

describe('a pulse too slow to keep the brain awake', () => {
  it('a pulse of 34 with blackouts again and again after an overdose of heart tablets is ESI 1', () => {
    expect(
      esiOf(
        'took his heart tablets',
        'Took the whole packet. Keeps blacking out and coming round.',
        'finger monitor says heart 34',
        '70',
      ),
    ).toBe(1);
  });

  it('a pulse of 32 in a man who only opens his eyes when shouted at is ESI 1', () => {
    expect(
      esiOf(
        'weak and grey',
        'Missed dialysis, only opening his eyes when I shout.',
        'watch says heart 32',
        '67',
      ),
    ).toBe(1);
  });

  it('near-miss: a fit young man with a resting pulse of 38, alert and well, is not ESI 1', () => {
    expect(
      esiOf(
        'slow pulse',
        'Marathon runner, noticed his watch says 38 at rest, feels well, alert.',
        'HR 38 BP 122/70',
        '28',
      ),
    ).not.toBe(1);
  });
});

describe('croup with stridor at rest', () => {
  it('a barking cough with a loud high noise on breathing in at rest and recession is ESI 2, not 1', () => {
    const item = form(
      'sounds like a seal',
      'Barking cough two days, tonight a loud high noise when she breathes in even sitting still, sucking in under her ribs.',
      '',
      '2',
      'female',
    );
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: stridor at rest after choking on a peanut, no barking cough, is ESI 1', () => {
    expect(esiOf('noisy breathing', 'Choked on a peanut, stridor at rest.', '', '3')).toBe(1);
  });
});

describe('injuries and infections told in a patient’s words', () => {
  it('a toddler’s scald from a kettle, all down his arm and on his chest, is a major burn (ESI 2)', () => {
    const item = form(
      'he pulled the kettle over',
      'Boiling water went down his chest and all down his arm, big blisters.',
      '',
      '2',
    );
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a small scald on a finger is not a major burn', () => {
    expect(
      esiOf('burn', 'Hot water splashed on my finger, red, small blister.', '', '30'),
    ).toBeGreaterThanOrEqual(4);
  });

  it('a sore, swollen calf after a long flight with pain on breathing in is a pulmonary embolism risk (ESI 2)', () => {
    const item = form(
      'pain when I breathe in',
      'Back from a long flight. My right calf has been sore and swollen, now a sharp pain in the side of my chest when I breathe in.',
      'watch says heart 112',
      '34',
      'female',
    );
    expect(flagIds(item)).toContain('pulmonary-embolism');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a red swollen leg whose pain is "much worse than it looks" is a necrotising infection risk (ESI 2)', () => {
    const item = form(
      'leg red and painful',
      'Red and swollen shin after a scratch, the pain is much worse than it looks.',
    );
    expect(flagIds(item)).toContain('necrotizing-fasciitis');
  });

  it('asthma with a stop for breath after a few words is severe (ESI 2)', () => {
    const item = form(
      'asthma bad',
      'Using my blue inhaler every hour, I have to stop for breath after a few words.',
      '',
      '23',
      'female',
    );
    expect(flagIds(item)).toContain('severe-asthma-copd');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

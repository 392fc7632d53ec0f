import { analyzeCase } from '../../src/domain/engine';
import {
  caseFormMaker,
  factsOf,
  flagIds,
  mentalStatusOf,
  presentationIds,
  resourcesOf,
} from './support/case-forms';

/**
 * Dangers as clinicians in other health systems write them:
 * - "talking irrelevant", "not recognising family members", "picking at the bedsheet" are delirium
 *   (new confusion: ESI decision point B);
 * - drooping eyelids, double vision, pooling of saliva or paradoxical breathing after a snake bite are
 *   neurotoxic envenomation reaching the airway (WHO 2016): antivenom and ventilation now, ESI 1;
 * - a weed killer, rat poison or kerosene drunk is a poisoning however the amount is told ("consumed about
 *   a mouthful (~15 ml) of grass killer"): paraquat kills in a mouthful, days later;
 * - epigastric burning with sweating after 40 is an anginal equivalent (AHA/ACC 2021) however it is worded;
 * - a coin swallowed is an X-ray whatever its value ("1 rupee coin", "10p coin");
 * - a negation inside brackets negates: "skin intact (no fight bite)".
 */
const adult = caseFormMaker({ patientAge: '58', gender: 'male' });

describe('delirium in other words', () => {
  it('"talking irrelevant since morning" with fever at 79 is new confusion (ESI 2)', () => {
    const item = adult(
      'Fever, talking irrelevant',
      'Son says she is talking irrelevant since morning and is not eating. Fever with chills since yesterday.',
      'T 38.6, HR 96, BP 124/70, RR 20, SpO2 95%',
      '79',
      'female',
    );
    expect(mentalStatusOf(item).altered).toBe(true);
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('"not recognising his family members" and "picking at the bedclothes" are confusion', () => {
    expect(
      mentalStatusOf(adult('Unwell', 'Since today not recognising his family members, restless.')).altered,
    ).toBe(true);
    expect(
      mentalStatusOf(adult('Unwell', 'Picking at the bedclothes and pulling at his drip.')).altered,
    ).toBe(true);
  });

  it('near-miss: relevant talk and a patient who recognises his family are not confused', () => {
    const item = adult(
      'Fever',
      'Fever for two days. Talking relevantly, recognises all family members, answering questions properly.',
      'T 38.1, HR 88',
    );
    expect(mentalStatusOf(item).altered).toBe(false);
  });
});

describe('neurotoxic envenomation', () => {
  it('drooping eyelids and difficulty in swallowing after a night-time snake bite need the airway now (ESI 1)', () => {
    const item = adult(
      'Snake bite at night',
      'Bitten on the foot while sleeping on the floor. Now drooping of both eyelids, difficulty in swallowing, pooling of saliva.',
      'HR 104, RR 26, SpO2 93%',
      '31',
    );
    expect(flagIds(item)).toContain('envenomation');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('paradoxical breathing or a head the patient cannot lift is the paralysis reaching the breathing muscles', () => {
    const item = adult(
      'Krait bite',
      'Krait bite two hours ago. Unable to lift his head off the pillow, paradoxical breathing.',
      'HR 110, RR 30',
      '40',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: a bite with local swelling only is high risk, not yet a life-saving intervention (ESI 2)', () => {
    const item = adult(
      'Snake bite',
      'Snake bite on the ankle an hour ago, swelling to mid-calf, no drooping of eyelids, no double vision, no bleeding gums.',
      'HR 90, BP 130/80, RR 16, SpO2 99%',
      '45',
    );
    expect(flagIds(item)).toContain('envenomation');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('poisons drunk or eaten', () => {
  it('a mouthful of weed killer told with its amount is a poisoning (ESI 2), even when she looks well', () => {
    const item = adult(
      'Drank weed killer',
      'Consumed about a mouthful (~10 ml) of weed killer from the shed after an argument, 1 hr back. Now no complaints.',
      'HR 84, BP 118/76, RR 14, SpO2 99%',
      '24',
      'female',
    );
    expect(flagIds(item)).toContain('overdose-poisoning');
    expect(presentationIds(item)).toContain('overdose-ingestion');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('rat killer paste and kerosene are poisons too', () => {
    expect(
      flagIds(adult('Poisoning', 'Ate rat killer paste mixed in food this evening.', '', '30')),
    ).toContain('overdose-poisoning');
    expect(flagIds(adult('Ingestion', 'Kerosene ingestion from a soft drink bottle.', '', '2'))).toContain(
      'overdose-poisoning',
    );
  });

  it('near-miss: a farmer who sprayed pesticide and then drank water has swallowed nothing', () => {
    const item = adult(
      'Headache',
      'Sprayed pesticide on the field yesterday wearing a mask, drank water afterwards. Mild headache today, no vomiting.',
      'HR 76, BP 126/80',
      '45',
    );
    expect(flagIds(item)).not.toContain('overdose-poisoning');
  });
});

describe('an anginal equivalent in a casualty note’s words', () => {
  it('"burning sensation in epigastrium" with sweating at 52 gets the ECG now (ESI 2)', () => {
    const item = {
      ...adult(
        'Gas problem, burning in upper abdomen',
        'Burning sensation in epigastrium since early morning, not relieved by antacid. Mild sweating and uneasiness.',
        'PR 94, BP 150/96, SpO2 97%',
        '52',
      ),
      medicalHistory: 'k/c/o DM, HTN',
    };
    expect(flagIds(item)).toContain('acute-coronary-syndrome');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: epigastric burning after a spicy meal at 26, without sweating, is not an ACS picture', () => {
    const item = adult(
      'Burning in upper abdomen',
      'Burning sensation in epigastrium after a spicy dinner, better with antacid. No sweating, no breathlessness.',
      'HR 78, BP 118/74',
      '26',
    );
    expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  });
});

describe('a coin swallowed', () => {
  it('"swallowed 1 rupee coin" in a well child is an X-ray to find it (ESI 4)', () => {
    const item = adult(
      'Swallowed 1 rupee coin',
      'Swallowed it while playing an hour ago. Eating and drinking normally, no drooling.',
      'HR 100, RR 22, SpO2 99%',
      '4',
    );
    expect(presentationIds(item)).toContain('swallowed-foreign-body');
    expect(resourcesOf(item)).toEqual(['xray']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a drink that "went down the wrong way" is not a swallowed object', () => {
    const item = adult(
      'Coughing',
      'Swallowed the wrong way while drinking juice, coughed, now fine.',
      '',
      '6',
    );
    expect(presentationIds(item)).not.toContain('swallowed-foreign-body');
  });
});

describe('a negation inside brackets', () => {
  it('"skin intact (no fight bite)" is not a bite', () => {
    const item = adult(
      'Punched a wall',
      'Punched a wall last night, swollen over the 5th knuckle, skin intact (no fight bite).',
      '',
      '23',
    );
    expect(presentationIds(item)).not.toContain('bite');
  });

  it('the bracket closes the negation: "(no fever) and vomiting" still says vomiting', () => {
    const facts = factsOf(adult('Tummy ache', 'Tummy ache since lunch (no fever) and vomiting three times.'));
    expect(facts.presenting.affirmed).toContain('vomiting');
    expect(facts.presenting.affirmed).not.toContain('fever');
  });

  it('near-miss: a bracketed finding without a negation stays: "(fight bite over the knuckle)"', () => {
    const item = adult(
      'Hand injury',
      'Punched someone in the mouth (fight bite over the knuckle).',
      '',
      '23',
    );
    expect(presentationIds(item)).toContain('bite');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A visit as registration records it: a clerk's few words of complaint and a line of findings. Each
 * reading beside the near-miss it must not become.
 */
const form = caseFormMaker({ patientAge: '40', gender: 'male' });
const line = (extra = '') =>
  `Mental state: alert. Pain: yes. Injury: no. Arrival: walk-in.${extra ? ` ${extra}` : ''}`;

describe('high-risk complaints in a clerk’s words', () => {
  it('"chem in eye" is a chemical eye injury (ESI 2)', () => {
    const item = form('chem in eye', line('Splashed at work.'), 'HR 90');
    expect(flagIds(item)).toContain('chemical-eye-injury');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('"burns both hands" is a high-risk burn (ESI 2)', () => {
    expect(flagIds(form('burns both hands', line('Hot fat.'), 'HR 96'))).toContain('major-burns');
  });

  it('near-miss: a small burn on one finger is not', () => {
    expect(flagIds(form('burn on finger', line('Small blister from the oven tray.'), 'HR 80'))).not.toContain(
      'major-burns',
    );
  });

  it('"Lt eye vision loss" with "sudden onset 2h" is sudden vision loss (ESI 2)', () => {
    const item = form('Lt eye vision loss', line('Sudden onset 2h.'), 'BP 150/90 HR 80', '66', 'female');
    expect(flagIds(item)).toContain('sudden-vision-loss');
  });

  it('near-miss: vision slowly worse over months is not', () => {
    expect(
      flagIds(
        form('blurred vision', line('Gradually worse over months, reading glasses help.'), 'HR 70', '66'),
      ),
    ).not.toContain('sudden-vision-loss');
  });

  it('a foot crush is the foot’s injury, not major trauma', () => {
    expect(flagIds(form('foot crush inj', line('Pallet dropped on it.'), 'HR 84'))).not.toContain(
      'major-trauma',
    );
  });

  it('near-miss: a man crushed under a car is', () => {
    expect(flagIds(form('trapped', 'Crushed under a car that fell off the jack.', 'HR 110'))).toContain(
      'major-trauma',
    );
  });
});

describe('complaints a clerk abbreviates', () => {
  it('"burning urine" with chills at 78 is a urinary infection treated as systemic (labs and IV antibiotics)', () => {
    const item = form('burning urine', line('Shivery overnight.'), 'HR 92 T 37.8', '78', 'female');
    expect(presentationIds(item)).toContain('urinary-tract-infection');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
  });

  it('"D&V" is diarrhoea and vomiting', () => {
    expect(presentationIds(form('D&V', line(), 'HR 90', '80'))).toEqual(expect.arrayContaining(['diarrhea']));
    expect(resourcesOf(form('D&V', line(), 'HR 90', '80'))).toContain('ivFluids');
  });

  it('"med cert" and "preg test" are requests with no resources (ESI 5)', () => {
    for (const complaint of ['med cert', 'preg test']) {
      const item = form(
        complaint,
        'Mental state: alert. Pain: no. Injury: no. Arrival: walk-in.',
        'HR 72',
        '24',
        'female',
      );
      expect(resourcesOf(item)).toEqual([]);
      expect(analyzeCase(item).esi).toBe(5);
    }
  });

  it('"IV abx dose" is a scheduled parenteral dose: one resource (ESI 4)', () => {
    const item = form(
      'IV abx dose',
      'Mental state: alert. Pain: no. Injury: no. Arrival: private car.',
      'HR 76',
      '56',
    );
    expect(resourcesOf(item)).toEqual(['parenteralMedication']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a deep dog bite to the hand is X-rayed and repaired', () => {
    expect(resourcesOf(form('dog bite hand', line('Deep.'), 'HR 86'))).toEqual(
      expect.arrayContaining(['xray', 'simpleProcedure']),
    );
  });

  it('near-miss: a superficial scratch from a dog on the hand is not X-rayed', () => {
    expect(
      resourcesOf(form('dog bite hand', line('Superficial graze, bleeding stopped.'), 'HR 80')),
    ).not.toContain('xray');
  });

  it('a nosebleed recurring today is cauterised, not sent to ENT', () => {
    const item = form(
      'nosebleed',
      'Mental state: alert. Pain: no. Injury: no. Arrival: walk-in. Recurrent today.',
      'HR 82',
      '50',
    );
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  });
});

describe('chest pain named with its injury', () => {
  const fallChestPain = (age: string) =>
    form(
      'fall chest pain',
      'Mental state: alert. Pain: 5/10. Injury: yes. Arrival: ambulance.',
      'BP 142/80 HR 86 SpO2 95%',
      age,
      'female',
    );

  it('"fall chest pain" is a chest wall injury, not a coronary syndrome', () => {
    expect(flagIds(fallChestPain('77'))).not.toContain('acute-coronary-syndrome');
  });

  it('at 77 the bloods and ECG stay beside the chest X-ray (ESI 3)', () => {
    expect(resourcesOf(fallChestPain('77'))).toEqual(expect.arrayContaining(['xray', 'labs', 'ecg']));
    expect(analyzeCase(fallChestPain('77')).esi).toBe(3);
  });

  it('at 30 the chest X-ray alone (ESI 4)', () => {
    expect(resourcesOf(fallChestPain('30'))).toEqual(['xray']);
  });

  it('near-miss: chest pain that made her fall is still a possible coronary syndrome', () => {
    const item = form(
      'chest pain',
      'Crushing central chest pain, then fainted and fell.',
      'HR 96',
      '70',
      'female',
    );
    expect(flagIds(item)).toContain('acute-coronary-syndrome');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { readAvpu } from '../../src/domain/engine/reading/consciousness.reader';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

const form = caseFormMaker({ patientAge: '52', gender: 'male' });

describe('signs of a patient sicker than he looks, in a bystander’s or a crew’s words', () => {
  it('eyes that open only to pain are P on AVPU', () => {
    expect(readAvpu('he only opens his eyes to pain and makes noises, no words')).toBe('P');
  });

  it('a high-pitched noise as he breathes in, with drooling, is stridor: airway compromise', () => {
    const item = form(
      'sore throat',
      'Drooling, cannot swallow his spit, a soft high-pitched noise as he breathes in.',
      'HR 118 RR 26 SpO2 93%',
    );
    expect(flagIds(item)).toContain('airway-compromise');
  });

  it('confused about the date is disorientation', () => {
    expect(
      readCaseFacts(form('fall', 'Talking but slow and confused about the date.')).mentalStatus.altered,
    ).toBe(true);
  });

  it.each([
    ['She has become muddled today, her hands are very shaky.', true],
    ['I got muddled and took an extra tablet on Tuesday, feel completely fine.', false],
  ])('"%s" altered: %s', (symptoms, altered) => {
    expect(readCaseFacts(form('see text', symptoms, '', '70', 'female')).mentalStatus.altered).toBe(altered);
  });

  it('jumbled words, a hand dropping things and a droopy face are a stroke', () => {
    const item = form(
      'funny speech',
      'Her words came out jumbled at breakfast, her right hand keeps dropping things and her face looks a touch droopy.',
      'BP 170/95 HR 80',
      '71',
      'female',
    );
    expect(flagIds(item)).toContain('stroke-tia');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('danger to self said quietly behind another complaint', () => {
  it.each([
    'Asked for something for his headache, then said he doesn’t see the point any more and has been saving up his tablets.',
    'Partner says he injected a lot of his insulin and meant to hurt himself.',
  ])('%s', (symptoms) => {
    const ids = flagIds(form('headache', symptoms, 'BP 128/80 HR 80'));
    expect(ids.some((id) => id === 'suicide-risk' || id === 'overdose-poisoning')).toBe(true);
    expect(analyzeCase(form('headache', symptoms, 'BP 128/80 HR 80')).esi).toBeLessThanOrEqual(2);
  });

  it('near-miss: not seeing the point of physiotherapy is no suicidal statement', () => {
    expect(
      flagIds(form('knee pain', 'He doesn’t see the point of the physiotherapy exercises.')),
    ).not.toContain('suicide-risk');
  });
});

describe('an overdose of a dangerous drug told as "a few extra"', () => {
  it('a few extra of his blood pressure pills, maybe 15 of them, on verapamil: ESI 2', () => {
    const item = {
      ...form(
        'took extra pills',
        'Took a few extra of my blood pressure pills, maybe 15 of them, two hours ago. Feel fine.',
        'BP 106/64 HR 62',
      ),
      currentMedications: 'verapamil SR 240 mg',
    };
    expect(flagIds(item)).toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: an extra tablet taken by mistake is not an overdose', () => {
    expect(
      flagIds(
        form(
          'medication question',
          'Took an extra tablet of amlodipine by mistake this morning, feels well.',
        ),
      ),
    ).not.toContain('overdose-poisoning');
  });
});

describe('high-risk situations of medicines and kidneys', () => {
  it('lithium with vomiting, very shaky hands and an unsteady walk is lithium toxicity', () => {
    const item = {
      ...form(
        'shaky',
        'Vomiting and diarrhoea for three days, hands very shaky, walking like she is drunk.',
        'BP 122/76 HR 92',
        '60',
        'female',
      ),
      currentMedications: 'lithium carbonate',
    };
    expect(flagIds(item)).toContain('lithium-toxicity');
  });

  it('near-miss: a mild tremor on lithium in an alert patient who walks steadily is not', () => {
    const item = {
      ...form(
        'lithium level',
        'Loose stools, a mild hand tremor, alert and walking steadily.',
        'BP 130/80 HR 76',
        '70',
      ),
      currentMedications: 'lithium carbonate',
    };
    expect(flagIds(item)).not.toContain('lithium-toxicity');
  });

  it('a missed dialysis session with weak heavy legs is high risk for hyperkalaemia', () => {
    expect(
      flagIds(
        form(
          'tired',
          'Skipped his last dialysis session, now weak with heavy legs.',
          'BP 150/88 HR 58',
          '71',
        ),
      ),
    ).toContain('missed-dialysis');
  });

  it('near-miss: a dialysis patient who came for a dressing change is not', () => {
    expect(
      flagIds(
        form(
          'dressing change',
          'Dialysis on Mondays as usual, needs the dressing on his fistula arm changed.',
        ),
      ),
    ).not.toContain('missed-dialysis');
  });
});

describe('decision point C: patients who look well but need more than they seem to', () => {
  it('cellulitis spreading past the line despite oral antibiotics needs bloods and IV antibiotics: ESI 3', () => {
    const item = form(
      'red leg',
      'Red hot swollen shin spreading past the line the GP drew, despite oral antibiotics, well in himself.',
      'T 37.5 HR 86',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a small patch of cellulitis on day one is oral antibiotics', () => {
    expect(
      resourcesOf(
        form('red leg', 'Small red warm patch on the shin since yesterday, well, no fever.', 'T 36.8 HR 76'),
      ),
    ).toEqual([]);
  });

  it('a 4-year-old who cannot keep even water down and has had only one wee today needs IV fluids: ESI 3', () => {
    const item = form(
      'vomiting',
      'Sick since yesterday, can’t keep even water down, only had one wee today, tired but talking.',
      'HR 126 RR 24 T 37.8',
      '4',
      'female',
    );
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('an ankle that looks slightly out of shape is reduced', () => {
    expect(
      resourcesOf(
        form(
          'ankle injury',
          'Went over on his ankle, swollen on both sides and looks slightly out of shape.',
          'HR 86',
          '34',
        ),
      ),
    ).toContain('complexProcedure');
  });

  it('a lip cut through the vermilion border is a specialist repair: two resources', () => {
    const item = form(
      'cut lip',
      'Split his lip through the vermilion border onto the skin on the coffee table.',
      'HR 110',
      '6',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['simpleProcedure', 'specialtyConsultation']));
  });
});

describe('decision point C: the procedure a vaguely named lump needs', () => {
  it.each([
    ['sore toe', 'My toe nail has dug into the side and gone red and puffy with some pus.'],
    [
      'painful lump',
      'A tender lump on her buttock for five days, now soft in the middle with a yellow head.',
    ],
    ['painful lump bottom', 'Painful perianal lump for 2 days, bluish, no bleeding.'],
  ])('%s: drained or excised, ESI 4', (chiefComplaint, symptoms) => {
    const item = form(chiefComplaint, symptoms, 'HR 80 T 36.9', '38', 'female');
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a sore ingrown toenail without infection is advice: ESI 5', () => {
    expect(
      analyzeCase(form('ingrown toenail', 'Ingrown toenail, sore in tight shoes, not red, no pus.', '', '19'))
        .esi,
    ).toBe(5);
  });
});

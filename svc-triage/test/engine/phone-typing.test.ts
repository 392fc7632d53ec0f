import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * How people type on a phone or tell a phone line: contractions without apostrophes ("didnt hit her head"),
 * "been sick loads", a pet stroked, a stroke in the family, symptoms that have already gone, a COPD
 * patient at his usual saturation. Each read for what it means, beside its near-miss.
 */
const form = caseFormMaker({ patientAge: '35', gender: 'female' });
const affirmedOf = (symptoms: string) => readCaseFacts(form('unwell', symptoms)).presenting.affirmed;

describe('contractions typed without their apostrophe', () => {
  it.each([
    ['Didnt hit her head', 'hit her head'],
    ['Doesnt have a fever', 'fever'],
    ['Hasnt vomited', 'vomited'],
    ['He isnt short of breath', 'short'],
  ])('"%s" negates as the written-out form does', (symptoms, hidden) => {
    expect(affirmedOf(symptoms)).not.toContain(hidden);
  });

  it('near-miss: "were" and "its" are words of their own and stay as they are', () => {
    expect(affirmedOf('The pains were bad and its swollen.')).toContain('were bad and its swollen');
  });
});

describe('words that mean something else in a story', () => {
  it('a dog that bit her when she went to stroke it is a bite, not a stroke', () => {
    const item = form(
      'dog bit my arm',
      'The dog bit my forearm when I went to stroke it, deep puncture holes and a flap of skin.',
    );
    expect(flagIds(item)).not.toContain('stroke-tia');
    expect(presentationIds(item)).toContain('bite');
  });

  it('a father who had a stroke is family history, not a stroke now', () => {
    expect(
      flagIds(
        form(
          'blood pressure',
          'Home reading 150 over 95 once, no symptoms. Worried because my dad had a stroke.',
          '',
          '55',
        ),
      ),
    ).not.toContain('stroke-tia');
  });

  it('near-miss: "I think he is having a stroke" still is one', () => {
    expect(
      flagIds(form('stroke', 'I think he is having a stroke, his face has dropped.', '', '70')),
    ).toContain('stroke-tia');
  });

  it('"been sick loads" is vomiting: a usual migraine that will not settle needs IV fluids as well', () => {
    const item = form(
      'migraine wont go',
      'Like my usual migraines, 2 days, been sick loads and cant keep my tablets or water down.',
      '',
      '42',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['parenteralMedication', 'ivFluids']));
  });

  it('"been sick for a week" is being ill, not vomiting', () => {
    expect(
      resourcesOf(form('cough', 'Been sick for a week with a cold, cough, eating and drinking.')),
    ).not.toContain('ivFluids');
  });
});

describe('injuries and problems a patient describes rather than names', () => {
  it('a wrist "gone a funny shape" after a fall needs an X-ray and a reduction (ESI 3)', () => {
    const item = form(
      'wrist',
      'Fell off the trampoline, her wrist has gone a funny shape, like a bend in it.',
      '',
      '9',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'complexProcedure']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('"havent been able to pass water since this morning" needs a catheter (ESI 3)', () => {
    const item = form(
      'cant pass water',
      'I havent been able to pass water since this morning, only dribbles, belly full and sore.',
      '',
      '78',
      'male',
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });

  it('extra paracetamol every day for toothache is a staggered overdose to measure (labs)', () => {
    const item = form(
      'toothache',
      'Been taking extra paracetamol for my toothache, about 12 a day for 4 days, now feel sick.',
      '',
      '36',
      'male',
    );
    expect(presentationIds(item)).toContain('overdose-ingestion');
    expect(resourcesOf(item)).toContain('labs');
  });

  it('near-miss: two paracetamol this morning is a dose', () => {
    expect(presentationIds(form('headache', 'Took 2 paracetamol this morning, no better.'))).not.toContain(
      'overdose-ingestion',
    );
  });

  it('pain low down in the pelvis with a smelly discharge and fever is pelvic pain (ESI 3)', () => {
    const item = form(
      'pain low down',
      'Pain low down in my pelvis on both sides, smelly discharge, temperature 38.0 this morning.',
      'temperature 38.0',
    );
    expect(presentationIds(item)).toContain('gynecologic-pelvic-pain');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a discharge whose smell is worse after sex is not pelvic pain', () => {
    expect(
      presentationIds(form('discharge', 'Thin grey discharge, fishy smell worse after sex. No pelvic pain.')),
    ).not.toContain('gynecologic-pelvic-pain');
  });
});

describe('the eye: injury and infection', () => {
  it('a swollen eye with double vision after a punch is a facial fracture (CT and maxillofacial), not orbital cellulitis', () => {
    const item = form(
      'punched in the face',
      'My cheek under my eye is swollen and numb, when I look up I see double.',
      '',
      '30',
      'male',
    );
    expect(flagIds(item)).not.toContain('orbital-cellulitis');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['advancedImaging', 'specialtyConsultation']));
  });

  it('a red puffy eyelid with fever, the eye moving without pain and seeing normally, is preseptal (ESI 3)', () => {
    const item = form(
      'eye swollen',
      'Her eyelid is red and swollen, temperature 38.4. She can see ok and it doesnt hurt to move it.',
      '',
      '5',
    );
    expect(flagIds(item)).not.toContain('orbital-cellulitis');
  });

  it('near-miss: a swollen eyelid with fever and pain on moving the eye is orbital cellulitis (ESI 2)', () => {
    const item = form('eye swollen', 'Eyelid swollen shut, fever, painful eye movements.', 'T 38.6', '6');
    expect(flagIds(item)).toContain('orbital-cellulitis');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('symptoms that have already gone', () => {
  it('a carbon monoxide alarm with a morning headache that went in fresh air is a level to measure (ESI 4)', () => {
    const item = form(
      'carbon monoxide alarm went off',
      'The carbon monoxide alarm went off, I had a headache when I woke but we went outside and its gone now. I feel totally fine now.',
      '',
      '39',
    );
    expect(flagIds(item)).not.toContain('carbon-monoxide');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a headache now, with the whole family unwell and the alarm going off, is CO poisoning (ESI 2)', () => {
    const item = form(
      'headache',
      'Carbon monoxide alarm went off, I still have a headache and feel sick.',
      '',
      '39',
    );
    expect(flagIds(item)).toContain('carbon-monoxide');
  });
});

describe('oxygen against the patient’s own target', () => {
  it('COPD at his usual 91% is not a severe exacerbation by saturation alone', () => {
    const item = form(
      'chest bad',
      'More breathless than normal, talking in full sentences.',
      'SpO2 91%',
      '68',
      'male',
    );
    item.medicalHistory = 'COPD';
    expect(flagIds(item)).not.toContain('severe-asthma-copd');
  });

  it('near-miss: asthma at 91% is', () => {
    const item = form('asthma', 'Wheezy and breathless.', 'SpO2 91%', '30');
    item.medicalHistory = 'asthma';
    expect(flagIds(item)).toContain('severe-asthma-copd');
  });
});

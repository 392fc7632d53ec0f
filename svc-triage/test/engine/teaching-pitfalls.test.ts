import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * The traps a clinical educator sets for trainees, read the way an experienced triage nurse reads them:
 * a seizure that has not stopped, a TIA told as "couldn't find his words", words in quotation marks, a
 * blistering drug rash beside the red rash of Kawasaki disease, and the stories that only sound like a
 * stroke or a late pregnancy. Each beside its near-miss.
 */
const form = caseFormMaker({ patientAge: '45', gender: 'female' });
const esiOf = (...args: Parameters<typeof form>) => analyzeCase(form(...args)).esi;

describe('a seizure that is still going', () => {
  it.each([
    ['fit not stopping', 'Husband says she started fitting 12 minutes ago.'],
    ['seizure', 'Began fitting in the kitchen 10 minutes ago and it has not stopped.'],
    ['seizure', 'Had a seizure on the bus and he is still jerking his arms and legs.'],
    ['seizure', 'Known epilepsy, jerking for 8 minutes before the ambulance came.'],
  ])('"%s: %s" is status epilepticus (ESI 1)', (complaint, symptoms) => {
    const item = form(complaint, symptoms);
    expect(flagIds(item)).toContain('status-epilepticus');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: a one-minute seizure, back to normal, is not', () => {
    const item = form(
      'seizure',
      'Known epilepsy, a 1 minute seizure at home, stopped on its own, now back to normal.',
    );
    expect(flagIds(item)).not.toContain('status-epilepticus');
  });
});

describe('a TIA in the words of a family', () => {
  it.each([
    'For half an hour he could not find his words, better now.',
    'Her right hand felt clumsy and she had trouble finding words, all settled within the hour.',
  ])('"%s" is a stroke or TIA (ESI 2)', (symptoms) => {
    const item = form('funny turn', symptoms, 'BP 164/90 HR 78', '66', 'male');
    expect(flagIds(item)).toContain('stroke-tia');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: an arm heavy after carrying shopping is not', () => {
    expect(
      flagIds(form('arm ache', 'My right arm feels heavy after carrying shopping all day.')),
    ).not.toContain('stroke-tia');
  });
});

describe('a patient’s words in quotation marks', () => {
  it('sciatica with "numb \'down below\'" and no urine since last night is cauda equina (ESI 2)', () => {
    const item = form(
      'back pain',
      "Sciatica for a week, now she feels numb 'down below' when she wipes and hasn't passed urine since last night.",
    );
    expect(flagIds(item)).toContain('cauda-equina-syndrome');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a quoted phrase with an apostrophe in it is read as the phrase itself', () => {
    const affirmed = (symptoms: string) => readCaseFacts(form('fall', symptoms)).presenting.affirmed;
    expect(affirmed("He says he 'can't remember' the fall.")).toBe(
      affirmed("He says he can't remember the fall."),
    );
  });
});

describe('a blistering rash after a new medicine', () => {
  it('blisters, a sore mouth and red eyes with fever after starting a new drug is SJS/TEN (ESI 2)', () => {
    const item = form(
      'rash',
      'Started allopurinol a fortnight ago. Feverish, blisters over her chest, sore mouth and red eyes.',
      'T 38.4 HR 96',
    );
    expect(flagIds(item)).toContain('sjs-ten');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: fever, a rash and red eyes without blisters in a small child is not SJS', () => {
    expect(
      flagIds(form('fever 5 days', 'Rash and red eyes, fever for five days.', 'T 38.9', '3')),
    ).not.toContain('sjs-ten');
  });

  it('near-miss: hand, foot and mouth disease at nursery is not SJS', () => {
    const item = form(
      'rash',
      'Hand foot and mouth going round nursery, blisters on his hands, sore mouth, fever.',
      '',
      '2',
    );
    expect(flagIds(item)).not.toContain('sjs-ten');
  });
});

describe('stories that only sound like a stroke', () => {
  it('a toddler swung by the arms who will not use one has a pulled elbow, not a stroke (ESI 4)', () => {
    const item = form(
      'not using arm',
      'Swung by the arms at the park, cried, now unable to move arm, holding it still.',
      '',
      '2',
    );
    expect(flagIds(item)).not.toContain('stroke-tia');
    expect(presentationIds(item)).toContain('pulled-elbow');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('an older woman who fell on her shoulder and cannot lift the arm above it needs an X-ray (ESI 4)', () => {
    const item = form(
      'painful shoulder',
      'Fell onto her right shoulder in the garden, cannot lift her arm above her shoulder. Alert, no head injury.',
      'BP 150/84 HR 80 SpO2 97% pain 5/10',
      '80',
    );
    expect(presentationIds(item)).not.toContain('extremity-weakness-stroke');
    expect(resourcesOf(item)).toEqual(['xray']);
  });
});

describe('what a trainee might count wrongly', () => {
  it('a shoulder "out" and squared off needs an X-ray and reduction under sedation (ESI 3)', () => {
    const item = form(
      'shoulder out',
      'Fell playing rugby, squared-off shoulder, holding the arm.',
      'HR 96 pain 6/10',
      '24',
      'male',
    );
    expect(presentationIds(item)).toContain('dislocation');
    expect(
      esiOf(
        'shoulder out',
        'Fell playing rugby, squared-off shoulder, holding the arm.',
        'HR 96 pain 6/10',
        '24',
        'male',
      ),
    ).toBe(3);
  });

  it('near-miss: "out of breath" is not a dislocation', () => {
    expect(
      presentationIds(form('breathless', 'Shoulder ache and out of breath on the stairs.')),
    ).not.toContain('dislocation');
  });

  it('a new tremor on lithium, "on it for years", needs a lithium level (ESI 4)', () => {
    const item = form(
      'shaky hands',
      'On lithium for years, more tremor since a tummy bug. Walking fine.',
      'HR 76',
      '34',
    );
    expect(resourcesOf(item)).toEqual(['labs']);
  });

  it('a nail fold with pus is drained (ESI 4)', () => {
    const item = form('sore finger', 'Swollen red nail fold with a pus point for two days.');
    expect(presentationIds(item)).toContain('abscess');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('"8 weeks by dates" is an early pregnancy: spotting is not an antepartum haemorrhage', () => {
    const item = form(
      'spotting in pregnancy',
      '8 weeks by dates, light spotting since this morning, no pain.',
      'HR 76 BP 118/72',
      '31',
    );
    expect(readCaseFacts(item).pregnancy.gestationWeeks).toBe(8);
    expect(flagIds(item)).not.toContain('antepartum-hemorrhage');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('"bleeding in early pregnancy" without the weeks is not an antepartum haemorrhage either', () => {
    expect(
      flagIds(form('bleeding in early pregnancy', 'Light spotting, no pain.', 'HR 76', '31')),
    ).not.toContain('antepartum-hemorrhage');
  });
});

describe('a quinsy with an open airway', () => {
  it('a one-sided sore throat with trismus and a "hot potato" voice, swallowing saliva, is ESI 3', () => {
    const item = form(
      'sore throat',
      'Worsening one-sided sore throat for 5 days, muffled hot potato voice, trismus. Swallowing saliva, no stridor.',
      'HR 96 T 38.2 SpO2 99%',
      '40',
      'male',
    );
    expect(flagIds(item)).not.toContain('epiglottitis-deep-neck');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a sore throat with drooling, unable to swallow saliva, threatens the airway (ESI 2 or 1)', () => {
    const item = form(
      'sore throat',
      'Sore throat, drooling, unable to swallow saliva, sitting forward.',
      'T 39.0',
      '40',
      'male',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});

describe('alcohol: when the drinking stopped is not withdrawal', () => {
  it('a sober man whose last drink was 2 days ago, with no tremor, sweats or hallucinations, is not in withdrawal', () => {
    const item = form(
      'wants help with drinking',
      'Wants information about alcohol services. Sober, last drink 2 days ago, no tremor, no sweating, no hallucinations.',
      'HR 78 BP 134/84',
      '45',
      'male',
    );
    expect(flagIds(item)).not.toContain('alcohol-withdrawal');
  });

  it('near-miss: a heavy drinker shaky and sweating since his last drink yesterday is', () => {
    const item = form(
      'shaky',
      'Drinks heavily, last drink yesterday morning, now shaky and sweating.',
      'HR 112',
      '50',
      'male',
    );
    expect(flagIds(item)).toContain('alcohol-withdrawal');
  });
});

import {
  caseForm,
  highRiskReasons,
  primaryComplaintId,
  primaryResources,
} from './support/complaint-recognition';

describe('environmental complaints are recognised however the chief complaint is written', () => {
  it.each([
    // frostbite / cold injury
    ['frostbite to fingers', 'frostbite'],
    ['frost bitten toes', 'frostbite'],
    ['frostnip', 'frostbite'],
    ['cold injury feet', 'frostbite'],
    ['chilblains', 'frostbite'],
    // noxious inhalation
    ['smoke inhalation', 'noxious-inhalation'],
    ['inhaled fumes', 'noxious-inhalation'],
    ['chlorine gas exposure', 'noxious-inhalation'],
    ['mixed bleach and ammonia', 'noxious-inhalation'],
    ['CO poisoning', 'noxious-inhalation'],
    // electrical injury
    ['electric shock', 'electrical-injury'],
    ['electrocuted', 'electrical-injury'],
    ['shock from socket', 'electrical-injury'],
    ['tasered', 'electrical-injury'],
    ['electrical injury R hand', 'electrical-injury'],
    // chemical exposure, skin
    ['chemical burn to hand', 'chemical-skin-exposure'],
    ['acid splash on arm', 'chemical-skin-exposure'],
    ['cement burns to knees', 'chemical-skin-exposure'],
    ['bleach spill on skin', 'chemical-skin-exposure'],
    ['hydrofluoric acid exposure', 'chemical-skin-exposure'],
    // hypothermia
    ['hypothermia', 'hypothermia'],
    ['cold exposure', 'hypothermia'],
    ['found in the snow', 'hypothermia'],
    ['hypothermic', 'hypothermia'],
    // near drowning
    ['near drowning', 'near-drowning'],
    ['pulled from pool', 'near-drowning'],
    ['submersion', 'near-drowning'],
    ['nearly drowned', 'near-drowning'],
    // heat illness
    ['heat exhaustion', 'heat-illness'],
    ['heat stroke', 'heat-illness'],
    ['collapsed in the heat', 'heat-illness'],
    ['overheated', 'heat-illness'],
    ['heatstroke', 'heat-illness'],
    // diving or pressure injury
    ['decompression sickness', 'diving-pressure-injury'],
    ['the bends', 'diving-pressure-injury'],
    ['scuba diving accident', 'diving-pressure-injury'],
    ['barotrauma', 'diving-pressure-injury'],
    ['ear pain after flight', 'diving-pressure-injury'],
    // lightning strike
    ['struck by lightning', 'lightning-strike'],
    ['lightning strike', 'lightning-strike'],
    ['hit by lightning', 'lightning-strike'],
    ['lightning', 'lightning-strike'],
  ])('"%s" is %s', (chiefComplaint, expected) => {
    expect(primaryComplaintId(caseForm(chiefComplaint))).toBe(expected);
  });

  it.each([
    ['lightning pains in face', 'lightning-strike'],
    ['had a shock', 'electrical-injury'],
    ['burning when passing urine', 'chemical-skin-exposure'],
  ])('"%s" is not %s', (chiefComplaint, wrong) => {
    expect(primaryComplaintId(caseForm(chiefComplaint))).not.toBe(wrong);
  });
});

describe('environmental complaints list the resources a typical ED uses', () => {
  it('a household low-voltage shock without symptoms needs an ECG only', () => {
    expect(
      primaryResources(
        caseForm('electric shock', { symptoms: 'shock from a plug socket at home, feels fine' }),
      ),
    ).toEqual(['ecg']);
  });

  it('frostnip needs none', () => {
    expect(
      primaryResources(caseForm('frostnip', { symptoms: 'numb white fingertips after skiing, now pink' })),
    ).toEqual([]);
  });

  it('heat cramps need none', () => {
    expect(
      primaryResources(caseForm('heat cramps', { symptoms: 'calf cramps after a run in the sun' })),
    ).toEqual([]);
  });

  it('heat exhaustion needs blood tests and IV fluids', () => {
    expect(
      primaryResources(
        caseForm('heat exhaustion', {
          symptoms: 'vomiting, dizzy after working outdoors',
          patientAge: '50',
          vitals: 'T 38.2',
        }),
      ),
    ).toEqual(['ivFluids', 'labs']);
  });

  it('smoke inhalation needs a blood gas and a chest X-ray', () => {
    expect(primaryResources(caseForm('smoke inhalation', { symptoms: 'kitchen fire, coughing' }))).toEqual([
      'labs',
      'parenteralMedication',
      'xray',
    ]);
  });

  it('a brief irritant exposure, now well, needs none', () => {
    expect(
      primaryResources(
        caseForm('chlorine gas exposure', {
          symptoms: 'at the pool, brief exposure, now well',
          patientAge: '30',
          vitals: 'SpO2 99%',
        }),
      ),
    ).toEqual([]);
  });

  it('a minor chemical splash on the skin needs none', () => {
    expect(
      primaryResources(caseForm('bleach spill on skin', { symptoms: 'washed off, mild redness' })),
    ).toEqual([]);
  });

  it('cold exposure with a normal temperature needs none', () => {
    expect(
      primaryResources(
        caseForm('cold exposure', {
          symptoms: 'shivering after waiting for a bus',
          patientAge: '40',
          vitals: 'T 36.1',
        }),
      ),
    ).toEqual([]);
  });

  it('hydrofluoric acid on the skin is high risk', () => {
    expect(
      highRiskReasons(caseForm('chemical burn to hand', { symptoms: 'hydrofluoric acid rust remover' })),
    ).toHaveLength(1);
  });

  it('a diver with numbness after surfacing is high risk', () => {
    expect(
      highRiskReasons(caseForm('the bends', { symptoms: 'numb legs 1 hour after surfacing from a dive' })),
    ).toHaveLength(1);
  });
});

import { caseForm, primaryComplaintId, primaryResources } from './support/complaint-recognition';

describe('skin complaints are recognised however the chief complaint is written', () => {
  it.each([
    // bite
    ['dog bite', 'bite'],
    ['bitten by cat', 'bite'],
    ['insect bites', 'bite'],
    ['human bite to hand', 'bite'],
    ['ant bite', 'bite'],
    ['tick bite', 'bite'],
    // sting
    ['bee sting', 'sting'],
    ['wasp sting to arm', 'sting'],
    ['stung by jellyfish', 'sting'],
    // abrasion
    ['abrasion to knee', 'abrasion'],
    ['grazed elbow', 'abrasion'],
    ['road rash after coming off bike', 'abrasion'],
    // laceration
    ['lac to L hand', 'laceration'],
    ['cut finger', 'laceration'],
    ['laceration R forearm', 'laceration'],
    ['stepped on a nail', 'laceration'],
    ['gash on head', 'laceration'],
    ['puncture wound to foot', 'laceration'],
    // burn
    ['burn to R hand', 'burn'],
    ['scald', 'burn'],
    ['burnt hand on stove', 'burn'],
    ['burned arm on oven', 'burn'],
    ['hot water burn', 'burn'],
    // pruritus
    ['itchy skin', 'pruritus'],
    ['pruritis', 'pruritus'],
    ['itching all over', 'pruritus'],
    ['scabies', 'pruritus'],
    // rash
    ['rash', 'rash'],
    ['itchy rash on arms', 'rash'],
    ['shingles', 'rash'],
    ['eczema flare', 'rash'],
    // cellulitis
    ['cellulitis L leg', 'cellulitis'],
    ['cellulites', 'cellulitis'],
    ['red swollen leg', 'cellulitis'],
    ['infected cut on finger', 'cellulitis'],
    ['localised swelling and redness', 'cellulitis'],
    // abscess
    ['abscess L axilla', 'abscess'],
    ['boil on buttock', 'abscess'],
    ['abcess', 'abscess'],
    ['paronychia', 'abscess'],
    ['pilonidal abscess', 'abscess'],
    // other skin conditions
    ['blisters on feet', 'other-skin-condition'],
    ['pressure sore', 'pressure-ulcer'],
    ['hair loss', 'other-skin-condition'],
    ['diabetic foot ulcer', 'other-skin-condition'],
    // lumps, bumps
    ['lump on back', 'lumps-bumps'],
    ['sebaceous cyst', 'lumps-bumps'],
    ['lipoma', 'lumps-bumps'],
    ['lump', 'lumps-bumps'],
    ['callus on foot', 'lumps-bumps'],
    // breast
    ['breast pain', 'breast-redness'],
    ['mastitis', 'breast-redness'],
    ['red tender breast', 'breast-redness'],
    ['L breast redness', 'breast-redness'],
    // cyanosis
    ['cyanosis', 'cyanosis'],
    ['blue lips', 'cyanosis'],
    ['turned blue', 'cyanosis'],
    // spontaneous bruising
    ['easy bruising', 'spontaneous-bruising'],
    ['bruising', 'spontaneous-bruising'],
    ['petechiae', 'spontaneous-bruising'],
    ['unexplained bruises', 'spontaneous-bruising'],
    // foreign body in skin
    ['splinter in finger', 'foreign-body-skin'],
    ['glass in foot', 'foreign-body-skin'],
    ['fish hook in thumb', 'foreign-body-skin'],
    ['ring stuck on finger', 'foreign-body-skin'],
    // hives
    ['hives on arms and legs', 'hives'],
    ['chronic urticaria', 'hives'],
    ['itchy welts all over', 'hives'],
    ['urticarial rash', 'hives'],
    ['wheals', 'hives'],
    // sunburn
    ['sunburn', 'sunburn'],
    ['sun burn to back', 'sunburn'],
    ['sunburnt', 'sunburn'],
    // ingrown toenail
    ['ingrown toenail', 'ingrown-toenail'],
    ['ingrowing toe nail', 'ingrown-toenail'],
    ['infected toenail', 'ingrown-toenail'],
    // wart / mole / skin lesion
    ['wart on finger', 'skin-lesion-check'],
    ['mole check', 'skin-lesion-check'],
    ['changing mole', 'skin-lesion-check'],
    ['skin tag', 'skin-lesion-check'],
  ])('"%s" is %s', (chiefComplaint, expected) => {
    expect(primaryComplaintId(caseForm(chiefComplaint))).toBe(expected);
  });

  it.each([
    ['burning on urination', 'burn'],
    ['burns when passing urine', 'burn'],
    ['post lumbar puncture headache', 'laceration'],
    ['lump in L breast', 'lumps-bumps'],
    ['bruised knee after fall', 'spontaneous-bruising'],
  ])('"%s" is not %s', (chiefComplaint, wrong) => {
    expect(primaryComplaintId(caseForm(chiefComplaint))).not.toBe(wrong);
  });
});

describe('skin complaints list the resources a typical ED uses', () => {
  it('an insect sting needs none', () => {
    expect(
      primaryResources(
        caseForm('wasp sting', { symptoms: 'local swelling on forearm, no breathing difficulty' }),
      ),
    ).toEqual([]);
  });

  it('a simple laceration needs repair only', () => {
    expect(
      primaryResources(
        caseForm('lac to L hand', {
          symptoms: 'cut on kitchen knife, bleeding controlled, moves all fingers',
        }),
      ),
    ).toEqual(['simpleProcedure']);
  });

  it('a mild cellulitis needs none', () => {
    expect(
      primaryResources(
        caseForm('cellulitis L leg', {
          symptoms: 'red warm shin for 2 days',
          patientAge: '45',
          vitals: 'T 36.9, HR 80, BP 128/76',
        }),
      ),
    ).toEqual([]);
  });

  it('a cellulitis with fever and tachycardia needs blood tests and IV antibiotics', () => {
    expect(
      primaryResources(
        caseForm('cellulitis L leg', {
          symptoms: 'spreading redness',
          patientAge: '45',
          vitals: 'T 38.6, HR 112',
        }),
      ),
    ).toEqual(['labs', 'parenteralMedication']);
  });

  it('an abscess needs incision and drainage', () => {
    expect(primaryResources(caseForm('abscess L axilla', { symptoms: 'fluctuant 3 cm swelling' }))).toEqual([
      'simpleProcedure',
    ]);
  });

  it('a dog bite without a gaping wound needs none', () => {
    expect(
      primaryResources(caseForm('dog bite', { symptoms: 'puncture marks on calf from neighbour’s dog' })),
    ).toEqual([]);
  });

  it('a rash without systemic signs needs none', () => {
    expect(primaryResources(caseForm('rash', { symptoms: 'itchy red rash on arms 3 days, well' }))).toEqual(
      [],
    );
  });

  it('a splinter needs removal only', () => {
    expect(
      primaryResources(caseForm('splinter in finger', { symptoms: 'wooden splinter visible under skin' })),
    ).toEqual(['simpleProcedure']);
  });

  it('a small scald needs none', () => {
    expect(
      primaryResources(caseForm('burn to R hand', { symptoms: 'hot tea spill, red skin, mild pain' })),
    ).toEqual([]);
  });

  it('sunburn, hives and a wart need none', () => {
    expect(primaryResources(caseForm('sunburn', { symptoms: 'red painful back after the beach' }))).toEqual(
      [],
    );
    expect(
      primaryResources(caseForm('hives all over', { symptoms: 'itchy wheals on trunk, no lip swelling' })),
    ).toEqual([]);
    expect(primaryResources(caseForm('wart on finger'))).toEqual([]);
  });

  it('a fight bite needs an X-ray, hand surgery and IV antibiotics', () => {
    expect(
      primaryResources(
        caseForm('human bite to hand', { symptoms: 'punched someone in the mouth, wound over knuckle' }),
      ),
    ).toEqual(['parenteralMedication', 'specialtyConsultation', 'xray']);
  });

  it('spontaneous bruising needs blood tests', () => {
    expect(primaryResources(caseForm('easy bruising', { symptoms: 'bruises on legs for 2 weeks' }))).toEqual([
      'labs',
    ]);
  });
});

import { caseForm, primaryComplaintId, primaryResources } from './support/complaint-recognition';

describe('ENT complaints are recognised however the chief complaint is written', () => {
  it.each([
    // earache
    ['Lt earache', 'earache'],
    ['R ear ache x 2 days', 'earache'],
    ['ear pain', 'earache'],
    ['otitis media', 'earache'],
    ["swimmer's ear", 'earache'],
    ['pulling at her ear, fever', 'earache'],
    // foreign body, ear
    ['FB L ear', 'foreign-body-ear'],
    ['bead in right ear', 'foreign-body-ear'],
    ['insect in ear', 'foreign-body-ear'],
    ['cotton bud stuck in ear', 'foreign-body-ear'],
    // hearing loss
    ['decreased hearing L ear', 'hearing-loss'],
    ['sudden deafness', 'hearing-loss'],
    ["can't hear out of right ear", 'hearing-loss'],
    ['ear feels blocked', 'hearing-loss'],
    ['ear wax', 'hearing-loss'],
    // tinnitus
    ['tinnitus', 'tinnitus'],
    ['tinitus', 'tinnitus'],
    ['ringing in ears', 'tinnitus'],
    ['ears ringing since concert', 'tinnitus'],
    // discharge from ear
    ['L ear discharge', 'ear-discharge'],
    ['pus from ear', 'ear-discharge'],
    ['otorrhoea', 'ear-discharge'],
    ['ear draining x3 days', 'ear-discharge'],
    // ear injury
    ['perforated eardrum', 'ear-injury'],
    ['cauliflower ear', 'ear-injury'],
    ['lac to ear', 'ear-injury'],
    ['torn earlobe', 'ear-injury'],
    // dental
    ['toothache', 'dental-problem'],
    ['tooth ache x 3 days', 'dental-problem'],
    ['tootache', 'dental-problem'],
    ['dental abscess', 'dental-problem'],
    ['knocked out front tooth', 'dental-problem'],
    ['broken tooth', 'dental-problem'],
    ['bleeding gums', 'dental-problem'],
    ['abscess on gum', 'dental-problem'],
    // facial trauma
    ['facial injury', 'facial-trauma'],
    ['punched in the face', 'facial-trauma'],
    ['broken jaw', 'facial-trauma'],
    ['jaw dislocation after yawning', 'dislocation'],
    ['# cheekbone', 'facial-trauma'],
    // sore throat
    ['sore throat', 'sore-throat'],
    ['sore throught', 'sore-throat'],
    ['tonsilitis', 'sore-throat'],
    ['throat pain x 2/7', 'sore-throat'],
    ['strep throat', 'sore-throat'],
    // neck swelling / pain
    ['neck swelling', 'neck-swelling'],
    ['lump in neck', 'neck-swelling'],
    ['swollen glands', 'neck-swelling'],
    ['swollen lymph nodes', 'neck-swelling'],
    ['goitre', 'neck-swelling'],
    // dysphagia
    ['difficulty swallowing', 'dysphagia'],
    ['food stuck', 'dysphagia'],
    ['fish bone stuck in throat', 'dysphagia'],
    ["can't swallow", 'dysphagia'],
    ['dysphagia', 'dysphagia'],
    // facial pain
    ['facial pain', 'facial-pain'],
    ['jaw pain', 'facial-pain'],
    ['TMJ pain', 'facial-pain'],
    ['trigeminal neuralgia', 'facial-pain'],
    ['swollen parotid', 'facial-pain'],
    // mouth lesions
    ['mouth ulcers', 'mouth-lesion'],
    ['ulcer on tongue', 'mouth-lesion'],
    ['cold sore', 'mouth-lesion'],
    ['oral thrush', 'mouth-lesion'],
    // epistaxis
    ['epistaxis', 'epistaxis'],
    ['nose bleed', 'epistaxis'],
    ['nosebleed x2h', 'epistaxis'],
    ['bleeding from nose', 'epistaxis'],
    ['epistaxsis', 'epistaxis'],
    // nasal congestion
    ['blocked nose', 'nasal-congestion'],
    ['hay fever', 'nasal-congestion'],
    ['runny nose', 'nasal-congestion'],
    ['stuffy nose', 'nasal-congestion'],
    // foreign body, nose
    ['bead up nose', 'foreign-body-nose'],
    ['FB R nostril', 'foreign-body-nose'],
    ['pushed a pea up her nose', 'foreign-body-nose'],
    // URTI
    ['URTI', 'urti'],
    ['common cold', 'urti'],
    ['head cold', 'urti'],
    ['cold symptoms', 'urti'],
    ['coryzal', 'urti'],
    ['cold', 'urti'],
    // nasal trauma
    ['broken nose', 'nasal-trauma'],
    ['nasal injury', 'nasal-trauma'],
    ['punched in the nose', 'nasal-trauma'],
    ['nose deformed after fall', 'nasal-trauma'],
    // sinus pain
    ['sinusitis', 'sinus-pain'],
    ['sinus pain', 'sinus-pain'],
    ['sinus pressure', 'sinus-pain'],
    ['sinus infection', 'sinus-pain'],
  ])('"%s" is %s', (chiefComplaint, expected) => {
    expect(primaryComplaintId(caseForm(chiefComplaint))).toBe(expected);
  });
});

describe('ENT complaints list the resources a typical ED uses', () => {
  it('an uncomplicated earache needs none', () => {
    expect(
      primaryResources(
        caseForm('L ear pain', { symptoms: 'otalgia 2 days, no discharge, afebrile', patientAge: '8' }),
      ),
    ).toEqual([]);
  });

  it('a foreign body in the ear needs removal only', () => {
    expect(
      primaryResources(
        caseForm('bead in L ear', { symptoms: 'pushed a bead into his ear this morning', patientAge: '4' }),
      ),
    ).toEqual(['simpleProcedure']);
  });

  it('a toothache without swelling needs none', () => {
    expect(
      primaryResources(caseForm('toothache', { symptoms: 'lower molar pain 3 days, no facial swelling' })),
    ).toEqual([]);
  });

  it('a dental abscess with facial swelling needs IV antibiotics', () => {
    expect(
      primaryResources(caseForm('dental abscess', { symptoms: 'swollen cheek spreading since yesterday' })),
    ).toEqual(['labs', 'parenteralMedication']);
  });

  it('a sore throat needs none', () => {
    expect(
      primaryResources(caseForm('sore throat', { symptoms: 'sore throat 3 days, eating and drinking' })),
    ).toEqual([]);
  });

  it('a cold needs none', () => {
    expect(primaryResources(caseForm('URTI', { symptoms: 'runny nose, cough, sore throat' }))).toEqual([]);
  });

  it('a nosebleed that has stopped needs none; an active one needs cautery or packing', () => {
    expect(
      primaryResources(caseForm('nose bleed', { symptoms: 'bleeding stopped with pressure at home' })),
    ).toEqual([]);
    expect(
      primaryResources(caseForm('epistaxis', { symptoms: 'bleeding from left nostril for 20 minutes' })),
    ).toEqual(['simpleProcedure']);
  });

  it('a nosebleed on warfarin adds an INR', () => {
    const input = caseForm('epistaxis', {
      symptoms: 'ongoing bleeding left nostril',
      currentMedications: 'warfarin',
    });
    expect(primaryResources(input)).toEqual(['labs', 'simpleProcedure']);
  });

  it('a punch to the face needs facial CT', () => {
    expect(
      primaryResources(
        caseForm('punched in the face', { symptoms: 'swelling and tenderness over the left cheekbone' }),
      ),
    ).toEqual(['advancedImaging']);
  });

  it('a broken nose needs no X-ray', () => {
    expect(
      primaryResources(caseForm('broken nose', { symptoms: 'hit by a ball, swollen nose, breathing fine' })),
    ).toEqual([]);
  });

  it('sudden hearing loss needs urgent ENT', () => {
    expect(
      primaryResources(caseForm('sudden hearing loss R ear', { symptoms: 'woke with it this morning' })),
    ).toEqual(['specialtyConsultation']);
  });

  it('earwax needs none', () => {
    expect(primaryResources(caseForm('blocked ear', { symptoms: 'ear wax, muffled hearing' }))).toEqual([]);
  });
});

import { caseForm, primaryComplaintId, primaryResources } from './support/complaint-recognition';

describe('eye complaints are recognised however the chief complaint is written', () => {
  it.each([
    // chemical exposure, eye
    ['chemical splash to L eye', 'chemical-eye-exposure'],
    ['bleach in eye', 'chemical-eye-exposure'],
    ['cement in right eye', 'chemical-eye-exposure'],
    ['pepper sprayed', 'chemical-eye-exposure'],
    ['shampoo in eyes', 'chemical-eye-exposure'],
    // foreign body, eye
    ['FB L eye', 'foreign-body-eye'],
    ['something in eye', 'foreign-body-eye'],
    ['metal in R eye while grinding', 'foreign-body-eye'],
    ['grit in eye', 'foreign-body-eye'],
    ['eyelash in eye', 'foreign-body-eye'],
    // visual disturbance
    ['blurred vision', 'visual-disturbance'],
    ['blurry vision L eye', 'visual-disturbance'],
    ['vision loss R eye', 'visual-disturbance'],
    ['floaters', 'visual-disturbance'],
    ['loss of vision', 'visual-disturbance'],
    ['flashes and floaters', 'visual-disturbance'],
    // eye pain
    ['Lt. eye pain', 'eye-pain'],
    ['painful R eye', 'eye-pain'],
    ['sore eyes', 'eye-pain'],
    ['eye ache', 'eye-pain'],
    ['arc eye', 'eye-pain'],
    // itchy / red eye
    ['red eye', 'red-eye'],
    ['itchy eyes', 'red-eye'],
    ['conjunctivitis', 'red-eye'],
    ['conjuctivitis', 'red-eye'],
    ['pink eye', 'red-eye'],
    ['L eye red', 'red-eye'],
    // eye trauma
    ['eye injury', 'eye-trauma'],
    ['black eye', 'eye-trauma'],
    ['poked in the eye', 'eye-trauma'],
    ['corneal abrasion', 'eye-trauma'],
    ['hit in R eye with a ball', 'eye-trauma'],
    // diplopia
    ['double vision', 'diplopia'],
    ['diplopia', 'diplopia'],
    ['seeing double', 'diplopia'],
    // photophobia
    ['photophobia', 'photophobia'],
    ['sensitive to light', 'photophobia'],
    ['light sensitivity', 'photophobia'],
    // periorbital swelling
    ['swollen eyelid', 'periorbital-swelling'],
    ['periorbital swelling', 'periorbital-swelling'],
    ['eye swelling', 'periorbital-swelling'],
    ['R eye swollen', 'periorbital-swelling'],
    // discharge from eye
    ['eye discharge', 'eye-discharge'],
    ['sticky eyes', 'eye-discharge'],
    ['discharge from L eye', 'eye-discharge'],
    ['crusty eyes', 'eye-discharge'],
    // eyelid lump
    ['stye', 'eyelid-lump'],
    ['styes', 'eyelid-lump'],
    ['chalazion', 'eyelid-lump'],
    ['lump on eyelid', 'eyelid-lump'],
    // contact lens
    ['contact lens stuck in eye', 'contact-lens-problem'],
    ['lost contact lens', 'contact-lens-problem'],
    ['contact lens problem', 'contact-lens-problem'],
  ])('"%s" is %s', (chiefComplaint, expected) => {
    expect(primaryComplaintId(caseForm(chiefComplaint))).toBe(expected);
  });
});

describe('eye complaints list the resources a typical ED uses', () => {
  it('conjunctivitis needs none', () => {
    expect(primaryResources(caseForm('red eye', { symptoms: 'sticky red eye, vision normal' }))).toEqual([]);
  });

  it('a stye needs none', () => {
    expect(primaryResources(caseForm('stye', { symptoms: 'tender lump on upper eyelid' }))).toEqual([]);
  });

  it('a corneal foreign body needs removal only', () => {
    expect(primaryResources(caseForm('FB L eye', { symptoms: 'metal fleck in eye, vision 6/6' }))).toEqual([
      'simpleProcedure',
    ]);
  });

  it('a metal fragment while hammering needs CT and ophthalmology', () => {
    expect(
      primaryResources(
        caseForm('FB R eye', { symptoms: 'was hammering metal on metal, something hit his eye' }),
      ),
    ).toEqual(['advancedImaging', 'simpleProcedure', 'specialtyConsultation']);
  });

  it('conjunctivitis in a newborn needs swabs and parenteral antibiotics', () => {
    expect(
      primaryResources(
        caseForm('sticky eyes', { symptoms: 'purulent discharge both eyes', patientAge: '5 days' }),
      ),
    ).toEqual(['labs', 'parenteralMedication']);
  });

  it('a corneal abrasion needs none', () => {
    expect(
      primaryResources(caseForm('corneal abrasion', { symptoms: 'scratched by fingernail, vision normal' })),
    ).toEqual([]);
  });
});

import type { CaseForm } from '../../../src/domain/engine';
import { matchComplaints } from '../../../src/domain/engine/complaints/match-complaints';
import { readCaseFacts } from '../../../src/domain/engine/reading/case-facts';

const form = (chiefComplaint: string, symptoms = '', patientAge = '34', vitals = ''): CaseForm => ({
  patientAge,
  gender: 'female',
  chiefComplaint,
  symptoms,
  vitals,
});
const topComplaint = (input: CaseForm) => matchComplaints(readCaseFacts(input))[0];
const topId = (chiefComplaint: string, patientAge?: string) =>
  topComplaint(form(chiefComplaint, '', patientAge))?.definition.id;
const resourcesOf = (input: CaseForm) =>
  [...new Set((topComplaint(input)?.resources ?? []).map((need) => need.resource))].sort();

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
    expect(topId(chiefComplaint)).toBe(expected);
  });
});

describe('eye complaints list the resources a typical ED uses', () => {
  it('conjunctivitis needs none', () => {
    expect(resourcesOf(form('red eye', 'sticky red eye, vision normal'))).toEqual([]);
  });

  it('a stye needs none', () => {
    expect(resourcesOf(form('stye', 'tender lump on upper eyelid'))).toEqual([]);
  });

  it('a corneal foreign body needs removal only', () => {
    expect(resourcesOf(form('FB L eye', 'metal fleck in eye, vision 6/6'))).toEqual(['simpleProcedure']);
  });

  it('a metal fragment while hammering needs CT and ophthalmology', () => {
    expect(resourcesOf(form('FB R eye', 'was hammering metal on metal, something hit his eye'))).toEqual([
      'advancedImaging',
      'simpleProcedure',
      'specialtyConsultation',
    ]);
  });

  it('conjunctivitis in a newborn needs swabs and parenteral antibiotics', () => {
    expect(resourcesOf(form('sticky eyes', 'purulent discharge both eyes', '5 days'))).toEqual([
      'labs',
      'parenteralMedication',
    ]);
  });

  it('a corneal abrasion needs none', () => {
    expect(resourcesOf(form('corneal abrasion', 'scratched by fingernail, vision normal'))).toEqual([]);
  });
});

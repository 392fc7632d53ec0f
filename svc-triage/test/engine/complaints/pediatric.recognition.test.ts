import type { CaseForm } from '../../../src/domain/engine/case-form';
import {
  caseForm,
  complaintIdsOf,
  isHighRisk,
  primaryComplaintId,
  resourcesOf,
} from './support/complaint-recognition';

/** Every paediatric case states its age; they default to a boy. */
const form = (chiefComplaint: string, patientAge: string, overrides: Partial<CaseForm> = {}): CaseForm =>
  caseForm(chiefComplaint, { patientAge, gender: 'male', ...overrides });

describe('paediatric complaints are recognised from the ways they are written', () => {
  it.each<[string, string, string, Partial<CaseForm>?]>([
    ['umbilical stump oozing', '10 days', 'newborn-concern'],
    ['belly button red', '2 weeks', 'newborn-concern'],
    ['newborn check', '5 days', 'newborn-concern'],
    ['cord stump smells', '8 days', 'newborn-concern'],
    ['yellow baby', '5 days', 'neonatal-jaundice'],
    ['looks yellow', '4 days', 'neonatal-jaundice'],
    ['high bilirubin', '3 days', 'neonatal-jaundice'],
    ['neonatal jaundice', '1 week', 'neonatal-jaundice'],
    ['limping', '2', 'child-limp'],
    ['limp', '4', 'child-limp'],
    ['refusing to walk', '3', 'child-limp'],
    ["won't weight bear", '2', 'child-limp'],
    ['inconsolable crying', '4 months', 'inconsolable-crying'],
    ['crying non stop', '2 months', 'inconsolable-crying'],
    ['colic', '6 weeks', 'inconsolable-crying'],
    ["won't stop crying", '5 months', 'inconsolable-crying'],
    ['poor feeding', '3 months', 'feeding-difficulty'],
    ['refusing bottle', '5 months', 'feeding-difficulty'],
    ['feeding difficulty', '1 month', 'feeding-difficulty'],
    ['not feeding', '6 weeks', 'feeding-difficulty'],
    ['projectile vomiting', '6 weeks', 'vomiting-infant'],
    ['vomiting after every feed', '6 weeks', 'vomiting-infant'],
    ['posseting', '3 weeks', 'vomiting-infant'],
    ['spitting up milk', '2 months', 'vomiting-infant'],
    ['tantrums', '4', 'disruptive-behaviour'],
    ['out of control at home', '9', 'disruptive-behaviour'],
    ['oppositional', '10', 'disruptive-behaviour'],
    ['apnoeic spell', '4 months', 'brief-resolved-unexplained-event'],
    ['BRUE', '2 months', 'brief-resolved-unexplained-event'],
    ['went blue', '3 months', 'brief-resolved-unexplained-event'],
    ['stopped breathing', '5 weeks', 'brief-resolved-unexplained-event'],
    ['barking cough', '2', 'croup'],
    ['croup', '18 months', 'croup'],
    ['barky cough', '3', 'croup'],
    ['bronchiolitis', '8 months', 'bronchiolitis'],
    ['RSV', '5 months', 'bronchiolitis'],
    ['wheezy baby', '6 months', 'bronchiolitis'],
    ['dehydration', '1', 'dehydration-child', { symptoms: 'diarrhoea for 2 days' }],
    ['dry nappies', '10 months', 'dehydration-child'],
    ['refusing fluids', '2', 'dehydration-child'],
    ['teething', '9 months', 'teething'],
    ['cutting teeth', '1', 'teething'],
    ['teeth coming through', '8 months', 'teething'],
    ['nappy rash', '9 months', 'nappy-rash'],
    ['diaper rash', '1', 'nappy-rash'],
    ['rash in nappy area', '1', 'nappy-rash'],
    ['pulled elbow', '3', 'pulled-elbow'],
    ["nursemaid's elbow", '2', 'pulled-elbow'],
    ['not using left arm', '3', 'pulled-elbow', { symptoms: 'mum pulled her up by the hand' }],
    ["won't use arm", '2', 'pulled-elbow', { symptoms: 'swung by the arms' }],
    ['head bump', '3', 'minor-head-bump-toddler'],
    ['bumped head on table', '2', 'minor-head-bump-toddler'],
    ['lump on forehead', '18 months', 'minor-head-bump-toddler'],
    ['head injury', '2', 'minor-head-bump-toddler'],
  ])('"%s" at %s is %s', (chiefComplaint, age, id, overrides: Partial<CaseForm> = {}) => {
    expect(primaryComplaintId(form(chiefComplaint, age, overrides))).toBe(id);
  });

  it.each<[string, string, string]>([
    ['teething', '30', 'teething'],
    ['limp', '40', 'child-limp'],
    ['pulled elbow', '25', 'pulled-elbow'],
    ['head bump', '30', 'minor-head-bump-toddler'],
    ['colic', '30', 'inconsolable-crying'],
  ])('"%s" at %s is not %s: the complaint belongs to its age band', (chiefComplaint, age, id) => {
    expect(complaintIdsOf(form(chiefComplaint, age))).not.toContain(id);
  });
});

describe('paediatric complaints predict the resources a typical ED uses', () => {
  it('mild croup needs nothing; stridor at rest needs nebulised adrenaline', () => {
    expect(resourcesOf(form('barking cough', '2'), 'croup')).toEqual([]);
    expect(resourcesOf(form('croup', '2', { symptoms: 'stridor at rest, recession' }), 'croup')).toEqual([
      'parenteralMedication',
    ]);
  });

  // After a fall a fracture is X-rayed before any reduction, so the reduction is not counted beside it.
  it('a classic pulled elbow needs only the reduction; after a fall an X-ray instead', () => {
    expect(resourcesOf(form('pulled elbow', '3'), 'pulled-elbow')).toEqual(['simpleProcedure']);
    expect(
      resourcesOf(form('pulled elbow', '3', { symptoms: 'fell off the slide, swelling' }), 'pulled-elbow'),
    ).toEqual(['xray']);
  });

  it('teething, nappy rash and colic need nothing', () => {
    expect(resourcesOf(form('teething', '9 months'), 'teething')).toEqual([]);
    expect(resourcesOf(form('nappy rash', '9 months'), 'nappy-rash')).toEqual([]);
    expect(
      resourcesOf(
        form('colic', '6 weeks', { symptoms: 'settles with feeding, otherwise well' }),
        'inconsolable-crying',
      ),
    ).toEqual([]);
  });

  it('projectile vomiting at 6 weeks needs a blood gas and a pyloric ultrasound', () => {
    expect(resourcesOf(form('projectile vomiting', '6 weeks'), 'vomiting-infant')).toEqual([
      'advancedImaging',
      'labs',
    ]);
  });

  it('a febrile limping child needs bloods and a hip ultrasound as well as the X-ray', () => {
    expect(resourcesOf(form('limp', '5', { vitals: 'T 38.9' }), 'child-limp')).toEqual([
      'advancedImaging',
      'labs',
      'xray',
    ]);
  });

  it('mild dehydration is an oral rehydration trial; failed oral fluids need bloods and IV fluids', () => {
    expect(resourcesOf(form('dehydration', '2'), 'dehydration-child')).toEqual([]);
    expect(
      resourcesOf(
        form('dehydration', '2', { symptoms: "can't keep fluids down, sunken eyes" }),
        'dehydration-child',
      ),
    ).toEqual(['ivFluids', 'labs']);
  });

  it('jaundice in the first 24 hours of life is high risk', () => {
    expect(
      isHighRisk(
        form('yellow baby', '1 day', { symptoms: 'jaundiced within 24 hours of birth' }),
        'neonatal-jaundice',
      ),
    ).toBe(true);
  });
});

import type { CaseForm } from '../../../src/domain/engine/case-form';
import {
  caseForm,
  complaintIdsOf,
  isHighRisk,
  primaryComplaintId,
  resourcesOf,
} from './support/complaint-recognition';

describe('orthopedic complaints are recognised from the ways they are written', () => {
  it.each<[string, string, Partial<CaseForm>?]>([
    ['back pain', 'back-pain'],
    ['LBP after lifting', 'back-pain'],
    ['lower back pain x3 days', 'back-pain'],
    ['Sciatica', 'back-pain'],
    ['backache', 'back-pain'],
    ['back pain', 'back-injury', { symptoms: 'fell down the stairs and landed on her back' }],
    ['fell onto his back from a ladder', 'back-injury'],
    ['compression fracture T12', 'back-injury'],
    ['spinal injury', 'back-injury', { symptoms: 'fell off a horse' }],
    ['neck pain', 'neck-pain'],
    ['stiff neck x2 days', 'neck-pain'],
    ['torticollis', 'neck-pain'],
    ['crick in neck', 'neck-pain'],
    ['whiplash', 'neck-injury'],
    ['neck pain', 'neck-injury', { symptoms: 'rear ended at the traffic lights, restrained driver' }],
    ['neck injury', 'neck-injury', { symptoms: 'tackled at rugby' }],
    ['C-spine tenderness after fall', 'neck-injury'],
    ['shoulder pain', 'upper-extremity-pain'],
    ['L elbow pain', 'upper-extremity-pain'],
    ['tennis elbow', 'upper-extremity-pain'],
    ['frozen shoulder', 'upper-extremity-pain'],
    ['sore R hand', 'upper-extremity-pain'],
    ['knee pain', 'lower-extremity-pain'],
    ['Rt. heel pain', 'lower-extremity-pain'],
    ['plantar fasciitis', 'lower-extremity-pain'],
    ['foot pain x 1 week', 'lower-extremity-pain'],
    ['Lt. wrist pain', 'upper-extremity-injury'],
    ['FOOSH', 'upper-extremity-injury'],
    ['fx wrist', 'upper-extremity-injury'],
    ['jammed finger', 'upper-extremity-injury'],
    ['broken arm', 'upper-extremity-injury'],
    ['R shoulder injury', 'upper-extremity-injury'],
    ['finger caught in car door', 'upper-extremity-injury'],
    ['Lt. ankle pain', 'lower-extremity-injury'],
    ['ankle sprain', 'lower-extremity-injury'],
    ['twisted ankle', 'lower-extremity-injury'],
    ['rolled R ankle playing football', 'lower-extremity-injury'],
    ['stubbed toe', 'lower-extremity-injury'],
    ['knee pain', 'lower-extremity-injury', { symptoms: 'twisted it playing soccer' }],
    ['inj L foot', 'lower-extremity-injury'],
    ['gout', 'joint-pain-swelling'],
    ['joint pain', 'joint-pain-swelling'],
    ['R knee pain and swelling', 'joint-pain-swelling'],
    ['hot swollen knee', 'joint-pain-swelling'],
    ['arthritis flare', 'joint-pain-swelling'],
    ['hip pain', 'hip-pain-older-adult', { patientAge: '82' }],
    ['#NOF', 'hip-pain-older-adult', { patientAge: '85' }],
    ['L hip pain after fall', 'hip-pain-older-adult', { patientAge: '79' }],
    ['fell onto her hip', 'hip-pain-older-adult', { patientAge: '80' }],
    ['dislocated shoulder', 'dislocation'],
    ['L shoulder dislocation', 'dislocation'],
    ['kneecap popped out', 'dislocation'],
    ['finger dislocation', 'dislocation'],
    ['finger amputation', 'amputation'],
    ['amputated finger tip', 'amputation'],
    ['tip of finger cut off', 'amputation'],
    ['severed thumb', 'amputation'],
  ])('"%s" is %s', (chiefComplaint, id, overrides: Partial<CaseForm> = {}) => {
    expect(primaryComplaintId(caseForm(chiefComplaint, overrides))).toBe(id);
  });

  it('a painful knee without an injury is not read as an injury as well', () => {
    const ids = complaintIdsOf(caseForm('knee pain'));
    expect(ids).not.toContain('lower-extremity-injury');
  });

  it('hip pain in a younger adult is a limb pain, not the older-adult hip complaint', () => {
    expect(primaryComplaintId(caseForm('hip pain'))).toBe('lower-extremity-pain');
  });
});

describe('orthopedic complaints predict the resources a typical ED uses', () => {
  it('a simple ankle injury needs only an X-ray', () => {
    expect(resourcesOf(caseForm('ankle sprain'), 'lower-extremity-injury')).toEqual(['xray']);
  });

  it('a non-traumatic knee pain needs no resource', () => {
    expect(resourcesOf(caseForm('knee pain'), 'lower-extremity-pain')).toEqual([]);
  });

  it('back pain after lifting needs no resource; with spasm, IM analgesia; in an older adult, bloods and an X-ray', () => {
    expect(
      resourcesOf(caseForm('back pain', { symptoms: 'low back pain after lifting boxes' }), 'back-pain'),
    ).toEqual([]);
    expect(
      resourcesOf(caseForm('back pain', { symptoms: 'severe spasm, unable to straighten' }), 'back-pain'),
    ).toEqual(['parenteralMedication']);
    expect(resourcesOf(caseForm('back pain', { patientAge: '72' }), 'back-pain')).toEqual(['labs', 'xray']);
    expect(
      resourcesOf(
        caseForm('back pain', { patientAge: '72', symptoms: 'chronic back pain, same as usual' }),
        'back-pain',
      ),
    ).toEqual([]);
  });

  it('a known gout flare without fever needs no resource; a hot knee with fever needs bloods, X-ray and aspiration', () => {
    expect(resourcesOf(caseForm('gout flare L big toe'), 'joint-pain-swelling')).toEqual([]);
    expect(resourcesOf(caseForm('hot swollen knee', { vitals: 'T 38.6' }), 'joint-pain-swelling')).toEqual([
      'labs',
      'simpleProcedure',
      'xray',
    ]);
  });

  it('a finger dislocation is reduced under a digital block; a self-reduced shoulder needs an X-ray only', () => {
    expect(resourcesOf(caseForm('finger dislocation'), 'dislocation')).toEqual(['simpleProcedure', 'xray']);
    expect(
      resourcesOf(caseForm('dislocated shoulder', { symptoms: 'popped back in on its own' }), 'dislocation'),
    ).toEqual(['xray']);
  });

  it('a deformed wrist needs X-ray, IV analgesia and reduction under sedation', () => {
    expect(
      resourcesOf(caseForm('wrist injury', { symptoms: 'obvious deformity' }), 'upper-extremity-injury'),
    ).toEqual(['complexProcedure', 'parenteralMedication', 'xray']);
  });

  it('hip pain at 80 after a fall has the full hip-fracture work-up; without an injury and walking, an X-ray', () => {
    expect(
      resourcesOf(
        caseForm('hip pain', { patientAge: '80', symptoms: 'fell at home, unable to weight bear' }),
        'hip-pain-older-adult',
      ),
    ).toEqual(['ecg', 'labs', 'parenteralMedication', 'specialtyConsultation', 'xray']);
    expect(
      resourcesOf(
        caseForm('hip pain', { patientAge: '80', symptoms: 'aching for 2 weeks, walking with a stick' }),
        'hip-pain-older-adult',
      ),
    ).toEqual(['xray']);
  });

  it('a fingertip amputation is closed in the ED; a thumb amputation is high risk', () => {
    expect(resourcesOf(caseForm('amputated finger tip'), 'amputation')).toEqual(['simpleProcedure', 'xray']);
    expect(isHighRisk(caseForm('thumb amputation'), 'amputation')).toBe(true);
  });
});

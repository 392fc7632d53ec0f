import type { CaseForm } from '../../../src/domain/engine/case-form';
import {
  caseForm,
  complaintIdsOf,
  isHighRisk,
  primaryComplaintId,
  resourcesOf,
} from './support/complaint-recognition';

/** Trauma cases default to a man. */
const form = (chiefComplaint: string, overrides: Partial<CaseForm> = {}): CaseForm =>
  caseForm(chiefComplaint, { gender: 'male', ...overrides });

describe('trauma complaints are recognised from the ways they are written', () => {
  it.each<[string, string, Partial<CaseForm>?]>([
    ['MVC', 'motor-vehicle-collision-minor'],
    ['car accident', 'motor-vehicle-collision-minor'],
    ['RTA, walking wounded', 'motor-vehicle-collision-minor'],
    ['rear ended at lights', 'motor-vehicle-collision-minor'],
    ['fender bender', 'motor-vehicle-collision-minor'],
    ['MVC rollover', 'major-trauma-blunt'],
    ['pedestrian hit by car', 'major-trauma-blunt'],
    ['fell 20 feet from scaffolding', 'major-trauma-blunt'],
    ['fall from height', 'major-trauma-blunt'],
    ['MVC', 'major-trauma-blunt', { symptoms: 'high speed, trapped in the car for 40 minutes' }],
    ['multi-trauma', 'major-trauma-blunt'],
    ['stab wound to abdomen', 'major-trauma-penetrating'],
    ['GSW chest', 'major-trauma-penetrating'],
    ['stabbed in the back', 'major-trauma-penetrating'],
    ['impaled on a fence', 'major-trauma-penetrating'],
    ['rib pain after fall', 'chest-trauma'],
    ['chest injury', 'chest-trauma'],
    ['fractured ribs', 'chest-trauma'],
    ['kicked in the chest', 'chest-trauma'],
    ['kicked in the tummy', 'abdominal-trauma'],
    ['blunt abdominal trauma', 'abdominal-trauma'],
    ['handlebar injury to abdomen', 'abdominal-trauma'],
    ['seatbelt bruising', 'abdominal-trauma'],
    ['fall down', 'fall'],
    ['slipped on ice', 'fall'],
    ['tripped and fell', 'fall'],
    ['fall', 'fall', { patientAge: '80' }],
    ['mechanical fall', 'fall'],
    ['found on floor', 'fall', { patientAge: '88' }],
    ['assault', 'assault'],
    ['assaulted last night', 'assault'],
    ['beaten up', 'assault'],
    ['victim of assault', 'assault'],
    ['domestic violence', 'assault'],
    ['crush injury L foot', 'crush-injury'],
    ['pinned under a car', 'crush-injury'],
    ['caught in machinery', 'crush-injury'],
    ['crushed by a pallet', 'crush-injury'],
  ])('"%s" is %s', (chiefComplaint, id, overrides: Partial<CaseForm> = {}) => {
    expect(primaryComplaintId(form(chiefComplaint, overrides))).toBe(id);
  });

  it('a minor collision is not read as major trauma as well', () => {
    const ids = complaintIdsOf(form('MVC', { symptoms: 'restrained driver, low speed' }));
    expect(ids).not.toContain('major-trauma-blunt');
  });
});

describe('trauma complaints predict the resources a typical ED uses', () => {
  it('a young adult who fell onto the wrist needs an X-ray; one with no injury needs nothing', () => {
    expect(resourcesOf(form('fall', { symptoms: 'sore wrist' }), 'fall')).toEqual(['xray']);
    expect(resourcesOf(form('slipped and fell', { symptoms: 'no injuries, wants a check' }), 'fall')).toEqual(
      [],
    );
  });

  it('a fall at 80 adds blood tests and an ECG for the cause', () => {
    expect(resourcesOf(form('fall', { patientAge: '80' }), 'fall')).toEqual(['ecg', 'labs', 'xray']);
  });

  it('a walking-wounded collision without injury needs nothing; with neck pain, C-spine imaging', () => {
    expect(
      resourcesOf(form('MVC', { symptoms: 'no complaints, restrained' }), 'motor-vehicle-collision-minor'),
    ).toEqual([]);
    expect(resourcesOf(form('MVC', { symptoms: 'neck pain' }), 'motor-vehicle-collision-minor')).toEqual([
      'advancedImaging',
      'xray',
    ]);
  });

  it('a stab wound of the hand is an X-ray and a repair, not a trauma-team work-up', () => {
    expect(resourcesOf(form('stab wound L hand'), 'major-trauma-penetrating')).toEqual([
      'simpleProcedure',
      'xray',
    ]);
  });

  it('mild chest wall trauma needs a chest X-ray; at 75 it adds CT and bloods', () => {
    expect(resourcesOf(form('chest injury', { vitals: 'pain 2/10' }), 'chest-trauma')).toEqual(['xray']);
    expect(resourcesOf(form('fractured ribs', { patientAge: '75' }), 'chest-trauma')).toEqual([
      'advancedImaging',
      'labs',
      'parenteralMedication',
      'xray',
    ]);
  });

  it('a limb crushed briefly needs an X-ray; a prolonged entrapment adds bloods and fluids', () => {
    expect(resourcesOf(form('crush injury L foot'), 'crush-injury')).toEqual(['xray']);
    expect(
      resourcesOf(form('crush injury', { symptoms: 'legs pinned under a car for 2 hours' }), 'crush-injury'),
    ).toEqual(['ivFluids', 'labs', 'xray']);
  });

  it('strangulation during an assault is high risk', () => {
    expect(
      isHighRisk(form('assault', { symptoms: 'partner put his hands around her neck' }), 'assault'),
    ).toBe(true);
    expect(isHighRisk(form('assault', { symptoms: 'punched once on the arm' }), 'assault')).toBe(false);
  });
});

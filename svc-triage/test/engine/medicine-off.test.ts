import { classifyMedications } from '../../src/domain/engine/reading/medications.parser';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Off warfarin since 2016" is a medicine stopped, as "came off" and "no longer on" are: a chest blow in a
 * patient who stopped warfarin years ago is not an injury on an anticoagulant. "On and off" is a medicine
 * still taken, and "off" before any other word ("off work", "fell off the ladder") leaves the list alone.
 */
const adult = caseFormMaker({ patientAge: '63', gender: 'male' });

describe('a medicine said to be off', () => {
  it('"off warfarin since 2016" is not taken', () => {
    expect(classifyMedications('PE 2015, off warfarin since 2016')).not.toContain('anticoagulant');
  });

  it('near-miss: "on and off warfarin", and warfarin with "off work", are taken', () => {
    expect(classifyMedications('on and off warfarin for years')).toContain('anticoagulant');
    expect(classifyMedications('takes warfarin, off work today, fell off the ladder')).toContain(
      'anticoagulant',
    );
  });

  it('a chest bruise after a slip, years off warfarin, raises no anticoagulated-injury flag', () => {
    const item = adult(
      'Rib pain after fall',
      'Slipped on a wet floor 2 days ago, hit the left side of the chest on the bath edge, sore over the bruise. PMHx PE 2015, off warfarin since 2016. Denies SOB.',
      'HR 78, BP 136/82, RR 16, SpO2 98%',
    );
    expect(flagIds(item)).not.toContain('head-injury-anticoagulated');
  });
});

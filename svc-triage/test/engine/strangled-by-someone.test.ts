import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * Non-fatal strangulation told as it happened ("my boyfriend strangled me", "he had both hands round my
 * neck") is an assault and one of its high-risk forms: delayed airway swelling, carotid dissection and
 * stroke can follow a patient who looks well (Training Institute on Strangulation Prevention 2019;
 * FFLM 2020). ESI 2 without any other word of assault.
 */
const woman = caseFormMaker({ patientAge: '26', gender: 'female' });

describe('strangled by another person', () => {
  it.each([
    [
      'My boyfriend strangled me last night',
      'I nearly blacked out. My voice is croaky and it hurts to swallow.',
    ],
    ['Neck pain', 'Her husband had both hands round her neck during an argument yesterday; neck bruised.'],
    ['Sore throat since last night', 'He grabbed me by the throat and pinned me to the wall.'],
  ])('%j: an assault, high risk (ESI 2)', (complaint, story) => {
    const item = woman(complaint, story);
    expect(presentationIds(item)).toContain('assault');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a child choking on a grape is not an assault', () => {
    const item = woman(
      'Choking',
      'Choked on a grape at lunch, coughed it out, breathing normally now.',
      '',
      '4',
      'male',
    );
    expect(presentationIds(item)).not.toContain('assault');
  });
});

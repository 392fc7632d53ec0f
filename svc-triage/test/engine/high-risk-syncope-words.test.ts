import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Syncope with a cardiac cause is high risk even when the patient is well again (ESC 2018 syncope
 * guidelines): a collapse on exertion ("walking up a hill", "climbing the stairs"), one without any
 * warning, or one in a patient with aortic stenosis or another structural heart disease. These were
 * missed when the patient "lost consciousness" or "blacked out" (the engine read "loss of consciousness"
 * and "syncope" only), and "without warning" was read as a denied warning rather than as the absence of
 * a prodrome. A faint with a clear trigger and a prodrome (a needle, standing long in the heat) is not.
 */
const adult = caseFormMaker({ patientAge: '72', gender: 'male' });
const normalVitals = 'BP 128/78, HR 72, RR 16, SpO2 97%';

describe('high-risk syncope in other words', () => {
  it('lost consciousness without warning walking up a hill, with aortic stenosis (ESI 2)', () => {
    const item = adult(
      'Blackout while walking',
      'Lost consciousness without warning while walking up a hill, out for about a minute. Now alert and feels normal.',
      normalVitals,
    );
    expect(
      flagIds({ ...item, medicalHistory: 'Aortic stenosis, moderate', currentMedications: '' }),
    ).toContain('high-risk-syncope');
    expect(analyzeCase({ ...item, medicalHistory: 'Aortic stenosis', currentMedications: '' }).esi).toBe(2);
  });

  it('blacked out climbing the stairs is exertional', () => {
    const item = adult(
      'Collapse',
      'Blacked out climbing the stairs at home, came round within a minute, back to normal.',
      normalVitals,
      '64',
      'female',
    );
    expect(flagIds(item)).toContain('high-risk-syncope');
  });

  it('a blackout with no warning at all, seated, is high risk', () => {
    const item = adult(
      'Blackout',
      'Had a blackout while sitting watching TV, no warning at all, wife says he was out for 30 seconds.',
      normalVitals,
      '58',
    );
    expect(flagIds(item)).toContain('high-risk-syncope');
  });

  it('a blackout in a patient with known aortic stenosis is high risk', () => {
    const item = adult('Blackout', 'Blackout at home this morning, now feels fine.', normalVitals);
    expect(
      flagIds({ ...item, medicalHistory: 'Severe aortic stenosis awaiting TAVI', currentMedications: '' }),
    ).toContain('high-risk-syncope');
  });

  it('near-miss: a faint at a blood test after feeling hot and dizzy is not', () => {
    const item = adult(
      'Fainted',
      'Fainted at the blood test clinic when the needle went in, felt hot, sweaty and dizzy first, came round in seconds.',
      normalVitals,
      '24',
      'female',
    );
    expect(flagIds(item)).not.toContain('high-risk-syncope');
  });
});

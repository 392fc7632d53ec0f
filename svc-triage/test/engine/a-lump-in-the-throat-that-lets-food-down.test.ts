import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * The feeling of a lump in the throat for weeks or months, with food and drink going down normally, is
 * globus: no object to remove, no oesophagus obstructed (NICE CKS Globus; ENT UK). Examination and advice,
 * not the foreign-body flag's ESI 2 or an endoscopy with IV glucagon. An object that stuck today, or a
 * throat that cannot clear its saliva, is still a foreign body.
 */
const adult = caseFormMaker({ patientAge: '47', gender: 'female' });
const obs = 'HR 84, BP 126/80, RR 16, SpO2 99% RA, T 36.7';

describe('a lump in the throat that lets food down', () => {
  it.each([
    [
      'lump feeling in throat',
      'For about three months I keep getting the feeling of something stuck in my throat, like a lump. Food and drinks go down absolutely fine.',
    ],
    [
      'globus',
      'Globus sensation on and off for 6 weeks, worse when anxious, eating and drinking normally, no weight loss.',
    ],
    [
      'feels like a lump in my throat',
      'Feels like there is a lump in my throat for the past few months, no difficulty swallowing food, voice normal.',
    ],
  ])('%s, "%s": no foreign body, no endoscopy', (complaint, story) => {
    const form = adult(complaint, story, obs);
    expect(flagIds(form)).not.toContain('foreign-body-or-battery');
    expect(presentationIds(form)).not.toContain('oral-esophageal-foreign-body');
    expect(analyzeCase(form).esi).toBe(5);
  });

  it.each([
    [
      'food stuck',
      'Piece of steak stuck in my throat since dinner an hour ago, can’t swallow my spit, drooling.',
    ],
    [
      'something stuck in throat',
      'Something stuck in my throat since eating fish an hour ago, sharp pain when swallowing.',
    ],
    [
      'something stuck in my throat',
      'Feels like something stuck in my throat since eating fish tonight, sore to swallow. Diabetic for 10 years.',
    ],
  ])('near-miss, %s today: still a foreign body', (complaint, story) => {
    const form = adult(complaint, story, obs);
    expect(presentationIds(form)).toContain('oral-esophageal-foreign-body');
  });
});

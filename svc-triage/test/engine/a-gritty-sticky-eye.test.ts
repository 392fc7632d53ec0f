import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A gritty feeling with a sticky discharge and lids stuck together in the morning is a conjunctivitis
 * (NICE CKS infective conjunctivitis), not a foreign body to remove at the slit lamp: examined, drops
 * prescribed, no resources, ESI 5. Grit told going in, or a gritty eye with no discharge, is still looked
 * for a foreign body.
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'male' });
const obs = 'BP 126/78, HR 70, RR 14, SpO2 99%, T 36.7';

describe('a gritty, sticky eye', () => {
  it.each([
    [
      'red sticky eye',
      'Left eye red and gritty for two days with yellow discharge, lids stuck together this morning, vision fine.',
    ],
    [
      'sticky eye',
      'Three days of a sore, gritty right eye with green discharge, lashes stuck together on waking.',
    ],
    [
      'eye problem',
      'Gritty eyes both sides with a sticky discharge since the weekend, no pain, vision normal.',
    ],
    [
      'sore eyes',
      'Both eyes gritty and crusty in the mornings since Monday, green gunk, no pain, sees fine.',
    ],
  ])('%j: a conjunctivitis, not a foreign body, ESI 5', (complaint, story) => {
    const form = adult(complaint, story, obs);
    expect(presentationIds(form)).not.toContain('foreign-body-eye');
    expect(analyzeCase(form).esi).toBe(5);
  });

  it.each([
    ['eye injury', 'Gritty feeling in his left eye since grinding metal this morning, watering.'],
    ['gritty eye', 'Gritty left eye since this morning, watering, no discharge.'],
    ['eye', 'Grit blew into his eye on the building site, now red and watery with some discharge.'],
  ])('near-miss: %j, "%s" is looked at for a foreign body', (complaint, story) => {
    expect(presentationIds(adult(complaint, story, obs))).toContain('foreign-body-eye');
  });
});

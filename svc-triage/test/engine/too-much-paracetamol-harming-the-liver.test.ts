import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Paracetamol taken beyond the daily dose over days (a staggered ingestion) with vomiting, pain under the
 * right ribs or yellowing is a liver already injured: acetylcysteine cannot wait for a level (TOXBASE;
 * AACT 2023), a high-risk situation, ESI 2 (ESI v4 decision point B). The same ingestion in someone well
 * is still blood tests to decide on treatment (ESI 3); "loads of paracetamol" taken is that ingestion.
 */
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });
const obs = 'HR 92, BP 124/78, RR 16, SpO2 98%, T 36.9';

describe('too much paracetamol harming the liver', () => {
  it.each([
    [
      'taking paracetamol, now vomiting',
      "She's been taking loads of paracetamol since Saturday, about eight a day. Been sick three times this morning and holding her right side under her ribs.",
    ],
    [
      'toothache, too many tablets',
      'Has been taking extra paracetamol for toothache, about 12 a day for 4 days. Now vomiting and pain in the right upper quadrant.',
    ],
    [
      'yellow eyes',
      'Paracetamol 6 grams per day since Friday for a dental abscess, now her eyes look yellow.',
    ],
  ])('%s, "%s": an overdose that harms the liver, ESI 2', (complaint, story) => {
    const form = adult(complaint, story, obs);
    expect(flagIds(form)).toContain('overdose-poisoning');
    expect(analyzeCase(form).esi).toBe(2);
  });

  it('"loads of paracetamol" taken for days by someone well is the ingestion: blood tests, ESI 3', () => {
    const form = adult(
      'toothache',
      'Been taking loads of paracetamol since the weekend for her tooth. Feels fine otherwise.',
      obs,
    );
    expect(presentationIds(form)).toContain('overdose-ingestion');
    expect(resourcesOf(form)).toContain('labs');
    expect(analyzeCase(form).esi).toBe(3);
  });

  it('near-miss: 12 a day with no vomiting, pain or yellowing is not yet high risk', () => {
    const form = adult(
      'toothache',
      'Has been taking extra paracetamol for toothache, about 12 a day for 4 days. Feels fine.',
      obs,
    );
    expect(flagIds(form)).not.toContain('overdose-poisoning');
  });

  it('near-miss: vomiting after two paracetamol is not an overdose', () => {
    const form = adult(
      'vomiting',
      'Vomiting and pain under the right ribs since last night, took two paracetamol this morning.',
      obs,
    );
    expect(flagIds(form)).not.toContain('overdose-poisoning');
    expect(presentationIds(form)).not.toContain('overdose-ingestion');
  });

  it('near-miss: "taking lots of fluids and paracetamol" for a fever is not an ingestion', () => {
    const form = adult(
      'fever',
      'Flu-like illness for two days, been taking lots of fluids and paracetamol for the fever.',
      obs,
    );
    expect(presentationIds(form)).not.toContain('overdose-ingestion');
  });
});

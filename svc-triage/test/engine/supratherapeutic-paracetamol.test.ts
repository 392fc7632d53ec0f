import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Too much paracetamol taken for pain, by mistake. More than 4 g a day (or two products that both hold
 * paracetamol) over a day or more is a staggered or supratherapeutic ingestion: a paracetamol level and
 * liver tests decide on acetylcysteine, whatever the intent (MHRA/UK TOXBASE, AACT 2023 guidance). Such
 * a patient is often well and says "too many painkillers", "6 g a day" or "two cold remedies": the engine
 * had read a toothache and no resources (ESI 5). A normal dose (1 g four times a day) is not an overdose.
 */
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });

describe('supratherapeutic paracetamol taken for pain', () => {
  it('grams a day above the maximum are an ingestion that needs blood tests', () => {
    const item = adult(
      'Back pain, worried about tablets',
      'Has been taking about 8 g of paracetamol a day for three days for his back. No nausea, no abdominal pain.',
      'BP 128/80, HR 80, RR 14, SpO2 98%',
    );
    expect(presentationIds(item)).toContain('overdose-ingestion');
    expect(resourcesOf(item)).toContain('labs');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(3);
  });

  it('a note\'s "works out at ~7-8 g paracetamol/day for 3 days" is the same ingestion', () => {
    const item = adult(
      'Toothache, took many painkillers',
      'Took the white tablets two every three or four hours, day and night, for the tooth. Works out at ~7-8 g paracetamol/day for 3 days. Alert, looks well.',
      'T 37.4, HR 84, BP 128/78, RR 14',
    );
    expect(presentationIds(item)).toContain('overdose-ingestion');
    expect(resourcesOf(item)).toContain('labs');
  });

  it('"too many painkillers" is taken as an ingestion', () => {
    const item = adult(
      'Took too many painkillers',
      'Toothache all weekend, kept taking co-codamol and ibuprofen, thinks she took too many painkillers. No thoughts of self-harm.',
      'BP 124/76, HR 78',
      '31',
      'female',
    );
    expect(presentationIds(item)).toContain('overdose-ingestion');
    expect(resourcesOf(item)).toContain('labs');
  });

  it('grams a day written after the word: "paracetamol 6 grams per day"', () => {
    const item = adult(
      'Toothache',
      'Paracetamol 6 grams per day since Friday for a dental abscess. Feels fine.',
    );
    expect(presentationIds(item)).toContain('overdose-ingestion');
  });

  it('near-miss: 1 g four times a day is the licensed dose, not an overdose', () => {
    const item = adult(
      'Back pain',
      'Low back pain for a week after lifting, taking paracetamol 1 g four times a day and ibuprofen. No leg weakness, no bladder symptoms.',
      'BP 126/80, HR 72',
    );
    expect(presentationIds(item)).not.toContain('overdose-ingestion');
  });

  it('near-miss: 4 g a day is the maximum, not above it', () => {
    const item = adult(
      'Knee pain',
      'Arthritic knee, takes 4 g of paracetamol a day as advised by the GP. Worse this week, no injury.',
    );
    expect(presentationIds(item)).not.toContain('overdose-ingestion');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A long illness is the background of an ordinary visit, not its work-up: a cold in COPD with breathing
 * no worse than normal, shingles in HIV that is under control, a leaking stoma bag with normal output, a
 * small cut on a DOAC that has stopped bleeding, a child's glucose sensor that fell off. Each needs no ED
 * resource (ESI 5); the near-misses say when it does.
 */
const person = caseFormMaker({ patientAge: '60', gender: 'male' });
const withHistory = (item: ReturnType<typeof person>, medicalHistory: string, currentMedications = '') => ({
  ...item,
  medicalHistory,
  currentMedications,
});

describe('a cold in COPD, breathing no worse than normal', () => {
  it('is a cold (ESI 5)', () => {
    const item = withHistory(
      person(
        'cold, runny nose',
        'Runny nose and sore throat for 2 days, grandchildren had the same. SOB no worse than normal, sputum his usual white.',
        'SpO2 94% RA (usual 93-95) RR 16 HR 84 T 37.3',
        '74',
      ),
      'COPD, home oxygen at night',
    );
    expect(presentationIds(item)).not.toContain('shortness-of-breath');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: SOB worse than normal is shortness of breath', () => {
    const item = withHistory(
      person('cold', 'Runny nose for 2 days, now SOB worse than normal.', 'SpO2 90%', '74'),
      'COPD',
    );
    expect(presentationIds(item)).toContain('shortness-of-breath');
  });
});

describe('shingles in HIV', () => {
  const shingles = (history: string) =>
    withHistory(
      person(
        'painful rash on chest',
        'Shingles: a blistering rash in a band round the left side of the chest for two days, not crossing the midline, nothing near the eye, feels well.',
        'T 36.8',
        '35',
      ),
      history,
    );

  it('with an undetectable load and a CD4 count of 640: oral antivirals, no bloods or IV aciclovir', () => {
    expect(resourcesOf(shingles('HIV on antiretrovirals, CD4 count 640, viral load undetectable'))).toEqual(
      [],
    );
  });

  it('near-miss: with a CD4 count of 90 it is treated as immunosuppressed', () => {
    expect(resourcesOf(shingles('HIV, CD4 count 90, not on treatment'))).toContain('parenteralMedication');
  });
});

describe('a leaking stoma bag', () => {
  it('with normal output this morning and healthy pink stoma: stoma care, no tests', () => {
    expect(
      resourcesOf(
        person(
          'stoma bag keeps leaking',
          'Colostomy bag leaking overnight, skin around it a bit sore. Stoma healthy pink, normal output this morning, no pain, no vomiting.',
        ),
      ),
    ).toEqual([]);
  });

  it('near-miss: with high output and dizziness it is worked up', () => {
    expect(
      resourcesOf(person('stoma problem', 'Ileostomy with high output, watery, dizzy on standing.')),
    ).toContain('labs');
  });
});

it('a 1 cm cut on rivaroxaban that "it\'s stopped completely": simple wound care (ESI 5)', () => {
  const item = withHistory(
    person(
      'cut finger, on blood thinners',
      "Nicked his fingertip chopping onions, superficial 1 cm cut, edges together. We held pressure for 10 minutes and it's stopped completely, dressing dry.",
      'HR 82 BP 132/80',
    ),
    'DVT 2023',
    'rivaroxaban 20 mg',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

describe("a child's glucose sensor fell off", () => {
  it('is a supplies request, no fall (ESI 5)', () => {
    const item = person(
      "son's sugar sensor fell off, need new one",
      'His Libre sensor got knocked off at swimming and we have used our last spare. Sugars normal on finger pricks.',
      'finger prick 7.4',
      '9',
    );
    expect(presentationIds(item)).not.toContain('fall');
    expect(presentationIds(item)).toContain('medication-request');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a boy who fell off his bike is a fall', () => {
    expect(presentationIds(person('fell off bike', 'Fell off his bike onto his arm.', '', '9'))).toContain(
      'fall',
    );
  });
});

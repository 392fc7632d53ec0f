import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An abscess's context decides its work-up. Where a person injects, a large one or one in the groin is
 * scanned before it is opened (it may be a false aneurysm), one with a cellulitis round it gets bloods and IV
 * antibiotics, and a small one is drained; in a diabetic with high sugars or a spreading cellulitis, bloods
 * are taken too.
 * A complaint that names only a lump ("painful lump in armpit") is the boil or abscess its narrative tells.
 */
const form = caseFormMaker({ patientAge: '42', gender: 'male' });

it('an abscess in the elbow crease of a man who injects is scanned and drained: ESI 3', () => {
  const item = form(
    'arm abscess',
    'Mental state: alert. Pain: 6/10. Injury: no. Arrival: walk-in. Injects, big swelling L elbow crease 5 days',
    'BP 128/78, HR 96, RR 16, T 37.6',
  );
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['advancedImaging', 'simpleProcedure']));
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it('a lump in the armpit told as a boil, in a diabetic with sugars of 16, needs bloods and drainage: ESI 3', () => {
  const item = {
    ...form(
      'Big painful lump in armpit, diabetic',
      'Boil in left armpit for 5 days, yellow head, redness spreading over the side of his chest. Sugars high.',
      'T 37.8. Finger prick sugar 16.4 just now.',
      '49',
    ),
    medicalHistory: 'Type 2 diabetes.',
  };
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'simpleProcedure']));
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it('a small abscess in the elbow crease of a woman who injects, with no redness round it, is drained: ESI 4', () => {
  const item = form(
    'c/o painful lump L elbow crease where she injects',
    'IVDU, 2 cm fluctuant abscess L antecubital fossa x3/7. No spreading erythema, afebrile.',
    'HR 82, BP 116/72, RR 14, SpO2 98%, T 36.9',
    '31',
    'female',
  );
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
});

it('an injecting-site abscess with surrounding redness gets bloods and IV antibiotics', () => {
  const item = form(
    'Swollen red arm',
    'Injects drugs; painful swelling in the right antecubital fossa with a fluctuant centre and surrounding redness.',
    'HR 92, BP 128/80, T 37.6',
  );
  expect(resourcesOf(item)).toEqual(
    expect.arrayContaining(['labs', 'parenteralMedication', 'simpleProcedure']),
  );
});

it('near-miss: a boil with a yellow head in a well man is drained only: ESI 4', () => {
  const item = form(
    'painful lump in armpit',
    'Boil in the armpit for 4 days with a yellow head, well.',
    'HR 80 T 36.9',
  );
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
});

it('near-miss: a diabetic who injects her insulin has no injecting-site scan', () => {
  const item = {
    ...form(
      'boil on thigh',
      'Boil on her thigh with a white head, injects her insulin twice a day, sugars fine.',
      'HR 78',
      '50',
      'female',
    ),
    medicalHistory: 'Type 1 diabetes',
  };
  expect(resourcesOf(item)).not.toContain('advancedImaging');
});

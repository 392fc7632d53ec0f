import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Three visits that need nothing, as a busy desk records them: tablets run out ("Out of BP tablets") or
 * lost with the luggage ("suitcase with all his tablets lost on a connecting flight"), an
 * old person's skin flap that has stopped bleeding, and a sore throat that "can't swallow" from the pain
 * in a patient seen swallowing her spit. Each beside the near-miss that still needs its resources.
 */
const form = caseFormMaker({ patientAge: '58', gender: 'male' });

it('"Out of BP tablets" is a prescription request, not an unrecognised complaint (ESI 5)', () => {
  const item = form(
    'Out of BP tablets',
    '4 days without; injury no; walk-in; alert; no headache, chest pain or vision change',
    'BP 172/100 HR 78 RR 14 T 36.6',
  );
  expect(presentationIds(item)).toContain('medication-request');
  expect(analyzeCase(item).esi).toBe(5);
});

it.each([
  ['lost medicines', 'Tablets in suitcase that airline lost. No symptoms, just needs tablets.'],
  [
    'Suitcase with all his tablets lost on a connecting flight',
    'Last took them yesterday morning. Feels completely well, no headache, no chest pain.',
  ],
])('%j, told with the luggage, is a prescription request (ESI 5)', (complaint, story) => {
  const item = form(complaint, story, 'BP 168/94, HR 72', '91');
  expect(presentationIds(item)).toContain('medication-request');
  expect(analyzeCase(item).esi).toBe(5);
});

it('a skin flap on the shin whose bleeding has stopped is simple wound care (ESI 5)', () => {
  const item = form(
    'Leg bleeding',
    'Caught shin on wheelchair footplate at care home. Skin flap on shin, bleeding stopped with pressure.',
    'BP 136/74',
    '91',
    'female',
  );
  expect(presentationIds(item)).toContain('laceration');
  expect(analyzeCase(item).esi).toBe(5);
});

describe('a sore throat that "can\'t swallow"', () => {
  it('in a patient seen swallowing her spit needs no IV fluids', () => {
    const item = form(
      "Sore throat, can't swallow",
      'Kills to swallow, temperature since yesterday. Talking normally, swallowing her spit, no drooling.',
      'BP 116/70 HR 98 RR 16 T 38.2',
      '19',
      'female',
    );
    expect(resourcesOf(item)).not.toContain('ivFluids');
  });

  it('near-miss: one barely able to swallow fluids for a day still needs them, spit or not', () => {
    const item = form(
      "Sore throat, can't swallow",
      'Huge tonsils, barely able to swallow fluids for 24 h, swallowing her saliva.',
      'HR 108 T 38.4',
      '17',
      'female',
    );
    expect(resourcesOf(item)).toContain('ivFluids');
  });
});

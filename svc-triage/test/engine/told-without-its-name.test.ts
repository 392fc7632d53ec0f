import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Three common presentations a busy note gives by their signs, not their names: a hip fracture as an
 * older person who cannot stand on a leg after a fall (NICE NG124), renal colic as side pain in waves with
 * blood in the urine (EAU Urolithiasis), a diabetic foot infection as a red, hot, swollen foot in a
 * diabetic (IWGDF 2023: an X-ray and blood tests for every new diabetic foot infection). Each beside the
 * near-miss that stays a one- or no-resource visit.
 */
const form = caseFormMaker({ patientAge: '88', gender: 'female' });

describe('an older person who cannot stand on a leg after a fall', () => {
  it('is a possible hip fracture: X-ray, blood tests and IV analgesia (ESI 3)', () => {
    const item = form(
      'fall at home',
      "Slipped in kitchen this morning. Can't stand on right leg. Did not hit head. Alert. Pain 5/10.",
      'BP 142/80, HR 84, RR 16',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'labs']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a 30-year-old who cannot stand on a twisted ankle needs an X-ray only (ESI 4)', () => {
    const item = form(
      'fall',
      "Slipped on a wet floor, twisted right ankle, can't stand on right leg. Pain 5/10.",
      'BP 122/80, HR 84, RR 16',
      '30',
    );
    expect(analyzeCase(item).esi).toBe(4);
  });
});

describe('side pain in waves with blood in the urine', () => {
  it.each([
    'Left side pain coming in waves since early morning. Blood in urine. Pain 6/10 now.',
    'Right sided pain that comes in waves, blood in the urine on the dip, pain 6/10.',
  ])('"%s" is renal colic: blood tests, a scan and parenteral analgesia (ESI 3)', (narrative) => {
    const item = form('side pain', narrative, 'BP 138/86, HR 90', '41', 'male');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
    expect(analyzeCase(item).esi).toBe(3);
  });
});

describe('a red, hot, swollen foot in a diabetic', () => {
  it('is a diabetic foot infection: X-ray and blood tests (ESI 3)', () => {
    const item = {
      ...form(
        'red swollen foot',
        'Her foot has gone red, hot and swollen over three days and she feels rough.',
        'BP 142/86 HR 90 RR 18 T 37.8',
        '63',
      ),
      medicalHistory: 'Type 2 diabetes',
    };
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'labs']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: the same foot without diabetes at 40, well, is oral antibiotics (ESI 5)', () => {
    const item = form(
      'red swollen foot',
      'Foot red, warm and a bit swollen for two days around a scratch, feels well.',
      'BP 122/76 HR 80 RR 16 T 37.1',
      '40',
    );
    expect(analyzeCase(item).esi).toBe(5);
  });
});

describe('a part that has "gone red and swollen"', () => {
  it.each([
    'hand gone red and swollen after a fish spine went in',
    'leg has turned red and hot since yesterday',
    'hand swollen and red after a fish spiked me',
  ])('"%s" is a soft-tissue infection, in the complaint field as in the story', (complaint) => {
    expect(presentationIds(form(complaint, 'Feels a bit shivery.', '', '49', 'male'))).toContain(
      'cellulitis',
    );
  });
});

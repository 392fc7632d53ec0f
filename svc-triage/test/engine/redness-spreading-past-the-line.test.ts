import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A shin whose "redness is spreading", "red, warm, swollen", is a cellulitis however the patient names it
 * ("a flesh-eating bug"); spreading past the GP's line on day 2 of flucloxacillin it needs bloods and IV
 * antibiotics (Eron class II; NICE NG141): ESI 3. A mild one on no antibiotics yet is treated by mouth.
 */
const form = caseFormMaker({ patientAge: '39', gender: 'male' });

describe('redness spreading past the line', () => {
  it('"flesh eating bug", shin redness spreading 2 cm beyond the GP\'s line on fluclox x2d: ESI 3', () => {
    const item = form(
      "'flesh eating bug' Lt lower leg",
      "Pt very anxious: 'it's eating my leg'. Lt shin redness spreading x3d from a scratch off a rose bush. Red, warm, swollen area approx 12x8cm; margin marked by GP yest, now 2cm beyond line. No blistering, no crepitus. On fluclox x2d.",
      'T 37.9, HR 90, BP 136/84, RR 16, SpO2 98%',
    );
    expect(presentationIds(item)).toContain('cellulitis');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: red, warm and swollen over the shin for a day, no antibiotics yet: a cellulitis by mouth', () => {
    const item = form(
      'sore leg',
      'Red, warm, swollen patch on the right shin since yesterday after a graze.',
      'T 36.9, HR 78',
    );
    expect(presentationIds(item)).toContain('cellulitis');
    expect(resourcesOf(item)).not.toContain('parenteralMedication');
  });
});

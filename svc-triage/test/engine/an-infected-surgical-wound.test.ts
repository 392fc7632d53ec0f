import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * An operation's wound is not a cut: "red painful wound post hysterectomy", "red, leaking hernia wound".
 * Infected, with cellulitis spreading from it, shivers or a fever, or in a diabetic, it is treated with IV
 * antibiotics after bloods (NICE NG125; IDSA 2014): ESI 3. A clean wound that has opened is re-closed.
 */
const adult = caseFormMaker({ patientAge: '66', gender: 'female' });

describe('an infected surgical wound', () => {
  it.each([
    [
      'red painful wound post hysterectomy',
      'TAH+BSO 9/7 ago. Wound redness and pain spreading from the lower end of the scar for 2 days, some yellow ooze, felt shivery last night.',
    ],
    [
      'Red, leaking hernia wound',
      'Hernia repair with mesh 8 days ago. The wound is red and leaking cloudy fluid, redness spreading past the pen line.',
    ],
  ])('%s', (complaint, story) => {
    const item = adult(complaint, story, 'T 37.9 HR 94 BP 138/76 RR 18 SpO2 97%');
    expect(presentationIds(item)).toContain('post-operative-problem');
    expect(presentationIds(item)).not.toContain('laceration');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).scores.esi.level).toBe(3);
  });
});

describe('not an infected surgical wound', () => {
  it('a clean knee portal wound that has opened asks for no IV antibiotics', () => {
    const item = adult(
      'knee op wound opened',
      'Knee arthroscopy 6/7 ago, knelt at work and the portal stitch pulled through, gaping 1cm, no pus, not red.',
      'T 36.6 HR 72',
    );
    expect(resourcesOf(item)).not.toContain('parenteralMedication');
  });

  it('a red breast three weeks after a caesarean is a new mother’s breast, not the operation', () => {
    const item = adult(
      'red sore breast three weeks after caesarean',
      'Breastfeeding; hot red patch on the right breast since yesterday, achy. Scar healing fine.',
      'T 37.9 HR 92',
      '31',
    );
    expect(presentationIds(item)).not.toContain('post-operative-problem');
  });
});

it('a hernia wound whose pain has reduced, in a diabetic, is not an infection to treat with a drip', () => {
  const item = {
    ...adult(
      'hernia wound check',
      'Hernia repair 10 days ago; the wound pain has reduced a lot, clips still in.',
      'T 36.8 HR 76',
    ),
    medicalHistory: 'Type 2 diabetes',
  };
  expect(resourcesOf(item)).not.toContain('parenteralMedication');
});

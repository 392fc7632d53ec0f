import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * A frightened parent's "he's so floppy" is answered by what the nurse then sees: a toddler watching
 * cartoons on his mother's phone, making eye contact, crying with tears when examined, is not lethargic (ESI
 * asks for the lethargy found at triage). His gastroenteritis is worked up at ESI 3, not taken as ESI 2. A
 * child who is floppy and does not engage, or is floppy after playing, is still lethargic.
 */
const toddler = caseFormMaker({ patientAge: '2', gender: 'male' });
const obs = 'HR 132, RR 28, T 37.8, SpO2 99% RA, CRT 2 s';

describe("a parent's word and the nurse's eyes", () => {
  it.each([
    "Mum: 'He's so floppy, I'm so scared.' Sick ten times, diarrhoea, no wet nappy for 10 hours. Nurse notes: sitting on mum's lap watching cartoons on her phone, makes eye contact, cries with tears when examined.",
    'Dad says she has been floppy all morning. At triage: playing with the toys in the waiting room, smiling.',
  ])('%j: not lethargic', (story) => {
    expect(mentalStatusOf(toddler('vomiting and diarrhoea', story, obs)).altered).toBe(false);
  });

  it('the toddler with vomiting and dry nappies is worked up at ESI 3', () => {
    const item = toddler(
      "Vomiting all night - 'he's going to die'",
      "Mum: 'He's so floppy, I'm so scared.' Sick ten times, diarrhoea, won't keep the rehydration fluid down, no wet nappy for 10 hours. Nurse notes: watching cartoons on her phone, makes eye contact, lips a little dry.",
      obs,
    );
    expect(analyzeCase(item).esi).toBe(3);
  });

  it.each([
    'Floppy and not interested in anything, barely opens his eyes when we examine him.',
    'Was playing with his brother this morning, now floppy and hard to rouse.',
  ])('near-miss: %j is lethargic', (story) => {
    expect(mentalStatusOf(toddler('vomiting', story, obs)).altered).toBe(true);
  });

  it('near-miss: an adult who is confused and chatting is still confused', () => {
    const item = caseFormMaker({ patientAge: '84', gender: 'female' })(
      'confused',
      'Daughter says she is confused since yesterday. At triage chatting and smiling, not oriented to place.',
    );
    expect(mentalStatusOf(item).altered).toBe(true);
  });
});

import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A thunderclap headache told as people tell it: "like being hit with a bat on the back of the head",
 * "worst I've ever had, full-on straight away", "my neck's stiff". A migraineur who said so was ESI 3:
 * the subarachnoid haemorrhage flag read only "sudden", "thunderclap" and "worst headache" (NICE CG150:
 * a headache reaching its worst within 5 minutes).
 */
const adult = caseFormMaker({ patientAge: '48', gender: 'male' });
const VITALS = 'BP 168/94 HR 64 RR 16 SpO2 98% T 36.9 GCS 15';
const SAH = 'subarachnoid-hemorrhage';

describe('a thunderclap headache in lay words', () => {
  it.each([
    'Lifting the shopping and it was like being hit with a bat on the back of the head.',
    'Headache like someone smacked me round the head with a hammer, an hour ago.',
    "Migraine sufferer but this headache is the worst I've ever had, full-on straight away.",
    'Headache, the worst of her life, at its worst straight away.',
    "Headache since this morning, my neck's stiff and I've been sick twice.",
  ])('%s', (symptoms) => {
    expect(flagIds(adult('headache', symptoms, VITALS))).toContain(SAH);
  });

  describe('near misses', () => {
    it.each([
      ['headache', 'Usual migraine, built up over an hour with zig-zags as always, 6/10, took sumatriptan.'],
      ['period pain', "Worst period pain I've ever had, cramping low tummy since this morning."],
      [
        'head injury',
        'Hit on the back of the head with a cricket bat an hour ago, headache, no loss of consciousness.',
      ],
    ])('%s: %s', (complaint, symptoms) => {
      expect(flagIds(adult(complaint, symptoms, VITALS))).not.toContain(SAH);
    });
  });
});

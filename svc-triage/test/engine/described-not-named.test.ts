import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Conditions described without their name, and a context mistaken for a complaint:
 * - psychosis told by its content ("shouting that the neighbours are poisoning him") with danger to others
 *   (pacing, a punched wall, threats) is acute psychosis with risk (NICE CG178, NG10: ESI 2), and someone
 *   said to be "poisoning him" is a belief, not a poisoning;
 * - a cheek that "swelled up", hot and red, over a bad tooth is facial cellulitis of dental origin (IV
 *   antibiotics and bloods, ESI 3);
 * - pregnant, and come about something else ("burning urine, pregnant", no pain, bleeding or vomiting):
 *   the early-pregnancy scan and hCG (NICE NG126) are not this visit's;
 * - "haven't kept anything down" is the vomiting that needs a drip in pregnancy.
 */
const adult = caseFormMaker({ patientAge: '31', gender: 'male' });

describe('psychosis told by its content', () => {
  it('agitated, persecuted and threatening is acute psychosis with risk (ESI 2)', () => {
    const item = adult(
      'Agitated, shouting',
      'Brought in by his flatmates after two days without sleep. He is pacing, shouting that the neighbours are poisoning him, has punched a wall and threatens anyone who comes near him.',
    );
    expect(flagIds(item)).toContain('acute-psychosis-risk');
    expect(flagIds(item)).not.toContain('overdose-poisoning');
    expect(presentationIds(item)).not.toContain('overdose-ingestion');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a calm belief of being followed, with no danger, is no psychosis with risk', () => {
    const item = adult(
      'Worried',
      'Says he is being followed by a car every morning, calm, wants advice, no threats.',
    );
    expect(flagIds(item)).not.toContain('acute-psychosis-risk');
  });

  it('near-miss: a man who was poisoned is still a poisoning', () => {
    const item = adult(
      'Poisoned',
      'Thinks he was poisoned: drank weedkiller from a mislabelled bottle an hour ago.',
    );
    expect(flagIds(item)).toContain('overdose-poisoning');
  });
});

describe('a cheek that swelled up over a bad tooth', () => {
  it('is facial cellulitis of dental origin (ESI 3)', () => {
    const item = caseFormMaker({ patientAge: '42', gender: 'female' })(
      'Face swelling from tooth',
      'Toothache in an upper right molar for a week. Yesterday my right cheek swelled up, it is hot and red, and I have had a fever of 38.5. I can open my mouth and swallow normally.',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['parenteralMedication', 'labs']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a toothache without swelling needs no ED resource', () => {
    const item = caseFormMaker({ patientAge: '42', gender: 'female' })(
      'Toothache',
      'Toothache in an upper molar for three days, no swelling, no fever, eating fine.',
    );
    expect(resourcesOf(item)).toEqual([]);
  });
});

describe('pregnant, and come about something else', () => {
  const woman = caseFormMaker({ patientAge: '26', gender: 'female' });
  const calm = 'BP 112/68, HR 84, RR 16, SpO2 99% on room air, T 36.9 C.';

  it('burning urine at 16 weeks with no pain, bleeding or fever needs the urine culture only (ESI 4)', () => {
    const item = woman(
      'Burning urine, pregnant',
      'A 26-year-old woman who is 16 weeks pregnant has had burning and frequency when passing urine for two days. She has no fever, back pain, bleeding or cramps.',
      calm,
    );
    expect(resourcesOf(item)).toEqual(['labs']);
    expect(resourcesOf(item)).not.toContain('advancedImaging');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: pregnant with lower abdominal pain keeps the scan and the hCG', () => {
    const item = woman(
      'Pregnant, tummy pain',
      '8 weeks pregnant with left lower abdominal pain since this morning.',
      calm,
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging']));
  });

  it('"haven\'t kept anything down" at 10 weeks is vomiting that needs fluids and an antiemetic (ESI 3)', () => {
    const item = woman(
      "I'm pregnant and being sick",
      "I'm 10 weeks pregnant and I haven't kept anything down for three days, not even water. Weeing hardly at all.",
      'BP 112/70, HR 98, RR 16',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['ivFluids', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });
});

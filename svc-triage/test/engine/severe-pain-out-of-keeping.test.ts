import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * ESI v4 decision point B counts pain of 7/10 or more when the presentation is consistent with it. A
 * patient who scores 9/10 while chatting, laughing, eating or scrolling a phone, with calm vital signs,
 * is not the patient a nurse gives the last open bed, and needs no injection for the pain.
 */
const adult = caseFormMaker({ patientAge: '33', gender: 'female' });
const CALM = 'HR 76 BP 122/78 RR 14 SpO2 99% T 36.7';
const PAIN = 'Severe pain or distress';

const reasonsOf = (form: ReturnType<typeof adult>) => analyzeCase(form).reasons.join('\n');
const resourceWhysOf = (form: ReturnType<typeof adult>) =>
  (analyzeCase(form).scores.esi?.resourcePlan ?? []).map((planned) => planned.why).join('\n');
const levelOf = (form: ReturnType<typeof adult>) => analyzeCase(form).esi;

describe('a severe score out of keeping with a comfortable patient', () => {
  const comfortable: Array<[string, ReturnType<typeof adult>]> = [
    [
      'a usual tension headache scored 9/10 while chatting and laughing',
      adult(
        'headache',
        'Usual stress headache, like a tight band, started this afternoon, rates it 9 out of 10. Sitting chatting and laughing with her friend, scrolling her phone. No vomiting, fever or weakness.',
        CALM,
      ),
    ],
    [
      'a lifting back strain scored 7/10 in a man who walked in and chatted throughout',
      adult(
        'back pain after lifting',
        'Twinge in lower back lifting a box yesterday. Calls the pain 7/10 but walked in unaided, sat down and stood up without difficulty and chatted throughout. No leg weakness, numbness or bladder change.',
        CALM,
      ),
    ],
    [
      'a sore knee scored 8/10 by a patient eating a sandwich who looks comfortable',
      adult(
        'knee pain',
        'Knee aching for 3 days after a long walk, no injury, says pain 8/10. Appears comfortable, eating a sandwich in the waiting room.',
        CALM,
      ),
    ],
  ];
  it.each(comfortable)('%s: no severe pain at decision point B, no parenteral analgesia', (_name, form) => {
    expect(reasonsOf(form)).not.toContain(PAIN);
    expect(resourceWhysOf(form)).not.toMatch(/IV or IM analgesia/);
    expect(levelOf(form)).toBeGreaterThanOrEqual(4);
  });

  const stillSevere: Array<[string, ReturnType<typeof adult>]> = [
    [
      'the same headache in a patient who is pale and sweaty',
      adult(
        'headache',
        'Usual stress headache but rates it 9 out of 10, pale and sweaty, chatting to her friend between waves of pain.',
        CALM,
      ),
    ],
    [
      'a back pain at 8/10 in a patient who cannot get comfortable',
      adult(
        'back pain',
        'Lower back pain since lifting yesterday, 8/10, cannot get comfortable, keeps shifting on the trolley.',
        CALM,
      ),
    ],
    [
      'a chatting patient whose heart rate is 118',
      adult(
        'back pain after lifting',
        'Lower back pain lifting a box, pain 9/10, chatting and joking with the nurse.',
        'HR 118 BP 150/90 RR 18 SpO2 99% T 36.7',
      ),
    ],
    [
      'a patient who is uncomfortable, not comfortable',
      adult(
        'abdominal pain',
        'Central abdominal pain 8/10 since this morning, looks uncomfortable, vomited twice.',
        CALM,
      ),
    ],
  ];
  it.each(stillSevere)('%s: severe pain still counts', (_name, form) => {
    expect(reasonsOf(form)).toContain(PAIN);
    expect(levelOf(form)).toBe(2);
  });
});

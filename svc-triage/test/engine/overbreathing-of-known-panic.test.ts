import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A young patient with known panic attacks, overbreathing after an upsetting event as before, with
 * tingling fingers and lips and a full saturation: an ECG, no bloods or chest X-ray (ESI 4). The fast
 * pulse and breathing are the panic's, and serial observations that settle are read at their latest.
 * Chest pain, a calf, the pill, a low saturation or a first episode keep the work-up.
 */
const young = caseFormMaker({ patientAge: '23', gender: 'female' });

it.each([
  [
    "Can't catch breath, tingling hands",
    "SOB + tingling fingers/around mouth x30 min after argument at work. Identical episodes x3 before, 'my panic attacks'. No CP, no calf pain, not on OCP. Settling with coaching.",
    'BP 124/78 HR 98 RR 26 SpO2 100% RA T 36.6',
  ],
  [
    "Can't catch breath, tingling hands",
    "Sudden onset after an argument: couldn't get a full breath, heart racing, tingling in both hands and round her mouth, hands went into spasm. Similar episodes before with panic attacks. Coached breathing - resolved, now calm.",
    '22:25 HR 118, RR 32, SpO2 100% RA | 22:45 HR 96, RR 22, SpO2 100% RA, BP 122/70, T 36.5',
  ],
  [
    "Can't catch breath, tingling",
    'Started in exam hall, pins and needles both hands, had this before.',
    'HR 96 RR 22 SpO2 100%',
  ],
])('"%s" with known panic attacks is an ECG (ESI 4)', (chiefComplaint, symptoms, vitals) => {
  const item = { ...young(chiefComplaint, symptoms, vitals), medicalHistory: 'Panic disorder' };
  expect(resourcesOf(item)).toEqual(['ecg']);
  expect(analyzeCase(item).esi).toBe(4);
});

describe('near-misses keep the work-up', () => {
  it.each([
    [
      'with pleuritic chest pain',
      'Breathless and tingling fingers, sharp pleuritic chest pain, had panic attacks before.',
      'HR 104 RR 24 SpO2 97%',
    ],
    [
      'on the pill with a calf ache',
      'Breathless, tingling lips, on the pill, left calf aching, panic attacks before.',
      'HR 100 RR 24 SpO2 98%',
    ],
    [
      'with a saturation of 93%',
      'Breathless and tingling hands, panic attacks before.',
      'HR 100 RR 26 SpO2 93%',
    ],
  ])('%s', (_label, symptoms, vitals) => {
    const item = { ...young('Breathless', symptoms, vitals), medicalHistory: 'Panic disorder' };
    expect(resourcesOf(item).length).toBeGreaterThan(1);
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Suicidal intent as people say it, without the word: afraid of what they will do to themselves tonight,
 * the tablets bought and the time chosen, "everyone would be better off without me" (which the word
 * "without" used to hide as a denial). Hopelessness with both a plan and an intent clearly denied is the
 * passive ideation that is assessed without the danger-to-self level.
 */
const form = caseFormMaker({ patientAge: '24', gender: 'female' });
const calm = 'BP 118/74 HR 84 RR 16 SpO2 99% T 36.6';

it.each([
  [
    'Scared she will hurt herself tonight',
    'Walked in alone, says she is frightened of herself. Tearful but calm.',
  ],
  [
    'Pharmacist concerned',
    "Bought 2 packs of paracetamol this morning and 2 more now, says she has had enough and was going to take them all tonight once the kids are at their dad's.",
  ],
  ['low mood', 'Says everyone would be better off without her. Sleeping badly.'],
  [
    "Can't sleep",
    'Insomnia 3 wks; husband left; on questioning plans overdose tonight; 40 paracetamol in bag (none taken, per pt); R ear ache',
  ],
  ["Can't sleep", 'Insomnia 3 wks; lost job; has written letters to her kids; tearful'],
])('"%s" is a danger to self: ESI 2', (complaint, narrative) => {
  const item = form(complaint, narrative, calm);
  expect(flagIds(item)).toContain('suicide-risk');
  expect(analyzeCase(item).scores.esi.level).toBe(2);
});

it('near-miss: "better off without me" with no plan and no intent is not the danger-to-self level', () => {
  const item = form(
    'low mood, wants to talk to someone',
    "Low mood 6 weeks since job loss, 'sometimes think everyone better off without me' but no plan, no intent, no previous attempts. Sober, calm.",
    calm,
    '33',
    'male',
  );
  expect(flagIds(item)).not.toContain('suicide-risk');
});

it('near-miss: "suicidal" said outright stays a danger to self even with no plan', () => {
  expect(flagIds(form('low mood', 'Suicidal thoughts, no plan, no intent.', calm))).toContain('suicide-risk');
});

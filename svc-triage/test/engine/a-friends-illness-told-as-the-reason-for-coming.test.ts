import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * "Came today as a neighbour had a stroke that started with tingling": the stroke is the neighbour's, the
 * worry is the patient's. A friend, neighbour or colleague brought in as the reason for coming ("as",
 * "because", "since", "after") or with "a" ("a friend had meningitis") is never the patient, so the illness
 * is set aside like a relative's. A neighbour telling of the patient ("neighbour found him, face drooping")
 * still tells the patient's signs.
 */
const older = caseFormMaker({ patientAge: '79', gender: 'female' });
const obs = 'HR 74, BP 138/80, RR 16, SpO2 97% RA, T 36.5';

describe("a friend's illness told as the reason for coming", () => {
  it.each([
    "Pins and needles in both hands for 6 months, worse at night. Came today as neighbour 'had a stroke that started with tingling'. Power 5/5.",
    'Tingling in both feet on and off for a year. Worried because a friend had a stroke last week. No weakness, speech normal.',
    'Numb-ish fingertips in the cold for months; came in since her colleague had a stroke at work. Nothing new today.',
  ])('"%s": no stroke flag', (story) => {
    expect(flagIds(older('tingling hands', story, obs))).not.toContain('stroke-tia');
  });

  it("near-miss: a neighbour telling the patient's own drooping face is a stroke", () => {
    const form = older(
      'found by neighbour',
      'Neighbour found her at 9am, her face is drooping on the left and her speech is slurred.',
      obs,
    );
    expect(flagIds(form)).toContain('stroke-tia');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * "Worried she is having a stroke" with no sign of one, and "on aspirin after a TIA", are a fear and a
 * history, not a stroke now: the stroke flag reads a stroke's signs, and a stroke or TIA said of the present.
 */
const adult = caseFormMaker({ patientAge: '48', gender: 'female' });

describe('not a stroke now', () => {
  it.each([
    [
      'drooping eyelid - worried about a stroke',
      'Left upper eyelid drooped over 2 days, Botox to the forehead 8 days ago. Worried she is having a stroke. No double vision, no facial weakness, no speech problem, no limb weakness.',
    ],
    [
      'bleeding after banding',
      'Bright red blood on the paper after haemorrhoid banding. Takes aspirin after a TIA.',
    ],
    ['aches on a statin', 'Muscle aches since her statin was doubled; previous TIA in 2019.'],
    [
      'blood in my eye',
      "The white of my left eye is bright red since I woke, after a coughing fit. My colleague said it could be a stroke. It doesn't hurt, my vision is normal.",
    ],
    [
      'Not hearing - carers worried',
      'Carers worry it’s a stroke. No facial or limb weakness, speech normal, cognition at baseline. Hard wax blocking the right canal.',
    ],
  ])('%s', (complaint, story) => {
    expect(flagIds(adult(complaint, story, 'BP 124/76 HR 70'))).not.toContain('stroke-tia');
  });
});

describe('a stroke or TIA now', () => {
  it.each([
    [
      'worried about a stroke',
      'Worried he is having a stroke: sudden right-sided weakness and facial droop an hour ago.',
    ],
    [
      'TIA',
      'Transient ischaemic attack this morning: 20 minutes of slurred speech and a weak left hand, now resolved.',
    ],
  ])('%s', (complaint, story) => {
    expect(flagIds(adult(complaint, story, 'BP 168/94 HR 88', '71', 'male'))).toContain('stroke-tia');
  });
});

it('aspirin taken after a TIA is history, not a stroke presentation: a small bleed after banding gets a blood count only', () => {
  const item = caseFormMaker({ patientAge: '62', gender: 'female' })(
    'Bright red blood after haemorrhoid banding',
    'Rubber-band ligation of haemorrhoids six days ago. This morning a tablespoon of bright red blood on the stool and paper, a few drops since. Feels well, not dizzy. She takes aspirin 75 mg after a TIA.',
    'HR 78, BP 136/82, RR 14, SpO2 99%, T 36.6',
  );
  expect(presentationIds(item)).not.toContain('extremity-weakness-stroke');
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

describe('a patient who does not hear on one side', () => {
  it('"doesn\'t respond when spoken to on his R side" is deafness in that ear, not unresponsiveness', () => {
    const item = caseFormMaker({ patientAge: '87', gender: 'male' })(
      'Not hearing',
      "For a week he doesn't respond when spoken to on his R side. He says the R ear feels full and muffled. Hard brown wax blocking the R canal.",
      'HR 68, BP 134/72, RR 16, SpO2 95%',
    );
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  });
});

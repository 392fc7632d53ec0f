import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Sight lost within the last hours is sudden, whether or not the word is used: a retinal artery occlusion
 * (or a filler's embolus into it) is a stroke of the eye, with minutes to act (RCOphth; AHA 2021).
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'female' });

describe('vision lost minutes or hours ago is sudden vision loss', () => {
  it.each([
    [
      'cannot see after filler',
      "Had filler between my eyebrows 40 minutes ago, the skin went white and now I can't see out of my left eye, it is all grey.",
    ],
    ['blind in one eye', 'Blind in his right eye, it started 3 hours ago while reading, painless.'],
  ])('%s', (complaint, story) => {
    const item = adult(complaint, story, 'BP 134/82 HR 90 SpO2 99%');
    expect(flagIds(item)).toContain('sudden-vision-loss');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });
});

it('blurred vision for weeks is not sudden vision loss', () => {
  const item = adult(
    'blurry vision',
    'Vision in both eyes has been getting blurry over 3 months, worse reading; new glasses 2 years ago.',
    'BP 128/80',
  );
  expect(flagIds(item)).not.toContain('sudden-vision-loss');
});

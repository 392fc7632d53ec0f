import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A corrosive named as the chemist or the label names it (sodium or potassium hydroxide, hypochlorite,
 * caustic soda) or as the household product it is (a dishwasher tablet, a laundry capsule) burns the eye
 * like any alkali (RCOphth: chemical eye injury, irrigate to a neutral pH): high risk to the sight, ESI 2.
 */
const form = caseFormMaker({ patientAge: '16', gender: 'female' });

it.each([
  [
    'chemical in eye',
    'Sodium hydroxide solution splashed in her left eye during a school practical, rinsed at the eyewash.',
  ],
  ['eye splash', 'Potassium hydroxide from the lab got into his right eye, very painful, blurred.'],
  [
    'eye injury',
    'A laundry capsule burst in her hands and squirted into both eyes, screaming, rinsed with water.',
  ],
  ['sore eye', 'Dishwasher tablet powder went in his eye while he was loading it.'],
  ['eye splash', 'Sodium hypochlorite splashed into my eye cleaning the pool.'],
])('"%s: %s" is a chemical eye injury', (complaint, symptoms) => {
  expect(flagIds(form(complaint, symptoms))).toContain('chemical-eye-injury');
});

it('the alkali in the eye after irrigation is ESI 2', () => {
  expect(
    analyzeCase(
      form(
        'NaOH splash to eye',
        'Sodium hydroxide splash to the right eye in chemistry, irrigated with saline, pain 6/10, vision blurred.',
        'HR 88 BP 124/76 RR 16 SpO2 99%',
      ),
    ).esi,
  ).toBe(2);
});

describe('near-misses', () => {
  it.each([
    ['sore eye', 'Got shampoo in his eye in the bath, rinsed, fine now.'],
    [
      'eye irritation',
      'Took a dishwasher tablet out of the box and then rubbed her eye, a bit itchy, no splash.',
    ],
  ])('"%s: %s" is not', (complaint, symptoms) => {
    expect(flagIds(form(complaint, symptoms))).not.toContain('chemical-eye-injury');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Blisters on the palms and soles with mouth ulcers in a child who is eating and running about are hand,
 * foot and mouth disease even when nobody names it: no more than fluids and advice (ESI 5). A blistering
 * rash with a sore mouth after a new drug remains Stevens-Johnson syndrome until shown otherwise.
 */
const child = caseFormMaker({ patientAge: '3', gender: 'female' });

it('spots and small blisters on the palms and soles, mouth ulcers, low fever, well: not SJS (ESI 5)', () => {
  const item = child(
    'spots on hands and sore mouth',
    'Small blisters on her palms and the soles of her feet and ulcers in her mouth, temperature 38.1 yesterday. Eating ice lollies, playing, lots of wet nappies. Others at nursery have the same.',
    'T 37.6 HR 110 RR 24 SpO2 99%',
  );
  expect(flagIds(item)).not.toContain('sjs-ten');
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: blisters on the hands and feet and a sore mouth after starting lamotrigine stay SJS', () => {
  expect(
    flagIds(
      child(
        'rash and mouth sores',
        'Started lamotrigine two weeks ago. Now blisters on her hands and feet, mouth ulcers and red sore eyes, fever.',
        'T 38.6',
        '14',
      ),
    ),
  ).toContain('sjs-ten');
});

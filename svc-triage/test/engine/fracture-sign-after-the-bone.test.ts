import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * UK notes write a fracture as "#", before the bone ("# NOF") or after it ("?tib #", "radius # likely").
 * Only the first was read, so a tense calf after a suspected tibial fracture, with pain on moving the
 * toes, was not taken for a fracture and the compartment-syndrome flag stayed silent (BOAST 10).
 */
const form = caseFormMaker({ patientAge: '24', gender: 'male' });

it.each([
  ['?tib #, referred from the walk-in centre', 'tib fracture'],
  ['R radius # likely, swollen wrist', 'radius fracture likely'],
  ['Scaphoid # suspected.', 'scaphoid fracture suspected'],
  ['# of the L tib', 'fracture of the l tib'],
  ['#NOF last year', 'fracture of nof'],
])('"%s" is read as a fracture', (symptoms, reading) => {
  expect(factsOf(form('leg pain', symptoms)).presenting.normalized).toContain(reading);
});

it('a hashtag-like number is left alone: "bay #3"', () => {
  expect(factsOf(form('leg pain', 'waiting in bay #3')).presenting.normalized).not.toContain('fracture');
});

it('a tense shin after a tackle with a query tibial fracture and pain on passive toe stretch is compartment syndrome (ESI 2)', () => {
  const item = form(
    'shin pain after football',
    'Tackled at football 4 hrs ago, ?tib #. Pain 9/10 despite co-codamol, shin tense and woody, pain on passive stretch of the toes.',
    'HR 104 BP 138/82 RR 18 SpO2 99% T 36.9',
  );
  expect(flagIds(item)).toContain('compartment-syndrome');
  expect(analyzeCase(item).esi).toBe(2);
});

it('near-miss: a tackle with a bruised shin, walking, soft compartments, is no compartment syndrome', () => {
  const item = form(
    'shin bruise',
    'Tackled at football yesterday, bruised shin, walking normally, calf soft, toes move freely without pain.',
    'HR 72 BP 126/78 RR 14 SpO2 99% T 36.6',
  );
  expect(flagIds(item)).not.toContain('compartment-syndrome');
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A capillary refill of 3 s is NICE NG143's amber sign, not its red: a drowsy, dehydrated toddler with a
 * fast heart and a refill of 3 s is treated urgently (ESI 2), not resuscitated as decompensated shock. A
 * refill beyond 3 s with the fast heart and the drowsiness is shock (ESI 1), and so is a mottled child who
 * is not responding normally with a refill of 3 s.
 */
const SHOCK = /shock in a child/;
const toddler = caseFormMaker({ patientAge: '18 months', gender: 'male' });
const story =
  '2 days of vomiting and watery diarrhoea, vomits all fluid. No wet nappy for 12 hours. Lethargic and floppy, rousable but keeps going back to sleep. Sunken eyes, no tears.';

it('a drowsy dehydrated toddler with a heart rate of 162 and a refill of 3 s is ESI 2', () => {
  const result = analyzeCase(
    toddler('Vomiting and diarrhoea, now very sleepy', story, 'HR 162, RR 36, T 37.9, CRT 3 s'),
  );
  expect(result.reasons.some((reason) => SHOCK.test(reason))).toBe(false);
  expect(result.esi).toBe(2);
});

it('the same toddler with a refill of 5 s is in shock: ESI 1', () => {
  const result = analyzeCase(
    toddler('Vomiting and diarrhoea, now very sleepy', story, 'HR 162, RR 36, T 37.9, CRT 5 s'),
  );
  expect(result.reasons.some((reason) => SHOCK.test(reason))).toBe(true);
  expect(result.esi).toBe(1);
});

it('mottled and not responding normally with a refill of 3 s is still shock: ESI 1', () => {
  const result = analyzeCase(
    toddler('Vomiting and diarrhoea', `${story} Mottled legs.`, 'HR 170, RR 40, T 37.9, CRT 3 s'),
  );
  expect(result.esi).toBe(1);
});

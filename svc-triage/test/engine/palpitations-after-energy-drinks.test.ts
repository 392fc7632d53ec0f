import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Palpitations after coffee or energy drinks that have settled, at a normal rate, with no chest pain,
 * faint or breathlessness: the stimulant's, an ECG at any adult age. Without the settling, or with a
 * faint, they are worked up.
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'male' });

it('a pounding heart after energy drinks and no sleep, settled, pulse 92: the ECG alone (ESI 4)', () => {
  const item = adult(
    'heart pounding after flying, worried about my heart',
    'Flew overnight, no sleep, energy drinks and coffee all day. This afternoon my heart was thumping and fluttering for 10 minutes, then it settled down. No chest pain, did not faint, breathing normal.',
    'pulse 92 on my watch now',
  );
  expect(resourcesOf(item)).toEqual(['ecg']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: palpitations after energy drinks with a faint keep their blood tests', () => {
  const item = adult(
    'palpitations',
    'Three energy drinks, heart fluttering, then fainted at work; settled now.',
    'HR 88',
  );
  expect(resourcesOf(item)).toContain('labs');
});

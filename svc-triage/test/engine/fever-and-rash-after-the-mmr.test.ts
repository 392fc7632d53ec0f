import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A fever and a blanching pink rash a week or so after the one-year jabs (the MMR), in a well, drinking,
 * playing toddler with vital signs within his age's limits, is the vaccine's expected reaction: no tests
 * (ESI 5; UKHSA Green Book ch. 21). A rash that does not blanch is still a meningococcal warning.
 */
const toddler = caseFormMaker({ patientAge: '13 months', gender: 'male' });

it('a temperature and a blanching rash nine days after his one-year jabs, playing: no tests, ESI 5', () => {
  const item = toddler(
    'Temperature and rash after his one-year jabs',
    "He had his one-year jabs nine days ago. Yesterday he got a temperature and this morning a blotchy pink rash came out on his tummy and face. He's drinking his milk, plenty of wet nappies, and playing. The rash went away when I pressed a glass on it.",
    'temp 38.7, HR 138, RR 30, SpO2 99%, CRT <2 s',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('near-miss: a rash after the MMR that does not fade under a glass is still a warning', () => {
  const item = toddler(
    'Rash after MMR',
    'Had the MMR ten days ago. Fever and a purple rash that does not fade when a glass is pressed on it.',
    'T 39.1 HR 170',
  );
  expect(flagIds(item)).toContain('meningococcal-disease');
});

import { analyzeCase } from '../../src/domain/engine';
import { analyzeText } from '../../src/domain/engine/reading/analyzed-text';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A toddler with loose nappies after a holiday, sick once and not since, "drinking her milk and water,
 * still plenty of wet nappies", playing: gastroenteritis in a hydrated child, oral fluids at home (NICE
 * CG84). The parent's "worried she'll get dehydrated" is a worry, not a sign of dehydration.
 */
const toddler = caseFormMaker({ patientAge: '2', gender: 'female' });

it('"worried she\'ll get dehydrated" is no dehydration', () => {
  expect(analyzeText("runny poos, worried she'll get dehydrated").affirmed).not.toMatch(/dehydrat/);
});

it('loose nappies, drinking her milk, plenty of wet nappies: no resources (ESI 5)', () => {
  const item = toddler(
    "runny poos since we got back from holiday, worried she'll get dehydrated",
    "Since yesterday 4 or 5 loose watery nappies a day, no blood, she was sick once yesterday but nothing since. She's drinking her milk and water, still plenty of wet nappies, running around and playing.",
    '37.8 under her arm',
  );
  expect(presentationIds(item)).not.toContain('dehydration-child');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: a toddler who is dry, with few wet nappies and sunken eyes, is dehydrated', () => {
  const item = toddler(
    'runny poos',
    'Watery diarrhoea 10 times today, hardly any wet nappies, sunken eyes, very sleepy.',
  );
  expect(resourcesOf(item)).toContain('ivFluids');
});

it('"kept her milk and water down since" and "still having wet nappies", playing: no tests, no drip (ESI 5)', () => {
  const item = caseFormMaker({ patientAge: '18 months', gender: 'female' })(
    'Diarrhoea',
    "Runny poos since yesterday, about five today, no blood. She was sick once last night but she's kept her milk and water down since. She's still having wet nappies and she's running about and playing.",
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('near-miss: sick after every feed, not keeping her milk down, fewer wet nappies: IV fluids', () => {
  const item = caseFormMaker({ patientAge: '18 months', gender: 'female' })(
    'Diarrhoea and vomiting',
    'Runny poos and sick after every feed since yesterday, not keeping her milk down, only two wet nappies today.',
  );
  expect(resourcesOf(item)).toContain('ivFluids');
});

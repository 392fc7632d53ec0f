import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Anaphylaxis as a witness tells it: "came out in red blotches all over", "her lips and eyes are massive",
 * "his throat felt tight", "a horrible noise when she breathes in", a child gone floppy. Those reactions
 * with collapse, stridor or floppiness need adrenaline and resuscitation now: ESI 1 (WAO 2020).
 */
const form = caseFormMaker({ patientAge: '8', gender: 'female' });

it.each([
  'Ate a biscuit with peanuts at a party, her lips and eyes are massive, making a horrible noise when she breathes in.',
  'Stung by a bee, came out in red blotches all over, said his throat felt tight, then collapsed.',
  'Allergic to nuts, ate a cake, face has gone all puffy and now she has gone floppy and pale.',
])('"%s" is anaphylaxis, ESI 1', (symptoms) => {
  const item = form('allergic reaction', symptoms);
  expect(flagIds(item)).toContain('anaphylaxis');
  expect(analyzeCase(item).esi).toBe(1);
});

it('near-miss: itchy blotches after strawberries with nothing else is no anaphylaxis', () => {
  const item = form(
    'rash',
    'Itchy red blotches on her arms after eating strawberries, breathing fine, playing.',
  );
  expect(flagIds(item)).not.toContain('anaphylaxis');
});

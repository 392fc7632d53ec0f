import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A worry about withdrawal is not withdrawal: "ran out of my pregabalin yesterday, just worried about
 * withdrawal, feel fine" was read as substance withdrawal needing blood tests (ESI 4). Without a sign of
 * withdrawal it is a supply problem, ESI 5; with a tremor or sweats it is withdrawal.
 */
const form = caseFormMaker({ patientAge: '58', gender: 'female' });

it('a supply problem with a worry about withdrawal is ESI 5', () => {
  const item = form(
    'run out of my tablets',
    'Ran out of my pregabalin yesterday, surgery shut till Tuesday. Pain is my normal pain, just worried about withdrawal. Feel fine.',
  );
  expect(presentationIds(item)).not.toContain('substance-withdrawal');
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: worried about withdrawal and already shaking and sweating is withdrawal', () => {
  const item = form(
    'run out of my tablets',
    'Ran out of her diazepam two days ago, worried about withdrawal, now shaking and sweating.',
  );
  expect(presentationIds(item)).toContain('substance-withdrawal');
});

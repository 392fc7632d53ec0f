import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A known migraine, the same as usual, is treated with the patient's own tablets; when those have failed,
 * or the attack usually needs an injection, the department gives one (one resource, ESI 4).
 */
const adult = caseFormMaker({ patientAge: '38', gender: 'female' });
const VITALS = 'P 82 BP 128/78 R 16 Sat 99 T 36.6';
const migraine = (extra: string) =>
  adult(
    'Migraine, usual',
    `Known migraine with aura. Same as usual, started 6 h ago. Photophobia, nausea, no vomiting. Pain 6/10. ${extra} No fever, no neuro deficit, not worst ever.`,
    VITALS,
  );
const resourcesOf = (form: ReturnType<typeof adult>) => analyzeCase(form).scores.esi?.resources ?? [];

describe('the usual migraine', () => {
  it.each([
    'Oral triptan failed.',
    'Sumatriptan has failed.',
    'Usually settles with one IM injection.',
    'Her tablets failed to touch it.',
  ])('%s: an injection, ESI 4', (extra) => {
    const form = migraine(extra);
    expect(resourcesOf(form)).toContain('parenteralMedication');
    expect(analyzeCase(form).esi).toBe(4);
  });

  it.each([
    'Took her triptan an hour ago and it is starting to help.',
    'Wants a repeat prescription of her triptan.',
  ])('%s: tablets, ESI 5', (extra) => {
    expect(resourcesOf(migraine(extra))).not.toContain('parenteralMedication');
  });
});

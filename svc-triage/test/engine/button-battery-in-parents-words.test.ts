import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A button battery as a parent describes it ("one of those little round flat batteries", "a watch
 * battery", "a coin cell") is an emergency wherever it went: swallowed it can burn through the
 * oesophagus in two hours, and in the nose or ear it burns the septum or canal (NPIS; AAP 2021 button
 * battery guidance). ESI 2, however well the child looks.
 */
const toddler = caseFormMaker({ patientAge: '2', gender: 'male' });

describe('a button battery in a parent’s words', () => {
  it.each([
    ['He pushed a watch battery up his nose', 'Bit of bloody snot on that side. Breathing fine and playing.'],
    [
      'Something up his nose',
      'I think he pushed one of those little round flat batteries up his nose, one is missing from the packet.',
    ],
    [
      'Swallowed something',
      'She may have swallowed a coin cell from the TV remote, she is eating and drinking.',
    ],
  ])('%j: high risk (ESI 2)', (complaint, story) => {
    const item = toddler(complaint, story);
    expect(flagIds(item)).toContain('foreign-body-or-battery');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('a bead up the nose is a foreign body to remove, not an emergency', () => {
    const item = toddler(
      'Bead in nose',
      'Pushed a small plastic bead up his left nostril, breathing fine, playing.',
    );
    expect(flagIds(item)).not.toContain('foreign-body-or-battery');
    expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  });

  it('a battery feared and then accounted for: the coin swallowed is located, not a battery (ESI 4)', () => {
    const item = caseFormMaker({ patientAge: '5', gender: 'male' })(
      'Swallowed a coin',
      'Swallowed a 1p coin 90 min ago, sister saw it. No drooling, eating and drinking. Grandma worried it was a button battery from the TV remote - mum checked, both batteries still in the remote.',
      'HR 102, RR 22, SpO2 99%, T 36.6',
    );
    expect(flagIds(item)).not.toContain('foreign-body-or-battery');
    expect(analyzeCase(item).esi).toBe(4);
  });
});

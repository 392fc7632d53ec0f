import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * A dehydrated infant in shock described rather than named: cold peripheries ("peripheries cold"), a
 * slow refill written as a range ("CRT 5-6 sec"), a fast heart, and a baby who does not respond to a
 * parent's voice ("fails to respond to mum's voice") or to a cannula going in. That is shock with a
 * lowered consciousness: fluids now, ESI 1.
 */
const infant = caseFormMaker({ patientAge: '9 months', gender: 'male' });

describe('an infant in shock, described', () => {
  it('cold peripheries, a slow refill and a fast heart are shock', () => {
    const item = infant(
      'vomiting and diarrhoea',
      '3 days of vomiting and diarrhoea, no wet nappies for 18 hrs, fontanelle sunken. Peripheries cold.',
      'HR 196, RR 50, CRT 5-6 sec, T 36.1',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it.each([
    ["Fails to respond to mum's voice.", ['P', 'U']],
    ["Doesn't flinch with cannulation attempt.", ['U']],
    ['Failed to respond to pain.', ['U']],
  ])('"%s" is a lowered consciousness', (story, levels) => {
    const status = mentalStatusOf(infant('floppy', story, 'HR 150'));
    expect(status.altered).toBe(true);
    expect(levels).toContain(status.avpu);
  });

  it('near-miss: a pain that did not react to pain relief is no lowered consciousness', () => {
    const adult = caseFormMaker({ patientAge: '40', gender: 'male' });
    expect(
      mentalStatusOf(adult('back pain', 'Did not react to pain relief at home, walking in.', 'HR 88'))
        .altered,
    ).toBe(false);
  });

  it('near-miss: a toddler who did not flinch at his vaccination is brave, not unresponsive', () => {
    const toddler = caseFormMaker({ patientAge: '2', gender: 'male' });
    expect(
      mentalStatusOf(toddler('rash', "Didn't flinch at his vaccination yesterday, now a red arm.", 'HR 110'))
        .altered,
    ).toBe(false);
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * "Keeping water and toast down now" after vomiting once is oral rehydration working: a well young adult
 * with diarrhoea needs advice and, if asked, a note (ESI 5). Still unable to keep anything down needs IV
 * fluids.
 */
const young = caseFormMaker({ patientAge: '19', gender: 'male' });

describe('keeping food and fluids down', () => {
  it('runny tummy, sick once, keeping water and toast down now: ESI 5', () => {
    const item = young(
      'Runny tummy, need a sick note',
      "Runny tummy since yesterday after a barbecue, five times, no blood. I was sick once last night but I'm keeping water and toast down now. No fever.",
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('vomiting everything, can’t keep water down: IV fluids', () => {
    const item = young(
      'Diarrhoea and vomiting',
      'Runny tummy and vomiting every hour since this morning, can’t keep anything down.',
    );
    expect(resourcesOf(item)).toContain('ivFluids');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * An overdose told by the packets: "swallowed two full packets of paracetamol", "took a full box of her
 * tablets", "took three strips". A packet is a dose no one takes by mistake: an overdose, ESI 2.
 */
const form = caseFormMaker({ patientAge: '22', gender: 'female' });

it.each([
  'After an argument she swallowed two full packets of paracetamol with two glasses of wine. Feels fine.',
  'Took a full box of her sertraline an hour ago.',
  'Says he took three strips of ibuprofen this evening.',
])('"%s" is an overdose: ESI 2', (narrative) => {
  const item = form('brought in by flatmate', narrative, 'BP 118/72 HR 88 RR 16 SpO2 99%');
  expect(presentationIds(item)).toContain('overdose-ingestion');
  expect(flagIds(item)).toContain('overdose-poisoning');
  expect(analyzeCase(item).scores.esi.level).toBe(2);
});

it('near-miss: buying two packets of paracetamol is not taking them', () => {
  expect(
    flagIds(
      form('headache', 'Bought two packets of paracetamol for her headache, took two tablets.', 'HR 80'),
    ),
  ).not.toContain('overdose-poisoning');
});

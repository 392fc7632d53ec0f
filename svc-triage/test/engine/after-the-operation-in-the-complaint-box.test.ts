import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * The complaint box often dates the problem by the operation: "one breast swollen after implants",
 * "tummy tuck last week". A swelling growing at an operation site in the first days is a haematoma until
 * shown otherwise: blood count and clotting, a scan, the surgeons (ESI 3).
 */
const adult = caseFormMaker({ patientAge: '33', gender: 'female' });

describe('an operation named in the complaint box or in its everyday name', () => {
  it.each([
    [
      'One breast swollen and tight after implants',
      'Right side bigger and harder since last night, bruising underneath, sore 6/10.',
    ],
    ['swollen tummy', 'Had a tummy tuck 5 days ago, one side is now swollen, tense and purple.'],
  ])('%s', (complaint, story) => {
    const item = adult(complaint, story, 'HR 94 BP 118/72 RR 16 SpO2 99% T 36.9');
    expect(presentationIds(item)).toContain('post-operative-problem');
    expect(analyzeCase(item).scores.esi.level).toBe(3);
  });
});

it('a cough after a cold is not a post-operative problem', () => {
  expect(
    presentationIds(adult('cough after a cold', 'Dry cough for a week since a cold, eating and sleeping.')),
  ).not.toContain('post-operative-problem');
});

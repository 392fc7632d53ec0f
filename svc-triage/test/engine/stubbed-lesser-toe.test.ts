import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A stubbed lesser toe in an adult who is walking, not deformed, no wound: buddy strapping whether or
 * not it is broken, so no X-ray (NICE CKS): ESI 5. The big toe, a toe out of line, or an older adult's
 * bones keep the X-ray.
 */
const form = caseFormMaker({ patientAge: '35', gender: 'female' });

it.each([
  'Kicked the bedpost, right little toe bruised and swollen, walking.',
  'Stubbed her fourth toe on the door last night, sore, walking on it fine.',
])('"%s" needs no X-ray (ESI 5)', (symptoms) => {
  expect(analyzeCase(form('stubbed toe', symptoms)).esi).toBe(5);
});

it('near-miss: a stubbed big toe keeps its X-ray', () => {
  expect(resourcesOf(form('stubbed toe', 'Stubbed her big toe on the step, swollen, walking.'))).toContain(
    'xray',
  );
});

it('near-miss: a little toe sticking out sideways keeps its X-ray', () => {
  expect(
    resourcesOf(
      form('toe injury', 'Kicked the table, little toe is sticking out to the side, walking with a limp.'),
    ),
  ).toContain('xray');
});

it('near-miss: at 86 the stubbed little toe keeps its X-ray', () => {
  expect(
    resourcesOf(form('stubbed toe', 'Stubbed little toe on furniture, bruised, walking.', '', '86')),
  ).toContain('xray');
});

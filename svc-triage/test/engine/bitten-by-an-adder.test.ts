import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A venomous snake's bite however the sentence runs: "bitten on the ankle by an adder", "bitten by an
 * adder". Swelling spreading up the leg with vomiting and sweating is systemic envenomation: antivenom
 * must not wait (ESI 2).
 */
const form = caseFormMaker({ patientAge: '38', gender: 'male' });

it.each([
  [
    'Bitten on the ankle by an adder, swelling spreading, vomiting',
    'Swelling up to his knee, bruised, sick twice, sweaty, tummy hurts. Talking, no breathing difficulty.',
  ],
  [
    'snake',
    'Bitten by an adder on the dunes 45 minutes ago, two puncture marks, swelling spreading up the calf.',
  ],
  [
    'A snake bit me',
    'Bitten on the ankle 90 minutes ago by a snake her friend identified as an adder. Swelling and bruising to mid-calf, vomited twice.',
  ],
  [
    'Bite on the foot',
    'An adder bit him while walking on the heath an hour ago; swelling spreading up the leg.',
  ],
])('"%s" is an envenomation (ESI 2)', (chiefComplaint, symptoms) => {
  const item = form(chiefComplaint, symptoms);
  expect(flagIds(item)).toContain('envenomation');
  expect(analyzeCase(item).esi).toBe(2);
});

it('near-miss: bitten on the hand by a pet corn snake is not an envenomation', () => {
  expect(
    flagIds(form('snake bite', 'Bitten on the hand by his pet corn snake, two tiny scratches, well.')),
  ).not.toContain('envenomation');
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A carbon monoxide alarm that went off, with a mild headache "which went away after he went outside" and a
 * man who "now feels completely well", is an exposure to measure (a carboxyhaemoglobin level, ESI 4), not a
 * poisoning that cannot wait. A headache still present, confusion or a pregnancy is.
 */
const form = caseFormMaker({ patientAge: '39', gender: 'male' });

it('symptoms gone in the fresh air, well now: a carboxyhaemoglobin level (ESI 4)', () => {
  const item = form(
    'Carbon monoxide alarm went off',
    'CO alarm went off last night, fire service found a high reading near a faulty gas fire. He had a mild headache at the time, which went away after he went outside into the fresh air. He now feels completely well, with no headache, nausea or confusion.',
    'HR 74 BP 130/80 RR 14 SpO2 99% T 36.6',
  );
  expect(flagIds(item)).not.toContain('carbon-monoxide');
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: a headache still there after the alarm is a carbon monoxide poisoning (ESI 2)', () => {
  const item = form(
    'CO alarm',
    'Carbon monoxide alarm went off, headache and nausea since, still has the headache.',
    'HR 88',
  );
  expect(flagIds(item)).toContain('carbon-monoxide');
});

import { analyzeCase, renderResultText } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * The faint came first and the cut after it: a chin, lip, eyebrow or forehead cut whose bleeding is
 * controlled cannot drain the circulation, so the faint is not "bleeding with haemodynamic risk".
 */
const child = caseFormMaker({ patientAge: '5', gender: 'male' });
const saysBleedingRisk = (item: ReturnType<typeof child>) =>
  renderResultText(analyzeCase(item)).includes('Bleeding with haemodynamic risk');

it('fainted after his jabs and cut his chin, bleeding controlled: not a bleeding high-risk situation', () => {
  const item = child(
    'fainted after his jabs and cut his chin',
    'Went white and dropped after his booster jabs, out for a couple of seconds, hit his chin on a chair. Fine since. 1.5 cm gaping cut under the chin, bleeding controlled.',
    'HR 102 RR 22 T 36.7',
  );
  expect(saysBleedingRisk(item)).toBe(false);
  expect(analyzeCase(item).scores.esi.level).toBeGreaterThanOrEqual(3);
});

it('heavy bleeding with a faint is still high risk', () => {
  const item = child(
    'bleeding',
    'Cut his forearm on glass, bleeding heavily through the towel, fainted.',
    'HR 150',
    '30',
  );
  expect(saysBleedingRisk(item)).toBe(true);
});

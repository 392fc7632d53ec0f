import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * The chest pain of a pneumonia, felt "when she coughs or breathes in deeply", with rusty sputum and the
 * sweats of a fever, is not an acute coronary syndrome: a fever's sweats are not the diaphoresis of a
 * heart attack. A stable pneumonia is worked up (ESI 3). A crushing pain with sweating is.
 */
const form = caseFormMaker({ patientAge: '52', gender: 'female' });

it('a pneumonia with pleuritic pain and fevers and sweats is not a coronary syndrome (ESI 3)', () => {
  const item = form(
    'Cough and fever for 4 days',
    '4 days of productive cough with rusty sputum, fevers and sweats, right-sided chest pain when she coughs or breathes in deeply. Crackles right base. No haemoptysis, no calf pain.',
    'HR 98, RR 20, SpO2 95% RA, BP 124/76, T 38.4',
  );
  expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: a crushing central chest pain with sweating is a coronary syndrome', () => {
  expect(
    flagIds(form('chest pain', 'Crushing central chest pain for 30 minutes, sweating.', 'HR 96')),
  ).toContain('acute-coronary-syndrome');
});

it('pain "when taking deep breath", as a second-language note writes it, is pleuritic too (ESI 3)', () => {
  const item = caseFormMaker({ patientAge: '48', gender: 'male' })(
    'cough with fever and chest pain on breathing',
    'Since 5 days cough with yellow sputum, fever with chills, right side chest pain when taking deep breath. Able to walk and talk normally.',
    'Temp 38.5 C, pulse 94/min, BP 126/80, RR 20/min, SpO2 95% RA',
  );
  expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it('breathlessness on exertion is not a pain brought on by exertion: still a pneumonia (ESI 3)', () => {
  const item = form(
    'cough, fever, SOB x4d',
    'c/o productive cough green sputum x4d, fevers/rigors, Rt sided pleuritic CP on coughing, SOB on exertion. Speaking full sentences.',
    'T 38.4, HR 96, BP 128/76, RR 20, SpO2 94% RA',
    '58',
  );
  expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: a chest pain brought on by exertion, with a cough, is still a coronary syndrome', () => {
  const item = form(
    'chest pain',
    'Central chest tightness on exertion for a week, now at rest for 40 minutes. Smoker, dry cough.',
    'HR 92, BP 150/88',
    '61',
  );
  expect(flagIds(item)).toContain('acute-coronary-syndrome');
});

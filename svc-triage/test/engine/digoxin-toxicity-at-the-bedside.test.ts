import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, mentalStatusOf } from './support/case-forms';

/**
 * Digoxin toxicity is suspected at the bedside before a level comes back: a patient on digoxin who sees
 * everything yellowish, or whose pulse is under 50 with vomiting or confusion, is high risk (ESI 2).
 * "More muddled than her normal" is a new confusion.
 */
const older = caseFormMaker({ patientAge: '88', gender: 'female' });

it('yellow vision, vomiting and a pulse of 44 on digoxin is symptomatic digoxin toxicity (ESI 2)', () => {
  const item = {
    ...older(
      'Vomiting, slow pulse, seeing things yellow',
      "3 days of nausea, vomited x3 today. Says everything looks 'yellowish'. More muddled this afternoon than her normal. Started clarithromycin 5 days ago.",
      'BP 108/62, P 44 irregular, RR 18, SpO2 95% RA, T 36.8',
    ),
    currentMedications: 'Digoxin 125 mcg OD, furosemide 40 mg BD',
  };
  expect(flagIds(item)).toContain('digoxin-toxicity');
  expect(mentalStatusOf(item).altered).toBe(true);
  expect(analyzeCase(item).esi).toBe(2);
});

it('near-miss: vomiting on digoxin with a pulse of 78 and normal vision is not the flag', () => {
  const item = {
    ...older('vomiting', 'Vomited twice since lunch, sister has the same bug.', 'P 78 BP 130/80'),
    currentMedications: 'Digoxin 62.5 mcg OD',
  };
  expect(flagIds(item)).not.toContain('digoxin-toxicity');
});

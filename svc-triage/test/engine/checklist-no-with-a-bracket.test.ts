import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A checklist answer with a bracket after it ("Pain: no (NRS 0).") is a denial like "Pain: no.": a sickle
 * cell patient wanting a prescription, with no pain, fever or chest symptoms, is no crisis (ESI 5).
 */
const person = caseFormMaker({ patientAge: '35', gender: 'male' });

it('"Pain: no (NRS 0)" in sickle cell disease wanting a refill: no crisis (ESI 5)', () => {
  const item = {
    ...person(
      'Rx refill',
      'Sickle cell disease; ran out of hydroxyurea 3 days ago, clinic closed. Pain: no (NRS 0). Fever: no. Chest pain: no. Mental: alert.',
      'BP 122/74 HR 78 RR 14 T 36.6 SpO2 97%',
    ),
    medicalHistory: 'Sickle cell disease (HbSC)',
  };
  expect(flagIds(item)).not.toContain('sickle-cell-crisis');
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: "Pain: yes (8/10)" in sickle cell disease is a crisis', () => {
  const item = {
    ...person('pain', 'Pain: yes (8/10) in both legs, usual crisis pain.'),
    medicalHistory: 'Sickle cell disease',
  };
  expect(flagIds(item)).toContain('sickle-cell-crisis');
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * "Police want check before interview" is the police asking for the injury to be looked at, not a concern
 * for the patient's welfare needing a mental health or social work assessment: superficial handcuff
 * abrasions with a normal examination are wound care (ESI 5). Brought in by the police, unkempt and
 * wandering, is still a welfare concern.
 */
const teen = caseFormMaker({ patientAge: '15', gender: 'male' });

it('sore wrists after handcuffs, the police asking for a check before interview: ESI 5', () => {
  const item = teen(
    'Sore wrists after handcuffs - police want check before interview',
    'Struggled in handcuffs for about 20 minutes, superficial linear abrasions on both wrists with mild redness. No bony tenderness, full movement, normal sensation. Calm and cooperative.',
    'HR 84, BP 118/70, RR 14, SpO2 99%, T 36.5',
  );
  expect(presentationIds(item)).not.toContain('concern-for-welfare');
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('near-miss: brought in by the police, found wandering, is a welfare concern', () => {
  const item = caseFormMaker({ patientAge: '78', gender: 'female' })(
    'Brought in by police',
    'Found wandering in the street at night, confused about where she lives.',
  );
  expect(presentationIds(item)).toContain('concern-for-welfare');
});

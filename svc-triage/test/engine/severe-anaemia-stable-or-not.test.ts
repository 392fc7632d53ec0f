import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A haemoglobin under 70 g/L in a patient whose circulation holds (no tachycardia, no hypotension, no
 * dizziness, syncope, chest pain or breathlessness at rest, not bleeding now) is a chronic anaemia to
 * transfuse or give iron: bloods and a transfusion, ESI 3 (AABB 2023; BSH). With any of those signs, or a
 * haemoglobin under 50 g/L, it is high risk (ESI 2).
 */
const woman = caseFormMaker({ patientAge: '46', gender: 'female' });

describe('a haemoglobin under 70 g/L', () => {
  it('stable, breathless only on the stairs, sent for a transfusion: bloods and a transfusion (ESI 3)', () => {
    const item = woman(
      'GP referral: Hb 68',
      'Hb 68 g/L, MCV 64 on routine bloods for tiredness. Heavy periods for a year. Breathless on stairs, no chest pain, no syncope, no black stools. Looks pale but well.',
      'HR 92, BP 124/72, RR 16, SpO2 98%',
    );
    expect(flagIds(item)).not.toContain('severe-anemia');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('a well toddler who drinks a lot of milk, Hb 68 and a heart rate in his band: ESI 3', () => {
    const item = caseFormMaker({ patientAge: '2', gender: 'male' })(
      'GP referral - low haemoglobin',
      'Pale and tired for weeks, drinks 1.2 L of cow’s milk a day. GP bloods: Hb 68 g/L, MCV 54, ferritin 3. Alert, playing, no bleeding, no fever.',
      'HR 136, RR 30, SpO2 99%, T 36.7, CRT < 2 s',
    );
    expect(analyzeCase(item).esi).toBe(3);
  });

  it.each([
    ['dizzy on standing with a fast pulse', 'Dizzy when standing, palpitations.', 'HR 108, BP 110/68'],
    ['black stools', 'Black tarry stools since yesterday.', 'HR 96, BP 118/70'],
    ['a haemoglobin of 45', 'Tired, pale.', 'HR 96, BP 120/70'],
  ])('near-miss: %s is high risk (ESI 2)', (_what, story, vitals) => {
    const hb = _what.includes('45') ? 45 : 62;
    const item = woman('Low Hb', `Hb ${hb} g/L on bloods yesterday. ${story}`, vitals);
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});

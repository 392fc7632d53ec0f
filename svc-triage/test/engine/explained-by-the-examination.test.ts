import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * Findings the case itself explains. The burning pain of shingles on the chest is not an acute coronary
 * syndrome when its band of blisters is there and nothing about the pain is cardiac. And an ankle examined
 * by the Ottawa rules, whose note names the fifth metatarsal as non-tender but says nothing of the
 * navicular, is a negative rule when there is no midfoot pain (Stiell 1992: the foot series is for pain in
 * the midfoot zone); it had been "incomplete", and the X-ray stayed.
 */
const adult = caseFormMaker({ patientAge: '78', gender: 'female' });
const calm = 'BP 142/80, HR 74, RR 16, SpO2 97% on room air, T 37.0 C';

describe('chest pain that a rash on the chest explains', () => {
  it.each([
    'A band of painful blisters wrapping around the right side of her chest that began with burning pain two days ago. Well in herself.',
    'Burning pain over the left ribs for three days, now a rash of blisters along the same side. Known shingles exposure.',
    'Shingles on the chest wall, burning chest pain where the spots are, not immunosuppressed.',
  ])('is no coronary syndrome: %s', (symptoms) => {
    const item = adult('Painful rash on side', symptoms, calm);
    expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  });

  it('shingles told as a rash on the side, well in herself, needs no resource (ESI 5)', () => {
    const item = adult(
      'Painful rash on side',
      'A band of painful blisters wrapping around the right side of her chest that began with burning pain two days ago. Not on the face, well in herself, not immunosuppressed.',
      calm,
    );
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a rash on the chest with crushing pain going to the arm and sweating is still an ACS', () => {
    const item = adult(
      'Chest pain',
      'Crushing central chest pain going to the left arm, sweaty, for forty minutes. Has a rash on the chest from a new washing powder.',
      calm,
    );
    expect(flagIds(item)).toContain('acute-coronary-syndrome');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });

  it('near-miss: burning chest pain in a 70-year-old with no rash is still an ACS', () => {
    const item = adult(
      'Chest pain',
      'Burning pain in the chest since this morning, feels unwell.',
      calm,
      '70',
    );
    expect(flagIds(item)).toContain('acute-coronary-syndrome');
  });
});

describe('an ankle examined by the Ottawa rules without midfoot pain', () => {
  const young = caseFormMaker({ patientAge: '19', gender: 'female' });
  const ankle = (examination: string) =>
    young(
      'Rolled ankle',
      `Rolled her ankle playing netball an hour ago. Walks in without a limp after the first few steps; mild swelling below the outer ankle bone. ${examination}`,
      'BP 116/70, HR 72, RR 14, SpO2 100%, T 36.7 C, pain 3/10',
    );
  const ottawa = (form: ReturnType<typeof ankle>) =>
    analyzeCase(form).decisionRules?.find((rule) => rule.id === 'ottawa-ankle');

  it('is negative when the malleoli and the fifth metatarsal base are named non-tender', () => {
    const item = ankle('No bony tenderness at the malleoli or the base of the fifth metatarsal.');
    expect(ottawa(item)?.status).toBe('computed');
    expect(ottawa(item)?.outcome).toMatch(/^negative/);
    expect(resourcesOf(item)).not.toContain('xray');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: foot pain without the navicular examined keeps the rule incomplete', () => {
    const item = ankle(
      'Her foot hurts on top as well. No bony tenderness at the malleoli or the fifth metatarsal base.',
    );
    expect(ottawa(item)?.status).toBe('partial');
    expect(ottawa(item)?.missing).toContain('bone tenderness at the navicular');
  });

  it('near-miss: a tender fifth metatarsal base is positive', () => {
    const item = ankle('Tender at the base of the fifth metatarsal, malleoli non-tender.');
    expect(ottawa(item)?.outcome).toMatch(/^positive/);
    expect(resourcesOf(item)).toContain('xray');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Results and illnesses that a clinic or a prescription handles, not an ED test:
 * - an INR in or above its range but below 5, without bleeding: the dose is held or reduced and the INR
 *   rechecked in the anticoagulation clinic (BSH 2011); from 5 up it is repeated before vitamin K, and
 *   an INR below its range with a mechanical valve needs bridging;
 * - a positive chlamydia test without signs of complications: oral doxycycline (BASHH 2018);
 * - diarrhoea and vomiting in a child who is drinking and keeping it down, with no sign of
 *   dehydration: oral fluids, no tests or drip (NICE CG84).
 */
const adult = caseFormMaker({ patientAge: '74', gender: 'female' });

describe('an INR without bleeding', () => {
  const inr = (value: string, detail = 'No bleeding, no bruising, no falls.') =>
    adult('INR result', `On warfarin for AF. ${detail}`, `HR 72 irregular, BP 134/76, INR ${value}`);

  it('3.4, a little above the target, is a dose to adjust in the clinic (ESI 5)', () => {
    const item = inr('3.4 (target 2.0-3.0)');
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: 6.2 is repeated before vitamin K (ESI 4)', () => {
    expect(resourcesOf(inr('6.2'))).toEqual(['labs']);
  });

  it('near-miss: 3.4 with a nosebleed is bleeding on warfarin', () => {
    expect(resourcesOf(inr('3.4', 'Nosebleed this morning that took 20 minutes to stop.'))).toContain('labs');
  });

  it('near-miss: 1.4 below the range with a mechanical valve is not left to the clinic', () => {
    const item = adult(
      'Low INR',
      'Mechanical mitral valve on warfarin, INR 1.4 (target 2.5-3.5) at the clinic today.',
      'HR 70, BP 128/74',
      '60',
    );
    expect(resourcesOf(item)).not.toEqual([]);
  });
});

describe('a positive chlamydia test', () => {
  it('without symptoms is a prescription (ESI 5)', () => {
    const item = adult(
      'Positive test result',
      'Positive chlamydia result from a home test kit, clinic full. No pain, no discharge, no fever.',
      'HR 70, BP 112/70',
      '20',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: with pelvic pain and fever it is examined and tested', () => {
    const item = adult(
      'Positive chlamydia test',
      'Positive chlamydia test last week, now lower pelvic pain and fever.',
      'T 38.2, HR 96, BP 118/72',
      '20',
    );
    expect(resourcesOf(item).length).toBeGreaterThan(0);
  });
});

describe('a child with diarrhoea and vomiting', () => {
  it('drinking squash and keeping it down, passing urine, playful: oral fluids (ESI 5)', () => {
    const item = adult(
      'Diarrhoea and vomiting',
      'Diarrhoea and vomiting since yesterday, vomited twice, none for 6 hours. Drinking squash and keeping it down, passed urine 2 hours ago, playful, moist mouth.',
      'HR 104, RR 20, T 37.3',
      '5',
      'male',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: vomiting every drink needs fluids another way', () => {
    const item = adult(
      'Diarrhoea and vomiting',
      'Diarrhoea and vomiting since yesterday, vomits every drink, drinking less.',
      'HR 118, RR 24, T 37.6',
      '5',
      'male',
    );
    expect(resourcesOf(item)).toContain('ivFluids');
  });
});

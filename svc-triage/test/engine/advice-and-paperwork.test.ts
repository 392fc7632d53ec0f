import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Words in a handover that are not findings:
 * - safety-net advice ("attend if unable to weight-bear", "call 999 if he becomes drowsy") tells what
 *   would bring the patient back, not what the patient has;
 * - "no pain pressing on the bony points", as a nurse guides a caller through the Ottawa ankle rule,
 *   is no bone tenderness;
 * - a "discharge letter" is paperwork, not a wound's discharge;
 * - a "mild temperature" measured below 38 °C, with no fever told, has no source to search for
 *   (NICE NG143: fever is 38 °C or more).
 */
const adult = caseFormMaker({ patientAge: '29', gender: 'male' });
const ottawaOf = (item: Parameters<typeof analyzeCase>[0]) =>
  analyzeCase(item).decisionRules?.find((rule) => rule.id === 'ottawa-ankle');

describe('safety-net advice', () => {
  it('"attend if unable to weight-bear" is not an ankle that cannot bear weight', () => {
    const item = adult(
      'Ankle sprain',
      'Rolled his ankle at football yesterday, swollen on the outside, walking on it. No pain pressing on the bony points. Advised rest and ice; to attend if unable to weight-bear.',
    );
    expect(ottawaOf(item)?.found?.join(' ')).not.toMatch(/unable to bear weight: yes/i);
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('"call 999 if he becomes drowsy" is not drowsiness', () => {
    const item = adult(
      'Head bump',
      'Bumped his head on a cupboard door, no loss of consciousness, no vomiting, alert. Told to call 999 if he becomes drowsy or vomits.',
    );
    expect(analyzeCase(item).reasons.join(' ')).not.toMatch(/drows|confusion|lethargy/i);
  });

  it('near-miss: an ankle he has not been able to stand on since the fall is X-rayed', () => {
    const item = adult(
      'Ankle injury',
      'Went over on his ankle jumping off a wall, unable to weight-bear since, tender over the tip of the lateral malleolus.',
    );
    expect(resourcesOf(item)).toContain('xray');
  });
});

describe('no pain pressing on the bony points', () => {
  it('makes the Ottawa ankle rule negative for a sprain he walks on', () => {
    const item = adult(
      'Twisted ankle',
      "Twisted my ankle two days ago on a kerb. It's a bit swollen but I can walk on it fine. No pain when pressing on the bony bits.",
    );
    expect(ottawaOf(item)?.status).toBe('computed');
    expect(ottawaOf(item)?.outcome).toMatch(/^negative/);
    expect(analyzeCase(item).esi).toBe(5);
  });
});

describe('a discharge letter', () => {
  it('is paperwork: a clean sutured wound brought for its check needs nothing (ESI 5)', () => {
    const item = adult(
      'Wound check',
      'Sutures to a forearm cut 4 days ago; the discharge letter asked for a wound check. Wound clean, dry, edges together, no redness.',
    );
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a wound with a yellow discharge and spreading redness is treated', () => {
    const item = adult(
      'Wound check',
      'Sutured forearm cut 4 days ago, now a yellow discharge from the wound and redness spreading up the arm.',
    );
    expect(resourcesOf(item).length).toBeGreaterThan(0);
  });
});

describe('a temperature measured below 38 °C', () => {
  const infant = caseFormMaker({ patientAge: '11 months', gender: 'female' });

  it('with no fever told, in a well infant, needs no tests (ESI 5)', () => {
    const item = infant(
      'Mild temperature, grizzly',
      'Grizzly and chewing her fists, temp 37.5 under the arm. Feeding well, wet nappies, alert and playing, no rash.',
    );
    expect(resourcesOf(item)).not.toContain('labs');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a fever of 39.2 at home, 37.4 after paracetamol, is still a fever to find the source of', () => {
    const item = infant(
      'Fever',
      'Fever of 39.2 at home last night, 37.4 now after paracetamol. No cough, no runny nose, no rash.',
      'T 37.4',
    );
    expect(resourcesOf(item)).toContain('labs');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Findings written in ways a referral or a pre-alert uses:
 * - "no paraesthesia", the British spelling, answers the Canadian C-spine rule's question as
 *   "no paresthesias" does (Stiell 2001);
 * - "bead pushed into ear", and "pushed a small plastic bead into her left ear", are a foreign body to
 *   remove (one simple procedure);
 * - a cut the note says strips or glue will not hold ("steri-strips not adequate - sutures") is repaired,
 *   though the strips are named;
 * - "can rotate 45 degrees left and right" is a neck's movement, not a temperature of 45 °C.
 */
const adult = caseFormMaker({ patientAge: '36', gender: 'female' });
const child = caseFormMaker({ patientAge: '5', gender: 'female' });

describe('the Canadian C-spine rule, answered in British spelling', () => {
  it('a low-speed rear-end shunt, ambulatory, rotating 45 degrees, no paraesthesia: no imaging (ESI 5)', () => {
    const item = adult(
      'Neck stiffness after car accident',
      'Restrained driver, stationary, rear-ended at low speed. Walked at scene. Neck stiffness began an hour later. No midline tenderness, can actively rotate 45 degrees left and right, no paraesthesia, no weakness.',
      'GCS 15, HR 78, BP 122/76, pain 3/10',
    );
    const rule = analyzeCase(item).decisionRules?.find((found) => found.id === 'canadian-c-spine');
    expect(rule?.status).toBe('computed');
    expect(resourcesOf(item)).not.toContain('advancedImaging');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: paraesthesia in both hands after the crash is imaged', () => {
    const item = adult(
      'Neck pain after car accident',
      'Rear-ended at speed, neck pain, paraesthesia in both hands since.',
    );
    expect(resourcesOf(item)).toContain('advancedImaging');
  });
});

describe('degrees of a movement', () => {
  it('are not a temperature: "rotate 40 degrees each way" is no fever', () => {
    const item = adult(
      'Neck pain',
      'Stiff neck after sleeping awkwardly, can rotate 40 degrees each way, no fever.',
      'HR 72, BP 118/74',
    );
    expect(analyzeCase(item).findings.join(' ')).not.toMatch(/Temp \d/);
    expect(analyzeCase(item).redFlags).toEqual([]);
  });

  it('near-miss: "39 degrees last night" is a fever', () => {
    const item = adult('Fever', 'Shivery, 39 degrees last night, sore throat.');
    expect(analyzeCase(item).findings.join(' ')).toMatch(/Temp 39 C/);
  });
});

describe('a bead in the ear', () => {
  it('"bead pushed into ear" in the complaint field is a foreign body to remove (ESI 4)', () => {
    const item = child(
      'Bead pushed into ear',
      'At nursery today. Happy and playing, bead visible in the canal.',
    );
    expect(presentationIds(item)).toContain('foreign-body-ear');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('"pushed a small plastic bead into her left ear" reads the same', () => {
    const item = child('Ear', 'She pushed a small plastic bead into her left ear this morning.');
    expect(resourcesOf(item)).toContain('simpleProcedure');
  });

  it('near-miss: an earache with a cold needs no procedure', () => {
    const item = child('Earache', 'Earache since yesterday with a runny nose, pulling at her ear.');
    expect(resourcesOf(item)).not.toContain('simpleProcedure');
  });

  it('the same verbs for a nose: "pea pushed up nose"', () => {
    const item = child('Pea pushed up nose', 'Breathing comfortably, pea seen in the right nostril.');
    expect(presentationIds(item)).toContain('foreign-body-nose');
  });
});

describe('a cut that strips will not hold', () => {
  it('is repaired, though the strips are named (ESI 4)', () => {
    const item = child(
      'Cut chin',
      'Slipped at the pool and hit her chin. 2 cm gaping laceration under the chin; steri-strips not adequate, needs sutures. No LOC, no vomiting.',
    );
    expect(resourcesOf(item)).toContain('simpleProcedure');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a superficial cut closed with steri-strips needs no procedure', () => {
    const item = child(
      'Laceration',
      'Superficial laceration on the forearm from a fence, closed with steri-strips.',
    );
    expect(resourcesOf(item)).not.toContain('simpleProcedure');
  });
});

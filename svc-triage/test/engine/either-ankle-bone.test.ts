import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Both malleoli named together as a clinician or a crew says them, "the back edge or tip of either ankle
 * bone", "both ankle bones", "each ankle bone", are the Ottawa ankle rule's two malleolar sites. Found not
 * tender, with the midfoot sites not tender and four steps walked, the rule is negative: no X-ray, and an
 * ankle sprain wanting only advice is ESI 5 (decision point C). Tender there, it is X-rayed.
 */
const player = caseFormMaker({ patientAge: '38', gender: 'male' });
const obs = 'HR 72, BP 128/78, RR 14, SpO2 99%';

describe('either ankle bone', () => {
  it.each([
    'Rolled his left ankle at football an hour ago, swollen in front of the outer ankle. Nothing on the back edge or tip of either ankle bone, nothing over the base of the fifth metatarsal or the navicular. Walked in, limping. Pain 3/10.',
    'Went over on her right ankle. Not tender over both ankle bones, the navicular or the fifth metatarsal base. Walked four steps fine. Pain 2/10.',
    'Inversion injury R ankle. No tenderness at the posterior edge or tip of each ankle bone, no navicular or 5th MT tenderness, weight bearing. Pain 3/10.',
  ])('"%s": the Ottawa rule is negative, no X-ray, ESI 5', (story) => {
    const form = player('twisted ankle', story, obs);
    expect(resourcesOf(form)).not.toContain('xray');
    expect(analyzeCase(form).esi).toBe(5);
  });

  it('near-miss: tender at the tip of the outer ankle bone is X-rayed', () => {
    const form = player(
      'twisted ankle',
      'Rolled his ankle, tender at the tip of the outer ankle bone, nothing over the fifth metatarsal or navicular, walked in.',
      obs,
    );
    expect(resourcesOf(form)).toContain('xray');
  });
});

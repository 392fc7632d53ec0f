import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * What a limb injury needs follows from its examination (NICE NG38; ESI v4 resource counting): a finger
 * that moves fully with no tender bone, a bruise walked on, or a stubbed toe that is straight needs no
 * X-ray (ESI 5); a broken collarbone is X-rayed and rested in a sling, never reduced (ESI 4); an elbow
 * "stuck bent and sticking out at the back" is a dislocation to X-ray and reduce under sedation (ESI 3).
 */
const adult = caseFormMaker({ patientAge: '21', gender: 'male' });

describe('no X-ray when the examination finds nothing to look for', () => {
  it.each([
    [
      'Jammed finger',
      'Jammed his ring finger catching a ball. Mildly swollen PIP joint, full active movement, no bony tenderness, finger straight.',
    ],
    [
      'Knee to the thigh, big bruise',
      'Took a knee to the thigh at football yesterday. Big bruise, stiff, but I can walk and bend my knee fine.',
    ],
    [
      'Stubbed my little toe',
      'Stubbed it on the bed leg. Purple and swollen but straight and I can walk on it.',
    ],
  ])('%j: ESI 5', (complaint, story) => {
    const item = adult(complaint, story);
    expect(resourcesOf(item)).not.toContain('xray');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a tender bone, a rotated finger or a tender snuffbox keeps the X-ray', () => {
    expect(
      resourcesOf(
        adult('Jammed finger', 'Full active movement but bony tenderness over the proximal phalanx.'),
      ),
    ).toContain('xray');
    expect(
      resourcesOf(
        adult(
          'Wrist injury',
          'FOOSH, full range of movement, no bony tenderness except the anatomical snuffbox.',
        ),
      ),
    ).toContain('xray');
  });
});

describe('deformed limbs', () => {
  it('a deformed collarbone: an X-ray and a sling, no reduction (ESI 4)', () => {
    const item = adult(
      'Shoulder injury after bike fall',
      'Slow fall over the handlebars onto his left shoulder. Deformity and tenderness mid-shaft clavicle, skin intact, pulses and sensation normal.',
      'HR 84, BP 130/80, RR 16, SpO2 98%, pain 5/10',
    );
    expect(resourcesOf(item)).not.toContain('complexProcedure');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('an elbow "stuck bent and sticking out at the back": X-ray and reduction under sedation (ESI 3)', () => {
    const item = adult(
      'Fell on my hand, elbow looks all wrong',
      "I fell off the climbing wall onto my hand and my elbow's gone all weird, it's stuck bent and sticking out at the back. I can wiggle my fingers.",
      'Pain 6/10',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'complexProcedure']));
    expect(analyzeCase(item).esi).toBe(3);
  });
});

describe('an elbow that straightens fully', () => {
  const adult = caseFormMaker({ patientAge: '41', gender: 'male' });

  it.each([
    "Banged my elbow at work yesterday but it's just a bruise, I can move it fine.",
    'Knocked the point of his elbow on a door frame, bruised, can fully straighten it.',
  ])('%j: no X-ray (elbow extension test)', (story) => {
    expect(resourcesOf(adult('sore elbow', story))).not.toContain('xray');
  });

  it('near-miss: an elbow that will not straighten after a fall keeps its X-ray', () => {
    expect(
      resourcesOf(adult('sore elbow', "Fell on it at football, swollen, can't straighten my elbow fully.")),
    ).toContain('xray');
  });
});

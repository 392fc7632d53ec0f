import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A cut over a bone that is tender where it was struck may hide a fracture under it: an X-ray as well as
 * the repair, two resources, ESI 3 (ESI v4 decision point C). A cut over a bone that is not tender is
 * repaired alone.
 */
const older = caseFormMaker({ patientAge: '84', gender: 'female' });
const obs = 'HR 76, BP 136/78, RR 16, SpO2 96%, T 36.6';

describe('a cut over a tender bone', () => {
  it.each([
    'Caught her shin on the footstool sliding off the chair, 5 cm gaping laceration, tender over the bone.',
    'Banged his forearm on the door frame, 4 cm gaping cut over the ulna with bony tenderness.',
    'Fell against the kerb, 3 cm gaping cut on the knee, bone tender beneath it.',
  ])('"%s": an X-ray and the repair, ESI 3', (story) => {
    const form = older('cut leg', story, obs);
    expect(resourcesOf(form)).toEqual(expect.arrayContaining(['xray', 'simpleProcedure']));
    expect(analyzeCase(form).esi).toBe(3);
  });

  it('near-miss: a cut over a bone that is not tender is repaired alone, ESI 4', () => {
    const form = older(
      'cut leg',
      'Caught her shin on the footstool, 4 cm gaping laceration, no bony tenderness.',
      obs,
    );
    expect(resourcesOf(form)).not.toContain('xray');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A young child who will not use an arm or a leg is sparing it: a pulled elbow, a fracture the fall or the
 * pull gave, an infected joint. It is not a stroke unless a stroke's own signs are told as well (a face, the
 * speech, one whole side). "Fell off the trampoline, will not use her left arm" and "swung her up by the
 * hands" were read as arm weakness of a stroke: ESI 2 with a CT head.
 */
const child = caseFormMaker({ patientAge: '2', gender: 'female' });
const VITALS = 'HR 128 RR 28 T 36.9 SpO2 99%';

describe('a young child sparing a limb is not a stroke', () => {
  it.each([
    [
      '2',
      "won't use arm",
      'Fell off the trampoline onto the grass an hour ago, since then she will not use her left arm, keeps it tucked against her tummy.',
    ],
    [
      '3',
      "won't use arm",
      'Her dad swung her up by the hands at the park, she cried and now will not use her left arm, holding it by her side.',
    ],
    [
      '1',
      'not using arm',
      'Will not use her right arm since she woke from her nap. No injury seen. Happy otherwise.',
    ],
    [
      '4',
      'not using leg',
      'Fell off the slide yesterday and is not using his right leg this morning, crawling instead.',
    ],
  ])('age %s: %s', (age, complaint, symptoms) => {
    const result = analyzeCase(child(complaint, symptoms, VITALS, age));
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('stroke-tia');
    expect(result.esi).toBeGreaterThanOrEqual(3);
  });

  it('a fall is X-rayed, a classic pull reduced', () => {
    expect(
      resourcesOf(
        child(
          "won't use arm",
          'Fell off the trampoline onto the grass an hour ago, since then she will not use her left arm.',
          VITALS,
        ),
      ),
    ).toContain('xray');
    expect(
      resourcesOf(
        child(
          "won't use arm",
          'Her dad swung her up by the hands at the park and now she will not use her left arm.',
          VITALS,
          '3',
        ),
      ),
    ).toEqual(['simpleProcedure']);
  });

  describe("near misses: a stroke's own signs, or an older patient, keep the stroke", () => {
    it.each([
      ['5', 'Not moving her right arm since this morning and her face is drooping on the right.'],
      ['6', 'Sudden weakness of his left arm and leg, slurred speech.'],
      ['10', 'Suddenly unable to move his left arm at school an hour ago, no injury.'],
      ['72', 'Not moving her left arm since breakfast, no fall.'],
    ])('age %s: %s', (age, symptoms) => {
      expect(flagIds(child('weak arm', symptoms, VITALS, age, age === '72' ? 'female' : 'male'))).toContain(
        'stroke-tia',
      );
    });
  });
});

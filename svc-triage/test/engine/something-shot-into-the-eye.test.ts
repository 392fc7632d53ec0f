import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A fragment that "shot into my eye" while grinding, seen as "a small dark speck on the cornea", is a
 * corneal foreign body to lift off at the slit lamp: one simple procedure, ESI 4, however frightened the
 * patient is of going blind. Grit only felt, with nothing told going in or seen, is still examined only.
 */
const form = caseFormMaker({ patientAge: '36', gender: 'female' });

describe('something shot into the eye', () => {
  it.each([
    [
      "'Something exploded into my eye' while grinding metal",
      'I was grinding a gate hinge without my goggles and something shot into my eye. I can feel it scraping when I blink. Nurse notes: small dark speck on the cornea, pupil round and reactive.',
    ],
    ['sore eye', 'A bit of metal pinged into my right eye at work an hour ago, watering since.'],
    [
      'something in right eye',
      'Grinding metal without goggles this morning. Feels like something stuck in right eye, watering. Small rust-coloured speck visible on the front of the eye.',
    ],
  ])('"%s": a corneal foreign body removed, ESI 4', (complaint, story) => {
    const item = form(complaint, story, 'HR 84, BP 126/80, VA R 6/9 L 6/6, pain 5/10');
    expect(presentationIds(item)).toContain('foreign-body-eye');
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: something felt stuck in the throat after a meal is still a food bolus', () => {
    const item = form(
      'choking feeling',
      'Feels like something stuck in my throat since eating chicken an hour ago.',
      'HR 84',
    );
    expect(presentationIds(item)).toContain('oral-esophageal-foreign-body');
  });

  it('near-miss: spit in the eye is an exposure, not a foreign body', () => {
    const item = form('spat at', 'A detainee spat in my eye, blood-stained spit.', 'BP 130/80');
    expect(presentationIds(item)).not.toContain('foreign-body-eye');
  });

  it('near-miss: a gritty, sticky eye with nothing told going in is examined only (ESI 5)', () => {
    const item = form(
      'gritty eye',
      'Both eyes gritty and sticky this morning, lashes stuck together.',
      'HR 76',
    );
    expect(resourcesOf(item)).toEqual([]);
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * "His top front tooth came clean out" is an avulsed permanent tooth, replanted and splinted at once (IADT
 * 2020): one resource, ESI 4. Told that way it was not read, and the boy was ESI 5.
 */
const teen = caseFormMaker({ patientAge: '13', gender: 'male' });
const VITALS = 'HR 90 RR 16 SpO2 100% T 36.7';

describe('an avulsed tooth in plain words', () => {
  it.each([
    'Took a hockey stick in the mouth 40 minutes ago and his top front tooth came clean out. Coach put it in milk.',
    'Fell off his bike, front tooth popped right out, brought it in milk.',
  ])('%s', (symptoms) => {
    const form = teen('knocked front tooth out', symptoms, VITALS);
    expect(resourcesOf(form)).toContain('simpleProcedure');
    expect(analyzeCase(form).esi).toBe(4);
  });

  it('a chipped tooth still in place needs no procedure', () => {
    expect(
      resourcesOf(
        teen(
          'chipped tooth',
          'Hit by a ball, corner of the front tooth chipped, tooth firm, not loose.',
          VITALS,
        ),
      ),
    ).not.toContain('simpleProcedure');
  });
});

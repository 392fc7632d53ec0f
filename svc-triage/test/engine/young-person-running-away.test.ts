import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A young person brought after a row at home who threatened to run away, or ran away, is a family crisis
 * to assess with the crisis or child and adolescent mental health team (NICE NG225; one resource, ESI 4),
 * even when calm now and denying thoughts of self-harm.
 */
const teen = caseFormMaker({ patientAge: '14', gender: 'male' });

describe('a young person who threatened to run away', () => {
  it('calm now, no thoughts of harm: a crisis team consultation (ESI 4)', () => {
    const item = teen(
      'Fight w/ parents, threatened to run away',
      '14M brought by parents after yelling match about phone; threatened to run away, punched a door (no hand injury, full ROM, no bony tenderness). Calm now. Denies SI/HI, self-harm, drugs.',
      'HR 82 BP 116/70 RR 16 SpO2 99%',
    );
    expect(presentationIds(item)).toContain('anxiety-situational-crisis');
    expect(resourcesOf(item)).toEqual(['specialtyConsultation']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('a run-away dog, or a child who ran away from a wasp, is not it', () => {
    expect(
      presentationIds(teen('Bee sting', 'Ran away from a wasp and got stung on the hand anyway.')),
    ).not.toContain('anxiety-situational-crisis');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { scopeNegation } from '../../src/domain/engine/reading/negation';
import { caseFormMaker } from './support/case-forms';

/**
 * A crew lists what they found, negatives and abilities together: "no midline cervical tenderness, can
 * rotate neck 45 degrees left and right, no tingling or weakness". The ability is not one of the
 * negatives, and "rotate neck 45 degrees" is the Canadian C-spine rule's active rotation: with a low-risk
 * factor (a simple rear-end shunt) and no high-risk factor, the neck needs no imaging (Stiell 2001).
 */
const driver = caseFormMaker({ patientAge: '40', gender: 'female' });

describe('an ability between negatives', () => {
  it('is affirmed, while the negatives around it stay negated', () => {
    const { affirmed, negated } = scopeNegation(
      'no midline cervical tenderness, can rotate neck 45 degrees left and right, no tingling or weakness.',
    );
    expect(affirmed).toContain('can rotate neck 45 degrees left and right');
    expect(negated).toEqual(expect.arrayContaining(['midline cervical tenderness']));
    expect(affirmed).not.toContain('tingling');
  });
});

describe('the Canadian C-spine rule after a minor rear-end shunt', () => {
  const shunt = (signs: string) =>
    driver(
      'Neck stiffness after minor rear-end shunt',
      `Restrained driver, stationary, rear-ended at 15 km/h. Mild neck stiffness came on an hour later. Signs: walking at scene, sitting upright, ${signs}`,
      'HR 74, BP 120/74, RR 14, SpO2 99% RA',
    );

  it('rotating the neck 45 degrees left and right: negative, no imaging (ESI 5)', () => {
    const result = analyzeCase(
      shunt(
        'no midline cervical tenderness, can rotate neck 45 degrees left and right, no tingling or weakness.',
      ),
    );
    const rule = result.decisionRules?.find((found) => found.id === 'canadian-c-spine');
    expect(rule?.outcome).toMatch(/^negative/);
    expect(result.esi).toBe(5);
  });

  it('unable to rotate it: imaging', () => {
    const result = analyzeCase(
      shunt('no midline cervical tenderness, unable to rotate neck 45 degrees, no tingling or weakness.'),
    );
    expect(result.scores.esi.resources).toContain('advancedImaging');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { scopeNegation } from '../../src/domain/engine/reading/negation';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A flowsheet's row is columns between bars: "10:05 | no fever | chest pain 8/10 | HR 110". Each column is
 * its own statement, so a denial in one column does not reach the next, and a screen answered column by
 * column ("SI - denies | HI - denies | Self-harm - denies") is read as the denials it records.
 */
const adult = caseFormMaker({ patientAge: '42', gender: 'female' });

describe('flowsheet columns', () => {
  it('a denial ends at its column', () => {
    const { affirmed } = scopeNegation('10:05 | no fever | chest pain 8/10 | hr 110');
    expect(affirmed).toContain('chest pain 8/10');
    expect(affirmed).not.toContain('fever');
  });

  it('a risk screen answered in columns is no suicide risk', () => {
    const screened = adult(
      'ran out of sertraline',
      [
        '10:05 | HR 84 | BP 124/78 | RR 14 | SpO2 99% RA | T 36.6 | AVPU A',
        "10:05 | Risk screen: SI - denies | HI - denies | Self-harm - denies | Psychosis - no | Intox - no | Safety - 'fine'",
        'Comment: mood stable for two years on sertraline, left it at home, visiting family.',
      ].join('\n'),
    );
    expect(flagIds(screened)).not.toContain('suicide-risk');
  });

  it('a screen that records suicidal ideation in its column still finds it', () => {
    const positive = adult(
      'low mood',
      '10:05 | Risk screen: SI - yes, plan to overdose tonight | HI - denies | Intox - no',
      'HR 90 BP 128/80',
    );
    expect(flagIds(positive)).toContain('suicide-risk');
  });

  it('the pertinent negatives carry no bars', () => {
    const findings = analyzeCase(
      adult('cough', '09:00 | no fever | no chest pain | cough x 3 days', 'HR 80 SpO2 98%'),
    ).findings.join('\n');
    expect(findings).toMatch(/Pertinent negatives: fever; chest pain/);
    expect(findings).not.toMatch(/\|/);
  });
});

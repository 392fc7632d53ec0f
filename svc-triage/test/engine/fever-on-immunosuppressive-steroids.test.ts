import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A steroid at an immunosuppressive dose (prednisolone 20 mg a day or its equivalent) makes a fever a fever
 * in an immunocompromised patient, high risk at decision point B, and hides how ill they are. An inhaler or
 * a low dose does not.
 */
const woman = caseFormMaker({ patientAge: '58', gender: 'female' });
const VITALS = 'T 38.2 HR 104 BP 124/76 RR 18 SpO2 97%';
const STORY =
  'A day of vague lower abdominal discomfort 3/10 and a temperature at home. Looks comfortable, soft abdomen, mild LIF tenderness.';

describe('fever on an immunosuppressive steroid dose', () => {
  it.each([
    'Prednisolone 20 mg OD',
    'prednisolone 40mg daily',
    'Dexamethasone 8 mg',
    'Methylprednisolone 32 mg',
  ])('on %j: ESI 2', (medicines) => {
    const item = { ...woman('Fever and tummy discomfort', STORY, VITALS), currentMedications: medicines };
    expect(factsOf(item).medications).toContain('immunosuppressiveSteroid');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it.each(['Prednisolone 5 mg OD', 'Beclometasone inhaler', 'Hydrocortisone cream'])(
    'on %j: not an immunosuppressive dose',
    (medicines) => {
      const item = { ...woman('Fever and tummy discomfort', STORY, VITALS), currentMedications: medicines };
      expect(factsOf(item).medications).not.toContain('immunosuppressiveSteroid');
    },
  );

  it('the key findings name the dose once', () => {
    const item = { ...woman('Fever', STORY, VITALS), currentMedications: 'Prednisolone 20 mg OD' };
    const findings = analyzeCase(item).findings.join('\n');
    expect(findings).toContain('corticosteroid at an immunosuppressive dose');
    expect(findings).not.toMatch(/corticosteroid,|corticosteroid$/m);
  });
});

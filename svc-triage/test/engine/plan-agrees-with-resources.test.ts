import { analyzeCase, renderResultText } from '../../src/domain/engine';
import { adviceWithout } from '../../src/domain/engine/output/ruled-out-advice';
import { caseFormMaker } from './support/case-forms';

/**
 * The care plan asks for no resource the prediction has ruled out for this patient: a complaint's advice
 * is written for its typical patient, and a plan that says "ECG not needed" above "12-lead ECG" teaches
 * a trainee nothing. Conditional advice ("… if no source or unwell") stays: it says when it would apply.
 */
const person = caseFormMaker({ patientAge: '2', gender: 'female' });
const planOf = (item: ReturnType<typeof person>) => {
  const result = analyzeCase(item);
  return [...result.immediateActions, ...result.workup];
};

describe('a well toddler after an electric fence: no ECG anywhere in the plan', () => {
  const toddler = person(
    'touched the electric fence',
    'Grabbed the electric fence round the paddock, screamed, let go straight away. Now running about, eating a biscuit, no marks or burns on her hand.',
    'HR 120, RR 26, sats 99 on air, temp 36.9',
  );

  it('rules the ECG out and asks for it nowhere, keeping the examination', () => {
    const result = analyzeCase(toddler);
    expect(result.scores.esi.notNeeded?.map((item) => item.resource)).toContain('ecg');
    const plan = planOf(toddler);
    expect(plan.filter((line) => /\bECG\b|cardiac monitoring/i.test(line))).toEqual([]);
    expect(plan).toContain('Look for entry and exit burns');
  });

  it('does not say "ECG only" of the blood tests it rules out beside the ECG', () => {
    expect(renderResultText(analyzeCase(toddler))).not.toMatch(/ECG only/);
  });
});

it('an adult shocked by a socket, well, keeps the ECG the prediction still asks for', () => {
  const adult = person(
    'electric shock',
    'Shock from a socket changing a plug, tingling went, no burns.',
    '',
    '40',
    'male',
  );
  expect(analyzeCase(adult).scores.esi.resources).toEqual(['ecg']);
  expect(planOf(adult).some((line) => /\bECG\b/.test(line))).toBe(true);
});

describe('advice without the resources ruled out', () => {
  it('drops the ruled-out requests from a list and keeps the rest', () => {
    expect(adviceWithout(['Glucose, electrolytes, CK, ECG'], ['ecg'])).toEqual(['Glucose, electrolytes, CK']);
    expect(adviceWithout(['Glucose, electrolytes, CK, ECG'], ['ecg', 'labs'])).toEqual(['Glucose']);
  });

  it('drops a clause that only asks for a ruled-out resource, and a line with nothing left', () => {
    expect(
      adviceWithout(
        ['Urinalysis and urine culture; pregnancy test in women of childbearing age', '12-lead ECG'],
        ['labs', 'ecg'],
      ),
    ).toEqual(['Pregnancy test in women of childbearing age']);
  });

  it('keeps conditional advice whole', () => {
    const conditional = [
      'Full blood count, CRP and blood cultures if no source or unwell',
      'Blood tests only with fever or flank pain',
      'Apply the Ottawa ankle, foot or knee rule; X-ray when positive',
    ];
    expect(adviceWithout(conditional, ['labs', 'xray'])).toEqual(conditional);
  });

  it('leaves advice alone when nothing is ruled out, or what is ruled out is not named', () => {
    expect(adviceWithout(['12-lead ECG'], [])).toEqual(['12-lead ECG']);
    expect(adviceWithout(['Chest X-ray'], ['ecg'])).toEqual(['Chest X-ray']);
  });

  it('reads CT and MRI as imaging only in capitals, so words that contain them are kept', () => {
    expect(adviceWithout(['CT head', 'Fact-finding: who, when; poison centre'], ['advancedImaging'])).toEqual(
      ['Fact-finding: who, when; poison centre'],
    );
  });
});

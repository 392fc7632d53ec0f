import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Results phoned back. Normal results in a well patient settle the worry: nothing to repeat (ESI 5). A urine
 * culture or swab that only changes an oral prescription needs no test (ESI 5). A positive blood culture is
 * a bacteraemia: repeat cultures and IV antibiotics (ESI 3).
 */
const woman = caseFormMaker({ patientAge: '31', gender: 'female' });

describe('results phoned back', () => {
  it('normal results in a well patient need nothing', () => {
    const item = woman(
      'Blood results phone-back',
      'Recalled to discuss bloods taken for tiredness after flu; FBC and CRP normal; feels well',
    );
    expect(resourcesOf(item)).toEqual([]);
  });

  it.each([
    [
      'Urine culture result',
      'Lab result call-back: seen 2 days ago with cystitis, started on trimethoprim. MSU grew E. coli not sensitive to trimethoprim, sensitive to nitrofurantoin. Still mild stinging, no fever, no back pain. Needs her antibiotic changed.',
    ],
    [
      'My swab results',
      "Got a text saying my swab results are back. It was for discharge, no pain, no fever. Clinic said it's bacterial vaginosis and I need tablets, chlamydia and gonorrhoea negative. Can I just get the prescription?",
    ],
  ])('%j: a new prescription, no test', (complaint, story) => {
    expect(resourcesOf(woman(complaint, story))).toEqual([]);
  });

  it('a positive blood culture recall: repeat cultures and IV antibiotics, ESI 3', () => {
    const item = caseFormMaker({ patientAge: '68', gender: 'male' })(
      'Positive blood culture recall',
      "Microbiology phoned: blood cultures taken 2 days ago are growing Gram-positive cocci in clusters in 2 of 2 bottles. Feels 'okay', no rigors since.",
      'Home temp 37.6',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('an abnormal potassium phoned back is still repeated', () => {
    expect(
      resourcesOf(
        woman('Abnormal blood result', 'GP phoned: potassium 6.1, please repeat today. Feels well.'),
      ),
    ).toContain('labs');
  });
});

describe('a positive throat swab phoned back', () => {
  it('a well teenager who needs a course of antibiotics needs no test', () => {
    const item = caseFormMaker({ patientAge: '14', gender: 'male' })(
      'Throat swab result',
      "Practice nurse phoned Mum with the result of last Tuesday's throat swab: group A streptococcus grown. He is much better, eating and back at school. Needs a course of antibiotics.",
    );
    expect(resourcesOf(item)).toEqual([]);
  });
});

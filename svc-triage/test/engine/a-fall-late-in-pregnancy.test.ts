import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A fall after 20 weeks with tightenings, abdominal pain, bleeding or a baby moving less is a placental
 * abruption until the monitoring says otherwise (RCOG; ACOG trauma in pregnancy): high risk, ESI 2. A
 * fall onto the bottom at 31 weeks with a grazed elbow and a baby moving as usual is not.
 */
const woman = caseFormMaker({ patientAge: '29', gender: 'female' });

describe('a fall late in pregnancy', () => {
  it.each([
    "I'm 31 weeks. Slipped on the stairs and went down three steps on my bottom. Since then tightenings every 10 minutes and the baby isn't kicking as much as normal. No bleeding.",
    '34/40 pregnant, tripped over the dog and fell forwards. Now tummy pain and the bump feels hard.',
  ])('%j: trauma in pregnancy, ESI 2', (story) => {
    const item = woman('fell, pregnant', story, 'HR 98, BP 122/76, RR 18, SpO2 99%');
    expect(flagIds(item)).toContain('trauma-in-pregnancy');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a fall onto the bottom with a grazed elbow, baby moving as usual, no pain, is not', () => {
    const item = woman(
      'fell, pregnant',
      "I'm 31 weeks, slipped on the last step onto my bottom, grazed my elbow. No tummy pain, no tightenings, no bleeding, baby moving normally.",
      'HR 84, BP 118/70',
    );
    expect(flagIds(item)).not.toContain('trauma-in-pregnancy');
  });
});

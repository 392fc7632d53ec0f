import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, flagIds, presentationIds } from './support/case-forms';

/**
 * Events the narrative dates years back are history, not what brings the patient today: "she was
 * admitted with pneumonia five years ago", "he had a stroke 2 years ago with residual weakness of the left
 * arm", "in 2019, she had a DVT". They are set aside from the presenting text and read with the history,
 * where the risk factors they are (a previous DVT, a past stroke) still count. What the patient has now,
 * in the same sentence after a turn ("… and now", "… presents with"), is still the presentation.
 */
const form = caseFormMaker({ patientAge: '70', gender: 'male' });
const vitals = 'BP 132/80 HR 78 RR 16 SpO2 97% T 36.8';

it('a stroke two years ago with residual weakness is no stroke now', () => {
  const item = form(
    'cough',
    'Dry cough for 3 days, no fever. He had a stroke 2 years ago with residual left arm weakness.',
    vitals,
  );
  expect(flagIds(item)).not.toContain('stroke-tia');
  expect(analyzeCase(item).scores.esi.level).toBeGreaterThan(2);
});

it('pneumonia five years ago is not a chest infection now', () => {
  const item = form(
    'rash',
    'Itchy rash on both arms for 3 days. She mentions she was admitted with pneumonia five years ago.',
    vitals,
    '40',
    'female',
  );
  expect(presentationIds(item)).not.toContain('respiratory-infection');
});

it('a dated past event is read with the history, where its risk still counts', () => {
  const facts = factsOf(
    form(
      'swollen leg',
      'Right calf swollen and sore for 2 days. In 2019, he had a DVT after a flight.',
      vitals,
    ),
  );
  expect(facts.presenting.affirmed).not.toMatch(/deep vein thrombosis/);
  expect(facts.history.affirmed).toMatch(/in 2019, he had a deep vein thrombosis after a flight/);
});

it.each([
  [
    'Had an MI 3 years ago and now has central chest pain radiating to the jaw, sweaty.',
    'acute-coronary-syndrome',
  ],
  [
    'A 70-year-old man who had a stroke 2 years ago presents with sudden slurred speech and right arm weakness since 10:00.',
    'stroke-tia',
  ],
])('near-miss: what follows the turn to today is the presentation: "%s"', (narrative, flag) => {
  expect(flagIds(form('unwell', narrative, vitals))).toContain(flag);
});

it('near-miss: an injury of weeks ago stays in the presentation (a wound gone bad, a subdural)', () => {
  const facts = factsOf(
    form('headache', 'Fell and hit his head 3 weeks ago, headaches since, now drowsy.', vitals),
  );
  expect(facts.presenting.affirmed).toMatch(/hit his head/);
});

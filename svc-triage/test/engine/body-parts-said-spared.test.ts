import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

const reasonsOf = (item: ReturnType<typeof form>) => analyzeCase(item).reasons.join(' | ');

/**
 * A note often names the parts an injury spared before it denies them: "her face and arm are not burnt",
 * "lips and tongue aren't swollen". Those parts are denied, not read as burnt or swollen.
 */
const form = caseFormMaker({ patientAge: '29', gender: 'female' });

it('a hand burn whose note says the face was not burnt is no airway threat', () => {
  const item = form(
    'Burned her hand with hot cooking oil',
    'Hot oil splashed across her right hand, palm blistered. Her face and arm are not burnt. Pain 6/10.',
    'BP 124/80 HR 94 RR 18 SpO2 99%',
  );
  expect(reasonsOf(item)).not.toMatch(/airway/i);
  expect(factsOf(item).presenting.affirmed).not.toMatch(/face/);
});

it('lips and tongue said not swollen are denied with the swelling', () => {
  const facts = factsOf(form('hives', "Itchy hives on the arms. Lips and tongue aren't swollen.", 'HR 80'));
  expect(facts.presenting.affirmed).not.toMatch(/lips|tongue/);
  expect(facts.presenting.negated.join(' ')).toMatch(/swollen lips and tongue/);
});

it('near-miss: a wound said not infected is still a wound', () => {
  const facts = factsOf(form('wound check', 'The wound on her shin is not infected.', ''));
  expect(facts.presenting.affirmed).toMatch(/wound/);
});

it('near-miss: a face that is burnt, with the arm spared, is an airway threat', () => {
  const item = form(
    'burns',
    'Flash burn in a kitchen fire, face burnt with singed eyebrows, hoarse voice. Her arm is not burnt.',
    'BP 124/80 HR 104 RR 22 SpO2 96%',
  );
  expect(reasonsOf(item)).toMatch(/airway/i);
});

it.each([
  'L forearm red area approx 4 x 3 cm, one small intact blister. Hands, face, joints not involved.',
  'Approx 4 x 3 cm superficial partial-thickness burn, not circumferential, face/hands/genitals not involved.',
])('a note’s list of spared parts, "%s", is denied whole: no airway threat', (story) => {
  const item = form('Burn to forearm', story, 'HR 88 BP 122/76 pain 5/10');
  expect(factsOf(item).presenting.affirmed).not.toMatch(/face|hands/);
  expect(reasonsOf(item)).not.toMatch(/airway/i);
  expect(analyzeCase(item).esi).toBe(5);
});

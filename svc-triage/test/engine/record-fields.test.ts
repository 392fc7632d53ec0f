import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, factsOf, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A case as a record's fields export it ("CC:", "HPI:", "ROS:", "PE:"):
 * - "ROS: neg for chest pain, SOB, syncope" denies every item, as "negative for" does;
 * - "PE:" heading a line is the physical examination, not a pulmonary embolism;
 * - "can't lift arm" after landing on the shoulder, tender, with nothing else of a stroke, is the injury;
 * - "full tendon function, sensation intact" is a hand examined and found working, not a tendon injury;
 * - cellulitis in an older patient with chronic venous insufficiency is Eron class II: bloods and IV
 *   antibiotics (CREST 2005), as with lymphoedema or peripheral vascular disease.
 */
const adult = caseFormMaker({ patientAge: '58', gender: 'male' });
const record = (lines: string[]) => lines.join('\n');

describe('a review of systems', () => {
  it('"neg for chest pain, syncope, SOB" with a palm laceration raises no cardiac or syncope flag', () => {
    const item = adult(
      'laceration L palm',
      record([
        'CC: laceration L palm',
        'HPI: cut on a metal edge 1 h ago, bleeding controlled',
        'ROS: neg for chest pain, syncope, SOB, palpitations, fever',
      ]),
      'T 36.6 HR 70 BP 138/82 RR 14 SpO2 98%',
    );
    expect(flagIds(item)).toEqual([]);
    expect(presentationIds(item)).not.toContain('chest-pain');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('"-ve for" denies a list too', () => {
    const facts = factsOf(adult('Cough', 'ROS: -ve for fever, haemoptysis, weight loss'));
    expect(facts.presenting.affirmed).not.toMatch(/fever|hemoptysis|weight loss/);
  });

  it('near-miss: a review that is positive for chest pain keeps it', () => {
    const item = adult('Chest pain', record(['CC: chest pain', 'ROS: positive for chest pain and sweating']));
    expect(flagIds(item)).toContain('acute-coronary-syndrome');
  });
});

describe('"PE:" the examination', () => {
  it('heading a line is the examination, not a pulmonary embolism', () => {
    const item = adult(
      'ankle injury',
      record(['CC: ankle injury', 'HPI: rolled ankle stepping off a kerb', 'PE: swelling lateral malleolus']),
    );
    expect(flagIds(item)).not.toContain('pulmonary-embolism');
    const facts = factsOf(item);
    expect(facts.presenting.normalized).toContain('examination: swelling');
    expect(facts.presenting.normalized).not.toContain('pulmonary embolism');
  });

  it('near-miss: "PE" in the history is still a pulmonary embolism', () => {
    const facts = readCaseFacts({
      ...adult('Leg swelling', 'Calf swelling for 2 days.'),
      medicalHistory: 'PMH: PE 2019, on apixaban',
      currentMedications: '',
    });
    expect(facts.history.normalized).toContain('pulmonary embolism');
  });
});

describe('an injured limb that will not move', () => {
  it('landed on the shoulder, tender, cannot lift the arm: the injury’s X-ray, no stroke work-up', () => {
    const item = adult(
      'R shoulder pain after fall',
      'Slipped on ice yesterday, landed on R shoulder, can’t lift arm. Tender proximal humerus, bruising. Did not hit head.',
      'HR 80, BP 140/82',
      '76',
    );
    expect(presentationIds(item)).not.toContain('extremity-weakness-stroke');
    expect(resourcesOf(item)).toEqual(['xray']);
  });

  it('near-miss: a fall with one side’s arm and leg weak and slurred speech is a stroke', () => {
    const item = adult(
      'Fall',
      'Found after a fall, unable to lift his left arm and leg, slurred speech.',
      'HR 84, BP 168/92',
      '76',
    );
    expect(presentationIds(item)).toContain('extremity-weakness-stroke');
  });
});

describe('a hand examined and found working', () => {
  it('"full tendon function, sensation intact" is a simple repair, no hand surgeon', () => {
    const item = adult(
      'Cut hand',
      'Cut on a kitchen knife, 3 cm laceration of the thenar eminence, full tendon function, sensation intact.',
    );
    expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  });

  it('near-miss: unable to flex the finger is a tendon to repair by a hand surgeon', () => {
    const item = adult('Cut finger', 'Knife cut over the finger, unable to flex the finger at the tip.');
    expect(resourcesOf(item)).toContain('specialtyConsultation');
  });
});

describe('cellulitis with a comorbidity', () => {
  const redLeg = (age: string, history: string) => ({
    ...adult(
      'Red leg',
      'Lower leg red, warm and swollen for 3 days, spreading. Alert.',
      'T 37.8, HR 90',
      age,
    ),
    medicalHistory: history,
  });

  it('at 81 with chronic venous insufficiency: bloods and IV antibiotics (ESI 3)', () => {
    const item = redLeg('81', 'Chronic venous insufficiency, hypertension');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: at 40 with nothing else: oral antibiotics', () => {
    expect(resourcesOf(redLeg('40', 'Nil'))).toEqual([]);
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * The two ends of life as parents, carers and crews tell them: a child who fell onto his head and keeps
 * asking what happened, new diabetes as thirst and a wet bed, a deep dog bite to a child's face, heat
 * stroke in a heatwave, "diarrhoea and sickness" in a frail woman on diuretics. Each beside its near-miss.
 */
const form = caseFormMaker({ patientAge: '6', gender: 'male' });

describe('a child after a knock to the head', () => {
  it('fell onto his head, sick three times, really sleepy, keeps asking what happened: ESI 2', () => {
    const item = form(
      'fall from climbing frame',
      "Fell off the top of the climbing frame onto his head, he's been sick three times, really sleepy, keeps asking what happened.",
    );
    expect(presentationIds(item)).toContain('head-injury');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a bump on the forehead, cried at once, playing now, is not ESI 2', () => {
    expect(
      analyzeCase(form('bumped head', 'Bumped his forehead on the table, cried straight away, now playing.'))
        .esi,
    ).toBeGreaterThan(2);
  });
});

describe('new diabetes as a parent tells it', () => {
  it('drinking loads, wetting the bed again, a finger-prick glucose of 19: hyperglycaemia (ESI 3)', () => {
    const item = form(
      'thirsty, wetting bed',
      'Drinking loads and wetting the bed again, lost weight, finger prick was 19.',
      'BM 19',
    );
    expect(presentationIds(item)).toContain('hyperglycemia');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a child wetting the bed again after a house move, glucose not measured, is not hyperglycaemia', () => {
    expect(
      presentationIds(form('wetting bed', 'Wetting the bed again since we moved house, otherwise well.')),
    ).not.toContain('hyperglycemia');
  });
});

describe('bites, heat and fluids', () => {
  it('two deep cuts from a dog bite to a child’s cheek need repair by plastics (ESI 3)', () => {
    const item = form(
      'dog bite',
      'Our dog bit his cheek, two deep cuts, bleeding stopped with pressure.',
      '',
      '8',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['simpleProcedure', 'specialtyConsultation']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('heat stroke in a heatwave with confusion is ESI 2; unresponsive, it is ESI 1', () => {
    const confused = form(
      'confused in heatwave',
      'Found in a hot flat in a heatwave, hot dry skin, confused.',
      'temp 40.3 HR 118 BP 118/70',
      '88',
      'female',
    );
    const unresponsive = form(
      'collapsed in heatwave',
      'Found in a hot flat in a heatwave, unresponsive.',
      'temp 40.6 HR 130 BP 100/60',
      '88',
      'female',
    );
    expect(flagIds(confused)).toContain('heat-illness');
    expect(analyzeCase(confused).esi).toBe(2);
    expect(analyzeCase(unresponsive).esi).toBe(1);
  });

  it('"diarrhoea and been sick" in a frail woman on diuretics, not drinking much, needs IV fluids as well as bloods', () => {
    const item = form(
      'diarrhoea and sickness',
      'Has had diarrhoea and been sick for two days, chatting normally but not drinking much.',
      'HR 96 BP 118/70',
      '87',
      'female',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids']));
  });
});

describe('asking for help, and a urine infection that will not stay down', () => {
  it('a teenager after a panic attack, settled, asking to speak to someone: a mental health review (ESI 4)', () => {
    const item = form(
      'panic attack',
      'Panic attack at school, now settled, asking to speak to someone, no self-harm thoughts.',
      'HR 92',
      '15',
      'female',
    );
    expect(resourcesOf(item)).toEqual(['specialtyConsultation']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a panic attack that has settled, with nothing asked for, needs no resource (ESI 5)', () => {
    expect(
      resourcesOf(
        form(
          'panic attack',
          'Panic attack at school, now settled, going home with mum.',
          'HR 88',
          '15',
          'female',
        ),
      ),
    ).toEqual([]);
  });

  it('a toddler with fever, smelly wee and vomiting needs IV antibiotics as well as tests (ESI 3)', () => {
    const item = form(
      'fever and vomiting',
      "High temperature two days, her wee smells funny and she's been sick a few times.",
      'temp 39.2',
      '2',
      'female',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(analyzeCase(item).esi).toBe(3);
  });
});

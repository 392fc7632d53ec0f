import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { readAvpu } from '../../src/domain/engine/reading/consciousness.reader';
import { scopeNegation } from '../../src/domain/engine/reading/negation';
import { caseFormMaker, flagIds } from './support/case-forms';

/** High-risk findings written the way they are said at the bedside, each beside a near-miss that is not one. */
const form = caseFormMaker({ patientAge: '34', gender: 'male' });

describe('negation across an auxiliary', () => {
  it.each([
    ["She's not had any chest pain.", 'chest pain'],
    ["He's not been vomiting.", 'vomiting'],
  ])('"%s" negates %s', (text, finding) => {
    expect(scopeNegation(text.toLowerCase()).affirmed).not.toContain(finding);
  });

  it('a swollen calf with "not had any chest pain" raises no coronary flag', () => {
    const item = form(
      'swollen leg',
      "Her left calf has been swollen and tender for a week. She's not breathless and she's not had any chest pain.",
      'BP 138/76 HR 84 SpO2 96% T 36.9',
      '88',
      'female',
    );
    expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  });
});

describe('eyes that open only to a painful stimulus, however abbreviated', () => {
  it.each(['opens eyes only to painful stim', 'opens her eyes to painful stimuli', 'eyes open to pain only'])(
    '"%s" is P',
    (text) => {
      expect(readAvpu(text)).toBe('P');
    },
  );

  it('"eyes open, pain only in the knee" is not', () => {
    expect(readAvpu('eyes open, pain only in the knee')).not.toBe('P');
  });

  it('a parent\'s "he only half opens his eyes when you rub his chest hard" is P, and the case ESI 1', () => {
    const item = form(
      'pulled out of the pool',
      "He only half opens his eyes when you rub his chest hard, he won't talk to me.",
      '',
      '4',
    );
    expect(readCaseFacts(item).mentalStatus.avpu).toBe('P');
    expect(analyzeCase(item).esi).toBe(1);
  });
});

describe('smoke in the airway', () => {
  const smoke = 'Pulled from a burning flat, soot around the mouth, coughing up black phlegm.';
  it('with a throat that is closing is ESI 1', () => {
    const item = form(
      'smoke inhalation',
      `${smoke} Says his throat feels like it is closing.`,
      'HR 112 RR 22 SpO2 95%',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('with a hoarse voice and laboured breathing is ESI 1', () => {
    const item = form('smoke inhalation', `${smoke} Voice hoarse.`, 'HR 116 RR 30 SpO2 93%');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('near-miss: a hoarse voice breathing easily is watched closely, ESI 2', () => {
    const item = form('smoke inhalation', `${smoke} Voice hoarse.`, 'HR 96 RR 18 SpO2 97%');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('a boy’s testicular pain in his own words', () => {
  it('"it started in my right ball and really hurts" is possible torsion', () => {
    expect(
      flagIds(form('tummy ache', 'It started in my right ball and it really hurts, I felt sick.', '', '14')),
    ).toContain('testicular-torsion');
  });

  it('near-miss: hit in the face by a ball, sore nose', () => {
    expect(
      flagIds(form('hit by a ball', 'Hit in the face by a ball at football, sore nose.', '', '14')),
    ).not.toContain('testicular-torsion');
  });
});

describe('early pregnancy written in shorthand', () => {
  it.each([
    ['+home UPT last wk', true],
    ['UPT +ve at the GP', true],
    ['upt neg today', false],
  ])('"%s" pregnant: %s', (symptoms, pregnant) => {
    expect(readCaseFacts(form('abdominal pain', symptoms, '', '24', 'female')).pregnancy.pregnant).toBe(
      pregnant,
    );
  });

  it.each(['LMP about 7 weeks ago', 'LMP 8/52', 'last period was 6 weeks ago'])(
    '"%s" is possibly pregnant',
    (symptoms) => {
      expect(
        readCaseFacts(form('abdominal pain', symptoms, '', '24', 'female')).pregnancy.possiblyPregnant,
      ).toBe(true);
    },
  );

  it('LLQ pn with a positive test and shoulder-tip pn is a possible ectopic (ESI 2)', () => {
    const item = form(
      'LLQ abd pn',
      'LLQ pn x5h, +home UPT, L shoulder tip pn, lightheaded on standing.',
      'BP 110/68 HR 94 RR 18 SpO2 99%',
      '26',
      'female',
    );
    expect(flagIds(item)).toContain('ectopic-pregnancy');
    expect(analyzeCase(item).esi).toBe(2);
  });
});

describe('limb threats said plainly', () => {
  it('pain on passive finger stretch after a crush is compartment syndrome', () => {
    expect(
      flagIds(
        form('hand injury', 'Hand crushed under a pallet, forearm tight, pn on passive finger stretch.'),
      ),
    ).toContain('compartment-syndrome');
  });

  it('a cast that has gone tight after a fracture, with pain on moving the toes, is compartment syndrome', () => {
    expect(
      flagIds(
        form('leg pain', 'Broken tibia plastered yesterday, tight plaster now, pain on moving his toes.'),
      ),
    ).toContain('compartment-syndrome');
  });

  it('near-miss: a cut whose bleeding stopped "with a tight plaster" is not', () => {
    expect(
      flagIds(
        form(
          'cut finger',
          'Knife slipped, deep cut to the finger, bleeding stopped with a tight plaster, can’t bend the end of it.',
        ),
      ),
    ).not.toContain('compartment-syndrome');
  });

  it('bone seen in the wound is an open fracture', () => {
    expect(flagIds(form('leg injury', 'Fell off a wall, bone ends visible through a shin wound.'))).toContain(
      'open-fracture-neurovascular',
    );
  });

  it('near-miss: a fish bone visible on the tonsil is no fracture', () => {
    expect(
      flagIds(form('fish bone in throat', 'A thin bone is visible on the left tonsil, swallowing saliva.')),
    ).not.toContain('open-fracture-neurovascular');
  });
});

describe('an infant’s vomit described as it turned', () => {
  it('"the last ones were dark green" is bilious vomiting', () => {
    expect(
      flagIds(
        form(
          'vomiting',
          'Has vomited five times since the night feed and the last ones were dark green.',
          '',
          '4 weeks',
        ),
      ),
    ).toContain('bilious-vomiting-infant');
  });
});

describe('an overdose counted by the medicine’s name', () => {
  it('"took about 30 of her nan’s ibuprofen" is an overdose (ESI 2 or higher)', () => {
    const item = form(
      'I took some tablets',
      "Took about 30 of her nan's ibuprofen an hour ago, feels fine.",
      '',
      '16',
      'female',
    );
    expect(flagIds(item)).toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });

  it('near-miss: took 2 paracetamol for the headache', () => {
    expect(flagIds(form('headache', 'Took 2 paracetamol this morning, helped a bit.'))).not.toContain(
      'overdose-poisoning',
    );
  });
});

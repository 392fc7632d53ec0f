import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Anaphylaxis is its signs (WAO 2020, criterion 1): an acute reaction of the skin or mucosa with the
 * airway, breathing or circulation involved, whatever set it off. A trigger need not be named, and a first
 * dose of a new injection, an infusion or a vaccine is one. Hoarseness or a voice gone croaky is the
 * swelling airway (Resuscitation Council UK 2021: airway problems): adrenaline now, ESI 1.
 */
const person = caseFormMaker({ patientAge: '52', gender: 'female' });

describe('anaphylaxis told by its signs', () => {
  it('after the first dose of a new biologic injected at home, lips swollen, voice hoarse, wheezy: ESI 1', () => {
    const item = person(
      'swelling and wheeze after her injection',
      'Gave herself the first dose of her new biologic pen for psoriasis at home half an hour ago. Now her lips are swollen, her voice has gone hoarse and she is wheezy and frightened.',
    );
    expect(flagIds(item)).toContain('anaphylaxis');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('tongue swelled up and wheezing with no trigger named: ESI 1', () => {
    const item = person(
      'tongue swelling',
      'Woke from a nap with his tongue swelled right up and he is wheezing, no idea what caused it.',
      '',
      '38',
      'male',
    );
    expect(flagIds(item)).toContain('anaphylaxis');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('hives and short of breath minutes after a vaccination: anaphylaxis', () => {
    expect(
      flagIds(
        person(
          'reaction after vaccine',
          'Had her travel vaccination 10 minutes ago in the clinic next door, now hives all over and short of breath.',
        ),
      ),
    ).toContain('anaphylaxis');
  });
});

describe('near-misses', () => {
  it('hives after an injection with nothing of the breathing or circulation is not anaphylaxis', () => {
    const item = person(
      'itchy lumps after injection',
      'Had her flu jab this morning, now a few itchy hives on the arm, breathing fine, no swelling of the lips or tongue.',
    );
    expect(flagIds(item)).not.toContain('anaphylaxis');
  });

  it('a known hereditary angioedema with a hoarse voice is not anaphylaxis', () => {
    expect(
      flagIds(
        person(
          'lip swelling',
          'Hereditary angioedema, lips swelling since this morning and voice a bit hoarse, no hives.',
          '',
          '30',
        ),
      ),
    ).not.toContain('anaphylaxis');
  });

  it('a viral rash with a cough is not anaphylaxis', () => {
    expect(
      flagIds(
        person(
          'rash and cough',
          'Three days of a runny nose and cough, now a blotchy rash on the trunk, eating and drinking fine, no swelling.',
          '',
          '4',
          'male',
        ),
      ),
    ).not.toContain('anaphylaxis');
  });
});

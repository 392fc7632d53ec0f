import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Legs that "have gone weak" or are "getting weaker" over days, with tingling or after a stomach bug, are
 * an acute flaccid weakness (Guillain–Barré until shown otherwise; EAN/PNS 2023): ESI 2, and ESI 1 when
 * the breathing is failing (oxygen saturation low on oxygen). Legs weak for years without tingling or
 * progression are not this.
 */
const adult = caseFormMaker({ patientAge: '27', gender: 'female' });

describe('legs gone weak in the patient’s words', () => {
  it('tingling feet, legs gone weak, a stomach bug two weeks ago: ESI 2', () => {
    const item = adult(
      'My legs are getting weaker',
      'For three days my feet have been tingling and now my legs have gone weak. My fingers tingle too. I had a bad stomach bug two weeks ago.',
    );
    expect(flagIds(item)).toContain('acute-flaccid-weakness');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('the same with a saturation of 90% on 10 L of oxygen: ESI 1', () => {
    const item = adult(
      'Weakness, struggling to breathe',
      'Five days of tingling feet, then legs getting weaker, now can’t stand. Weak cough.',
      'HR 124, BP 168/98, RR 30 shallow, SpO2 90% on 10 L',
      '52',
    );
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('legs weak for years after polio, unchanged, are not', () => {
    const item = adult(
      'Repeat prescription',
      'Legs weak for years since polio as a child, unchanged, needs her baclofen.',
      '',
      '70',
    );
    expect(flagIds(item)).not.toContain('acute-flaccid-weakness');
  });
});

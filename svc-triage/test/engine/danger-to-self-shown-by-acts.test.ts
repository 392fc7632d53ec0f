import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Danger to self shown by what the patient did rather than said (ESI v4 decision point B): talked down
 * from the outside of a bridge's railings after saying he would jump, now denying any suicidal thought;
 * a manic woman who walked into traffic saying nothing could hurt her; a teenager who says she took "only
 * a few" paracetamol while her mother found six empty boxes, a staggered overdose. Each was ESI 4 or 5.
 * A near-miss on each side: a man who walked to the bridge for air and says so, and a box of tablets
 * found empty at a routine refill.
 */
const adult = caseFormMaker({ patientAge: '28', gender: 'male' });
const normal = 'HR 88, BP 126/78, RR 16, SpO2 98%';

describe('danger to self shown by acts', () => {
  it('talked down from the outside of a motorway bridge, now denying suicidal thoughts (ESI 2)', () => {
    const item = adult(
      'Police: talked down from motorway bridge',
      'Sat on the outside of the railings on the motorway bridge for forty minutes and said he was going to jump. Negotiators got him back over. Now denies any suicidal thoughts and wants to go home.',
      normal,
    );
    expect(flagIds(item)).toContain('suicide-risk');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('threatening to jump from a car park roof', () => {
    expect(
      flagIds(
        adult(
          'Brought by police',
          'Found on the edge of a multi-storey car park roof threatening to jump.',
          normal,
          '19',
          'female',
        ),
      ),
    ).toContain('suicide-risk');
  });

  it('mania with walking into traffic saying nothing can hurt her (ESI 2)', () => {
    const item = adult(
      'Not slept for five days',
      "Hasn't slept for five days, this morning walked into traffic saying nothing can hurt her. She's talking non-stop and thinks she's been chosen to save the world. She won't sit down. She stopped her lithium a month ago.",
      'HR 104, BP 134/80, RR 18, SpO2 99%',
      '36',
      'female',
    );
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('"only a few" paracetamol against six empty boxes found in her room: an overdose (ESI 2)', () => {
    const item = adult(
      'Mum worried about tablets',
      "She says she's only had a few paracetamol, but I found empty packets all over her room. She's been taking them since Saturday, a few at a time, because she's upset. I counted six empty boxes.",
      normal,
      '16',
      'female',
    );
    expect(flagIds(item)).toContain('overdose-poisoning');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: went to the bridge for some air and says so, no threats made', () => {
    expect(
      flagIds(
        adult(
          'Low mood',
          'Walked to the bridge for some air after an argument, no thoughts of harming himself, calm.',
          normal,
        ),
      ),
    ).not.toContain('suicide-risk');
  });

  it('near-miss: an empty box at a routine refill is not an overdose', () => {
    expect(
      flagIds(
        adult(
          'Repeat prescription',
          'Needs a repeat of her inhaler, the box is empty and the GP is closed.',
          normal,
          '40',
          'female',
        ),
      ),
    ).not.toContain('overdose-poisoning');
  });
});

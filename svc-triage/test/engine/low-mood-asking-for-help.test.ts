import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Low mood in a person's own words, "feeling really down", "so low for weeks", with the wish to see
 * "someone from mental health", is a depression to assess: a mental health review is one resource, ESI 4
 * when there is no thought of self-harm (ESI v4: a psychiatric consultation counts). A person feeling a
 * bit down with a cold who wants a sick note is not.
 */
const adult = caseFormMaker({ patientAge: '36', gender: 'female' });

describe('low mood asking for help', () => {
  it.each([
    [
      "I've been feeling really down and need to talk to someone",
      "Since my divorce I can't sleep, I cry a lot, I don't enjoy anything, about two months now. I would never hurt myself. I just want to talk to someone from mental health.",
    ],
    [
      'feeling so low',
      'So low for weeks since losing my job, crying every day, no interest in anything. No thoughts of harming myself. Would like to see the mental health team.',
    ],
    [
      'need help with my mood',
      'Feeling very down and tearful for a month, not sleeping, denies any suicidal thoughts, asking to speak to someone in mental health.',
    ],
  ])('%j: a mental health review, ESI 4', (complaint, story) => {
    const form = adult(complaint, story);
    expect(presentationIds(form)).toContain('depression-suicidal');
    expect(resourcesOf(form)).toContain('specialtyConsultation');
    expect(analyzeCase(form).esi).toBe(4);
  });

  it.each([
    'Low mood for about two months since her divorce, with poor sleep and reduced appetite. Denies thoughts of self-harm. Asks to speak to someone from the mental health team.',
    'Feeling depressed since losing my job in the spring, lost my appetite and not sleeping. Never would hurt myself, want to see mental health.',
  ])('the poor appetite of a low mood adds no blood tests: %j', (story) => {
    const form = adult('low mood', story, 'BP 124/80, HR 76, RR 14, T 36.7');
    expect(resourcesOf(form)).toEqual(['specialtyConsultation']);
    expect(analyzeCase(form).esi).toBe(4);
  });

  it.each([
    ['36', 'Low mood for months, reduced appetite and has lost a stone in weight. No thoughts of self-harm.'],
    ['71', 'Low mood for two months since her husband died, reduced appetite. No thoughts of self-harm.'],
  ])('near-miss: aged %s, %j: the appetite is investigated', (age, story) => {
    expect(resourcesOf(adult('low mood', story, 'HR 76', age))).toContain('labs');
  });

  it('near-miss: a bit down with a cold, wanting a sick note, is not a depression', () => {
    const form = adult(
      'sick note',
      'Feeling a bit down with this cold, needs a sick note for work, eating and drinking fine.',
    );
    expect(presentationIds(form)).not.toContain('depression-suicidal');
  });

  it('near-miss: the mental health team named as who sent him for a level is no low mood', () => {
    const form = adult(
      'lithium level',
      'On lithium, diarrhoea settling, his mental health team told him to get a level checked if unwell. No confusion, no tremor.',
      '',
      '49',
      'male',
    );
    expect(presentationIds(form)).not.toContain('depression-suicidal');
  });
});

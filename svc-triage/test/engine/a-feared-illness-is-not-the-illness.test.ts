import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * What a frightened patient says is coming ("I'm going to have a stroke like my dad", "what if it's a heart
 * attack?", "scared I'll go blind") is a fear, not a finding: it names no deficit and no pain. The illness
 * itself told, or a clinician's suspicion ("?stroke", "could be a clot"), is still read.
 */
const form = caseFormMaker({ patientAge: '47', gender: 'female' });
const wellObs = 'BP 148/92, HR 84, RR 16, SpO2 99% RA, T 36.6';

describe('a feared illness is not the illness', () => {
  it.each([
    [
      'High blood pressure on home monitor',
      "Home monitor read 162/98 this morning and she panicked: 'I'm going to have a stroke like my dad'. No headache, no weakness or numbness, no visual disturbance.",
    ],
    [
      'high BP readings',
      'Readings in the 150s all week. What if it is a stroke waiting to happen? Feels well, no symptoms.',
    ],
    [
      'anxious, BP up',
      'Terrified she is going to have another stroke, her BP was 158/96 at the pharmacy. No new symptoms at all.',
    ],
  ])('"%s": no stroke, ESI 5', (complaint, story) => {
    const item = form(complaint, story, wellObs);
    expect(flagIds(item)).not.toContain('stroke-tia');
    expect(presentationIds(item)).not.toContain('extremity-weakness-stroke');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('"what if it\'s a heart attack?" with a chest twinge that passed in seconds is no acute coronary syndrome', () => {
    const item = form(
      'worried about heart',
      "Felt her heart flutter while reading a news story about a young man's death. What if it's a heart attack? No chest pain, no breathlessness.",
      wellObs,
      '29',
    );
    expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
  });

  it('near-miss: a stroke told is still a stroke, ESI 2', () => {
    const item = form(
      'going to have a CT',
      'Left arm weak and face drooping since 9am, speech slurred. Husband scared she is having a stroke.',
      wellObs,
      '71',
    );
    expect(flagIds(item)).toContain('stroke-tia');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: a GP\'s "?TIA" is still read, ESI 2', () => {
    const item = form(
      'GP letter ?TIA',
      'Left arm weak and numb for 40 minutes this morning, now resolved. ?TIA, please assess.',
      wellObs,
      '68',
    );
    expect(flagIds(item)).toContain('stroke-tia');
  });
});

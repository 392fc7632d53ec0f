import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Organophosphate and carbamate poisoning (Eddleston et al., Lancet 2008): the exposure (sheep dip, farm
 * and garden insecticides) with the cholinergic signs, however they are told. Once breathing, the pulse
 * or the mind fail, atropine and the airway are the life-saving intervention (ESI 1); before that the
 * crisis can come on within the hour (ESI 2).
 */
const adult = caseFormMaker({ patientAge: '46', gender: 'male' });

describe('a cholinergic crisis', () => {
  it.each([
    [
      "dad's really ill after dipping the sheep, cant breathe",
      'Soaked down one side. Sweating buckets, drooling, the pupils are tiny like pinpricks, muscles twitching, wheezing and fighting for breath, can only say one word at a time.',
      'my watch says heart 44',
    ],
    [
      'crop sprayer, unwell',
      'Sprayed chlorpyrifos all day without a mask. Now pinpoint pupils, salivating, vomiting.',
      'HR 46 BP 84/50 RR 22 SpO2 95%',
    ],
  ])('"%s" with breathing or circulation failing is ESI 1', (complaint, story, vitals) => {
    const item = adult(complaint, story, vitals);
    expect(flagIds(item)).toContain('cholinergic-crisis');
    expect(analyzeCase(item).esi).toBe(1);
  });

  it('the exposure with early signs and a steady pulse and breathing is ESI 2', () => {
    const item = adult(
      'feels odd after spraying the roses',
      'Used a garden insecticide (malathion) in the greenhouse this morning, now sweaty with small twitches in his arms. Breathing fine.',
      'HR 78 BP 132/80 RR 16 SpO2 98%',
    );
    expect(flagIds(item)).toContain('cholinergic-crisis');
    expect(analyzeCase(item).esi).toBe(2);
  });

  describe('near-misses', () => {
    it.each([
      [
        'worried about pesticide',
        'Walked past a field being sprayed with pesticide yesterday, feels fine, no symptoms.',
      ],
      ['drowsy after heroin', 'Found drowsy, pinpoint pupils, used heroin an hour ago.'],
      ['dribbling baby', 'Teething, drooling a lot, otherwise well.'],
    ])('"%s" is no cholinergic crisis', (complaint, story) => {
      expect(flagIds(adult(complaint, story))).not.toContain('cholinergic-crisis');
    });
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A desk note writes a tonsillectomy as "T&A" and days as "5/7". Blood from the throat in the two weeks
 * after it can herald a large bleed into the airway (AAO-HNS 2019): high risk, however well the child looks.
 */
const child = caseFormMaker({ patientAge: '4', gender: 'male' });

describe('blood after a tonsillectomy written as a note writes it', () => {
  it.each([
    [
      'spitting blood post tonsils',
      '4yo, T&A 5/7 ago. Spat out streaks of blood and a small clot x2 at home, now stopped. Playing.',
    ],
    ['blood in spit', 'Tonsillectomy 6/7 ago, blood-stained saliva this evening, pink and alert.'],
    ['bleeding after T&A', 'Day 7 post T&A, mouthful of fresh blood at tea time.'],
  ])('%s', (complaint, story) => {
    const item = child(complaint, story, 'HR 112 RR 22 SpO2 99% T 37.4');
    expect(flagIds(item)).toContain('post-tonsillectomy-haemorrhage');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });
});

it('tonsillitis for five days with no operation is not a post-operative bleed', () => {
  const item = child(
    'sore throat',
    'Tonsillitis 5/7, spat a little blood-streaked phlegm once, eating ice cream.',
    'HR 104 T 37.9',
  );
  expect(flagIds(item)).not.toContain('post-tonsillectomy-haemorrhage');
});

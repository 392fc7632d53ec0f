import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * An abdominal wound that opens through the fascia lets the bowel out (WUWHS 2018): covered, nil by
 * mouth, and the surgeons now. ESI 2 however stable; ESI 1 in shock. A skin edge gaping is a wound review.
 */
const adult = caseFormMaker({ patientAge: '66', gender: 'male' });

describe('bowel or omentum seen through an abdominal wound', () => {
  it.each([
    [
      'wound burst open',
      'Bowel op 10 days ago. Coughed, felt a pop, pink fluid poured out and loops of bowel are seen through the wound.',
    ],
    [
      'wound opened',
      'Laparotomy 9/7 ago, the midline wound has come apart and there is bowel poking out of the wound.',
    ],
    ['burst abdomen', 'Day 8 after a Hartmann’s, nurse reports evisceration under the dressing.'],
  ])('%s', (complaint, story) => {
    const item = adult(complaint, story, 'HR 94 BP 136/82 RR 18 SpO2 96%');
    expect(flagIds(item)).toContain('abdominal-wound-evisceration');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });

  it('in shock, ESI 1', () => {
    const item = adult(
      'wound burst',
      'Guts hanging out of the wound after coughing, grey and clammy.',
      'HR 130 BP 78/44',
    );
    expect(analyzeCase(item).scores.esi.level).toBe(1);
  });
});

it('a gaping skin edge over a healed knee portal is not evisceration', () => {
  const item = adult(
    'wound opened',
    'Knee arthroscopy 2 weeks ago, one portal wound has opened a little, clean, no discharge.',
    'HR 76 BP 130/80',
  );
  expect(flagIds(item)).not.toContain('abdominal-wound-evisceration');
});

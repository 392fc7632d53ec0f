import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A painful eye whose sight is failing in the days after a cataract operation or an injection into the
 * eye is endophthalmitis until an ophthalmologist has looked (RCOphth; ESCRS): ESI 2, whatever the vitals.
 */
const older = caseFormMaker({ patientAge: '78', gender: 'male' });

describe('pain and failing sight after an operation inside the eye', () => {
  it.each([
    [
      'painful eye after cataract op',
      "Had my cataract done 3 days ago. Since this morning the eye throbs and it's all misty, I can only see shapes.",
    ],
    [
      'red sore eye',
      'Intravitreal injection for macular degeneration 2 days ago, eye now red and sore, vision much worse than before it.',
    ],
    [
      'eye pain post op',
      'Post-op cataract day 4. Aching eye, nurse notes a white fluid level at the bottom of the iris, acuity hand movements.',
    ],
  ])('%s', (complaint, story) => {
    const item = older(complaint, story, 'BP 148/86 HR 80 T 37.1 SpO2 97%');
    expect(flagIds(item)).toContain('post-operative-endophthalmitis');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });
});

describe('not endophthalmitis', () => {
  it('a gritty eye after a cataract operation with sight as expected', () => {
    const item = older(
      'gritty eye',
      'Cataract done 5 days ago, the eye feels gritty and waters a bit, sight is clearer than before, no pain.',
      'BP 140/80',
    );
    expect(flagIds(item)).not.toContain('post-operative-endophthalmitis');
  });

  it('a painful blurred eye with no operation', () => {
    const item = older(
      'sore eye',
      'Sore red eye for 2 days, a bit blurry when it waters, wears contact lenses.',
      'BP 130/80',
    );
    expect(flagIds(item)).not.toContain('post-operative-endophthalmitis');
  });
});

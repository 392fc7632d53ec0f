import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A breath-holding spell in a toddler, provoked, brief and fully recovered, needs reassurance only (ESI 5):
 * the held breath, the blue lips and going "a bit limp" are the spell, not breathlessness, cyanosis or a limp.
 */
const toddler = caseFormMaker({ patientAge: '18 months', gender: 'female' });

describe('a breath-holding spell', () => {
  it('provoked by a tantrum, blue for seconds, back to normal: ESI 5', () => {
    const item = toddler(
      'Toddler held her breath and went blue',
      "She had a tantrum, screamed, then held her breath and went blue round the lips for maybe 10 seconds and a bit limp, then took a big breath and was fine straight away. She's back to normal now playing. My mum said it's breath holding.",
    );
    expect(presentationIds(item)).not.toContain('child-limp');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('a child who is limping is still a limp', () => {
    expect(
      presentationIds(
        caseFormMaker({ patientAge: '4', gender: 'male' })(
          'Limp',
          'Limping on his right leg since yesterday.',
        ),
      ),
    ).toContain('child-limp');
  });

  it('a 3-month-old who went blue is not explained away as breath holding', () => {
    const item = caseFormMaker({ patientAge: '3 months', gender: 'male' })(
      'Went blue',
      'Held his breath and went blue for 20 seconds during a feed.',
    );
    expect(analyzeCase(item).esi).toBeLessThanOrEqual(2);
  });
});

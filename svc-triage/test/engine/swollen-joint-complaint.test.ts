import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * "Swollen painful knee" in the complaint field, with no injury, is a hot swollen joint: septic arthritis
 * until aspirated (BSR/BHPR hot swollen joint), with blood tests and an aspiration, ESI 3. The engine read
 * "swollen knee" but not with "painful" between, so the knee was only a painful leg to X-ray (ESI 4).
 * The same words after a twist at football are an injury.
 */
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });

describe('a swollen painful joint named in the complaint', () => {
  it('a swollen painful hot knee without injury: blood tests and aspiration (ESI 3)', () => {
    const item = adult(
      'Swollen painful knee',
      'Right knee swollen and hot for 2 days, painful to bend, no injury. Feels a bit feverish.',
      'HR 90, BP 132/82, RR 16, T 37.8',
    );
    expect(presentationIds(item)).toContain('joint-pain-swelling');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'simpleProcedure']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('"painful, swollen left ankle" with no injury is the joint', () => {
    expect(
      presentationIds(
        adult('Painful, swollen left ankle', 'Woke with it, red and hot, no injury.', '', '62'),
      ),
    ).toContain('joint-pain-swelling');
  });

  it('near-miss: a swollen painful knee after a twist at football is an injury', () => {
    expect(
      presentationIds(
        adult('Swollen painful knee', 'Twisted it playing football yesterday, heard a pop.', '', '24'),
      ),
    ).not.toContain('joint-pain-swelling');
  });
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A blow to the eye with a tender orbital rim or cheekbone is a possible orbital rim or zygomatic
 * fracture: facial bone imaging even when vision and eye movements are normal (RCEM/BOAST facial
 * trauma). With normal vision that is one resource (ESI 4); double vision or a numb cheek still call for
 * CT and ophthalmology. The engine had read such a patient as a bruised eye with nothing to do (ESI 5).
 */
const teenager = caseFormMaker({ patientAge: '15', gender: 'male' });

describe('orbital rim tenderness after a blow to the eye', () => {
  it('a tender infraorbital rim after a cricket ball, vision normal: facial X-ray (ESI 4)', () => {
    const item = teenager(
      'Hit in eye with ball',
      'Cricket ball to R eye and cheek 2 h ago. Swollen, bruised, tender infraorbital rim. Vision normal, no double vision, eye movements full.',
      'HR 80, BP 116/70',
    );
    expect(resourcesOf(item)).toContain('xray');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('tenderness over the cheekbone after an elbow to the eye', () => {
    const item = teenager(
      'Eye injury',
      'Elbowed in the left eye at basketball. Lids swollen, tender over the cheekbone. Vision 6/6, no diplopia.',
      '',
      '24',
    );
    expect(resourcesOf(item)).toContain('xray');
  });

  it('near-miss: a poke in the eye with normal vision and no bony tenderness needs no imaging', () => {
    const item = teenager(
      'Poked in eye',
      'Finger poked in the right eye, watery and sore, vision normal, no bony tenderness, no double vision.',
      '',
      '30',
    );
    expect(resourcesOf(item)).not.toContain('xray');
    expect(resourcesOf(item)).not.toContain('advancedImaging');
  });
});

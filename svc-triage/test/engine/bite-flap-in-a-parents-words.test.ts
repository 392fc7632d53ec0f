import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A parent's "flappy cut" is a flap laceration: a dog bite that tore a flap of a young child's cheek is
 * repaired, with plastic or maxillofacial input for the face (NICE NG184; ESI v4 resource counting):
 * two resources, ESI 3. Teeth marks that did not break the skin are not.
 */
const child = caseFormMaker({ patientAge: '4', gender: 'male' });

describe('a flap from a bite in a parent’s words', () => {
  it('a flappy cut on a four-year-old’s cheek: repair and a specialist (ESI 3)', () => {
    const item = child(
      "Neighbour's dog bit his cheek",
      "His mum says: the neighbour's dog bit him on the cheek, there's a flappy cut about the length of my thumb. It stopped bleeding with a cloth.",
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['simpleProcedure', 'specialtyConsultation']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('teeth marks on his arm that did not break the skin need nothing (ESI 5)', () => {
    const item = child(
      'Dog bite arm',
      'Our dog nipped his arm, just teeth marks, skin not broken, no bleeding.',
    );
    expect(analyzeCase(item).esi).toBe(5);
  });
});

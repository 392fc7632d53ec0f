import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * The belly button is the navel, not an "abdominal button": a red lump with pus at the belly-button wound of
 * a keyhole appendicectomy, no tummy pain, is a port-site abscess drained (ESI 4), not an abdominal pain
 * worked up. Pain at or around the belly button is still an abdominal pain.
 */
const child = caseFormMaker({ patientAge: '11', gender: 'male' });

it('a red lump with a yellow head at the belly-button wound twelve days after a keyhole appendicectomy: ESI 4', () => {
  const item = child(
    'Red lump at belly-button wound',
    'Laparoscopic appendicectomy twelve days ago. The umbilical port site has become red and swollen over three days and this morning a pea-sized yellow head appeared. Eating, playing football, no fever, no vomiting, no abdominal pain away from the wound.',
    'T 37.2, HR 88, RR 18',
  );
  expect(presentationIds(item)).not.toContain('abdominal-pain');
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it.each(['belly button pain', 'pain around her tummy button'])(
  '"%s" is still an abdominal pain',
  (complaint) => {
    expect(presentationIds(child(complaint, 'Since this morning.'))).toContain('abdominal-pain');
  },
);

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A blow to the left upper belly or the lower ribs in sport (a knee, a shoulder in a tackle, a hoof) can
 * tear the spleen, above all one enlarged by glandular fever; pain felt at the tip of the shoulder is blood
 * under the diaphragm (ATLS). Those signs make ESI 2; a pulse of 130, a low pressure or the cold pale sweat
 * of shock make it haemorrhagic shock, ESI 1.
 */
const form = caseFormMaker({ patientAge: '19', gender: 'male' });

it.each([
  [
    'kneed under the ribs at football',
    'Took a knee to his left side just under the ribs an hour ago. Now an ache at the tip of his left shoulder.',
    'HR 104',
  ],
  [
    'tummy pain after a tackle',
    'Took a shoulder into the left upper abdomen in a tackle. Glandular fever three weeks ago. Sore under the left ribs.',
    'HR 96 BP 122/76',
  ],
])('"%s" is a possible splenic injury (ESI 2)', (complaint, symptoms, vitals) => {
  expect(analyzeCase(form(complaint, symptoms, vitals)).esi).toBe(2);
});

it('kicked in the stomach by a horse, pulse 138, cold, sweaty and white, is haemorrhagic shock (ESI 1)', () => {
  const item = form(
    'kicked in the stomach by my horse',
    'Deep pain left side of tummy, ache at the tip of my left shoulder. Freezing cold and sweaty, partner says I am white as a sheet, dizzy when I sit up.',
    'watch says 138',
    '34',
    'female',
  );
  expect(flagIds(item)).toContain('haemorrhagic-shock');
  expect(analyzeCase(item).esi).toBe(1);
});

it('near-miss: a knee to the side of the head is not a blow to the belly', () => {
  expect(
    flagIds(
      form('head injury', 'Took a knee to the side of his head in sparring, dazed.', 'HR 132 BP 128/80'),
    ),
  ).not.toContain('haemorrhagic-shock');
});

it('near-miss: a bruise from a ball to the stomach, walking about and well, is not ESI 2', () => {
  const item = form(
    'hit in the stomach by a ball',
    'Winded for a minute, now fine, eating, walking about.',
    'HR 76',
  );
  expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(3);
});

import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * An ulcer or a wound that smells, weeps or discharges is infected. In a diabetic's foot it is X-rayed for
 * osteomyelitis and the bloods are taken (IWGDF 2023); a surgical wound is swabbed for culture (NICE NG125).
 */
const form = caseFormMaker({ patientAge: '58', gender: 'male' });

it('a smelly ulcer under the ball of a diabetic foot: X-ray and bloods, ESI 3', () => {
  const item = {
    ...form(
      'Smelly ulcer on the foot',
      'Ulcer under the ball of his right foot for six weeks, sock stained with yellow discharge, redness around it. Feels well.',
      'BP 142/86 HR 84 RR 16 SpO2 98% T 37.5',
    ),
    medicalHistory: 'Type 2 diabetes with peripheral neuropathy',
  };
  expect(presentationIds(item)).toContain('cellulitis');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'labs']));
  expect(analyzeCase(item).scores.esi.level).toBe(3);
});

it('an oozing caesarean wound in a well woman is swabbed: ESI 4', () => {
  const item = form(
    'Red, oozing wound eight days after caesarean',
    'Left end of the wound pink with a little cloudy ooze, no collection, feels well, no fever.',
    'Temp 37.1, pulse 80, BP 118/70',
    '29',
    'female',
  );
  expect(resourcesOf(item)).toEqual(['labs']);
});

it('near-miss: an infected insect bite in a well adult needs no resources', () => {
  const item = form(
    'infected insect bite',
    'Bite on the forearm, 3 cm redness, no fever, feels well.',
    'HR 76 T 36.8',
    '30',
  );
  expect(resourcesOf(item)).toEqual([]);
});

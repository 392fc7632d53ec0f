import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Cellulitis spreading despite oral antibiotics is treated with IV antibiotics after bloods (NICE NG141,
 * Eron class II): ESI 3. The rule knew "despite antibiotics" and "past the line", but a note names the
 * drug and the pen: "past the pen line despite two days of flucloxacillin" was read as mild cellulitis.
 */
const form = caseFormMaker({ patientAge: '54', gender: 'female' });
const calm = 'HR 92, BP 128/76, RR 16, SpO2 98%, T 37.8';

it.each([
  'Red hot swollen shin, now past the pen line the GP drew, despite two days of oral flucloxacillin.',
  'Cellulitis of the forearm spreading beyond the marked edge. Clarithromycin has not helped.',
  'Red swollen calf, on day 3 of cefalexin and it is still spreading outside the drawn outline.',
])('"%s" is IV antibiotics and bloods (ESI 3)', (symptoms) => {
  expect(analyzeCase(form('red swollen leg', symptoms, calm)).esi).toBe(3);
});

it('near-miss: mild cellulitis since yesterday, well, put on flucloxacillin this morning, needs no resource (ESI 5)', () => {
  expect(
    analyzeCase(
      form(
        'red leg',
        'Small patch of red warm skin on the shin since yesterday, GP put her on flucloxacillin this morning, feels well.',
        'HR 78, BP 124/78, RR 14, SpO2 99%, T 36.8',
      ),
    ).esi,
  ).toBe(5);
});

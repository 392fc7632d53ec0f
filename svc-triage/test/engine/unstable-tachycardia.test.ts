import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A tachycardia over 150 that is causing ischaemic chest discomfort and near-fainting is unstable (AHA
 * 2020 ACLS tachycardia algorithm: synchronised cardioversion), even before a low pressure is measured:
 * ESI 1. A fast rate without those signs is ESI 2.
 */
const form = caseFormMaker({ patientAge: '52', gender: 'male' });

it.each([
  [
    'electric shock at work and my heart is going crazy fast',
    'Since the shock my heart has been racing. I have nearly blacked out twice and have to lie flat or everything goes grey. My chest feels tight and heavy.',
    'watch says heart 188',
  ],
  [
    'palpitations',
    'Heart racing for an hour, nearly fainted twice, central chest pain, sweaty.',
    'HR 190 BP 118/76 RR 22',
  ],
])('"%s" is unstable (ESI 1)', (complaint, symptoms, vitals) => {
  expect(analyzeCase(form(complaint, symptoms, vitals)).esi).toBe(1);
});

it('near-miss: a rate of 180 with no chest pain and no faintness is ESI 2', () => {
  const item = form(
    'palpitations',
    'Heart racing for an hour, feels anxious, no chest pain, no dizziness.',
    'HR 180 BP 124/80 RR 18',
  );
  expect(analyzeCase(item).esi).toBe(2);
});

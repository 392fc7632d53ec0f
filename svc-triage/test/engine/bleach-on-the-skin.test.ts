import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Diluted bleach splashed on the forearms, irrigated, skin mildly pink without blisters: a chemical
 * exposure of the skin whose irrigation is wound care (no resources), told substance first ("bleach
 * splashed on arms"). Its saturation ("SpO2 97%") is not a share of the body burnt.
 */
const person = caseFormMaker({ patientAge: '74', gender: 'male' });

it('bleach splashed on the forearms, irrigated, pink, no blisters: no resources (ESI 5)', () => {
  const item = person(
    'Bleach splashed on arms',
    'Cleaning the patio with diluted bleach, bucket tipped and splashed both forearms 30 min ago. Stinging. Nothing in the eyes. Crew irrigated both arms 15 min with water. Skin mildly pink, no blistering or breaks in the skin.',
    'HR 76, BP 152/86, RR 16, SpO2 97%.',
  );
  expect(presentationIds(item)).toContain('chemical-skin-exposure');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: a chemical burn of 5% of the body goes to the burns service', () => {
  expect(
    resourcesOf(
      person(
        'chemical burn',
        'Drain cleaner spilt over his thigh, 5% TBSA, skin white and leathery.',
        'SpO2 97%',
      ),
    ),
  ).toContain('specialtyConsultation');
});

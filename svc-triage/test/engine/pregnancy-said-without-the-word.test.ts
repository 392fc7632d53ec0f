import { analyzeCase } from '../../src/domain/engine';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A midwife's note rarely says "pregnant": "36 weeks, fewer movements since yesterday" says it already,
 * since only a baby not yet born is felt to move. Read without the word, such a visit matched no complaint
 * and its resources were guessed (RCOG Green-top 57: CTG and an obstetric assessment, ESI 3).
 */
const form = caseFormMaker({ patientAge: '29', gender: 'female' });
const pregnancyOf = (item: ReturnType<typeof form>) => readCaseFacts(item).pregnancy;

it('"36 weeks, fewer movements" is a pregnancy at 36 weeks with reduced fetal movements (ESI 3)', () => {
  const item = form(
    'Baby moving less',
    '36 weeks, fewer movements since yesterday evening, felt 3 kicks this morning, no bleeding, no pain.',
    'BP 118/74, HR 84, T 36.8',
  );
  expect(pregnancyOf(item)).toMatchObject({ pregnant: true, gestationWeeks: 36 });
  expect(presentationIds(item)).toContain('later-pregnancy-issue');
  expect(analyzeCase(item).esi).toBe(3);
});

it('the weeks at the head of a clause are the gestation of a stated pregnancy', () => {
  const item = form('headache', 'Pregnant. 34 weeks, headache and swollen ankles since this morning.');
  expect(pregnancyOf(item).gestationWeeks).toBe(34);
});

it.each([
  ['G1P0 at 35+2 weeks, headache, flashing lights, BP 168/112, urine protein 3+.', 35],
  ['G3P2, 28/40, abdominal pain since this morning.', 28],
  ['Primigravida at 32 weeks with a headache.', 32],
])('the obstetric shorthand "%s" is a pregnancy at %d weeks', (story, weeks) => {
  expect(pregnancyOf(form('headache', story))).toMatchObject({ pregnant: true, gestationWeeks: weeks });
});

it('severe pre-eclampsia told in obstetric shorthand is high risk (ESI 2)', () => {
  const item = form(
    'GP referral: headache, visual disturbance and BP 168/112 at 35 weeks',
    'G1P0 at 35+2 weeks. Frontal headache worse, flashing lights, pain under her right ribs. Urine protein 3+.',
    'BP 168/112 (repeat 166/110)',
  );
  expect(analyzeCase(item).redFlags.map((flag) => flag.id)).toContain('pre-eclampsia');
  expect(analyzeCase(item).esi).toBe(2);
});

describe('near-misses', () => {
  it('an obstetric history without the weeks of a pregnancy now says none: "G2P2, LMP 2 weeks ago"', () => {
    expect(pregnancyOf(form('pelvic pain', 'G2P2, LMP 2 weeks ago, period-like pain.')).pregnant).toBe(false);
  });

  it('a baby who is the patient moving its limbs says no pregnancy', () => {
    const item = form('fever', 'Baby is moving all four limbs, fewer wet nappies, feeding less.', '', '0.5');
    expect(pregnancyOf(item).pregnant).toBe(false);
  });

  it('"3 weeks, dry cough" in a woman says no pregnancy, and weeks of a cough are no gestation', () => {
    expect(pregnancyOf(form('cough', '3 weeks, dry cough, no fever.'))).toMatchObject({
      pregnant: false,
      gestationWeeks: undefined,
    });
    expect(
      pregnancyOf(form('cough', 'Pregnant. 3 weeks of a dry cough, no fever.')).gestationWeeks,
    ).toBeUndefined();
  });
});

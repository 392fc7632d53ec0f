import { analyzeCase } from '../../src/domain/engine';
import { splitCopiedForward } from '../../src/domain/engine/reading/copied-forward';
import { caseFormMaker, flagIds, presentationIds } from './support/case-forms';

/**
 * A note that carries old text forward (a discharge summary, a dated problem list, a clinic letter) above
 * today's short entry: the old text is history. A GI bleed of 2020 or a stroke of 2022 copied into today's
 * note is not today's presentation; today's entry is read as it always was.
 */
const older = caseFormMaker({ patientAge: '92', gender: 'female' });
const calm = 'HR 72 irreg, BP 146/78, RR 16, SpO2 96%, T 36.4';

describe('splitting the text carried forward from today’s entry', () => {
  it('ends a copied block at its end marker', () => {
    expect(
      splitCopiedForward(
        '--- copied from Discharge Summary 02/2022 ---\nDx: COPD.\n--- end ---\nToday: needs a script',
      ),
    ).toEqual({
      today: 'Today: needs a script',
      copied: '--- copied from Discharge Summary 02/2022 ---\nDx: COPD.',
    });
  });

  it('ends a copied block at a rule line or at the line today’s entry begins', () => {
    expect(splitCopiedForward('Clinic letter (copied): migraine.\n=======\n11:15 today: vertigo').today).toBe(
      '11:15 today: vertigo',
    );
    expect(splitCopiedForward('>> copied problem list: T2DM\nToday 18:50: cut shin').today).toBe(
      'Today 18:50: cut shin',
    );
  });

  it('with no end in sight, sets aside only the marked lines', () => {
    expect(
      splitCopiedForward(
        '<<carried forward from 2023 ED note>> diverticulitis\n14/06 ED note: LLQ pain 6/10',
      ),
    ).toEqual({
      today: '14/06 ED note: LLQ pain 6/10',
      copied: '<<carried forward from 2023 ED note>> diverticulitis',
    });
  });

  it('leaves a note without old text as it is', () => {
    expect(splitCopiedForward('Today: fell, hip pain\n-----\nHR 80')).toEqual({
      today: 'Today: fell, hip pain\n-----\nHR 80',
      copied: '',
    });
  });
});

describe('a copied problem list above today’s skin tear', () => {
  const note = (today: string) =>
    older(
      'skin tear',
      [
        '***Problem list (last updated 17/08/2019)***',
        '1. Atrial fibrillation. Warfarin ceased 2020 after GI bleed, now no anticoagulation',
        '2. Osteoporosis, fractured neck of femur 2017',
        '3. L MCA stroke 2018 with residual weakness',
        '***end***',
        today,
      ].join('\n'),
      calm,
    );

  it('is history: no GI bleed, stroke or hip fracture today, ESI 5', () => {
    const item = note(
      'Today: caught her forearm on the walker. Flap skin tear 4 cm, bleeding stopped with pressure. No fall.',
    );
    expect(flagIds(item)).not.toEqual(expect.arrayContaining(['upper-gi-bleed']));
    expect(flagIds(item)).not.toEqual(expect.arrayContaining(['stroke-tia']));
    expect(presentationIds(item)).not.toContain('hip-pain-older-adult');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: a bleed today, after the copied list, is still today’s', () => {
    const item = note('Today: vomited fresh blood twice this morning, dizzy on standing.');
    expect(flagIds(item)).toContain('upper-gi-bleed');
  });
});

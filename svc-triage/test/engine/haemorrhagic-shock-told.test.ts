import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Blood lost from the gut or the womb, with the skin of shock and a faint, told before a cuff is on, is
 * haemorrhagic shock: resuscitated at once (ESI v4 decision point A; NICE CG141), even with a clear mind.
 */
const SHOCK = 'Blood lost with the skin of shock and a faint: haemorrhagic shock, resuscitate now';
const older = caseFormMaker({ patientAge: '83', gender: 'male' });
const woman = caseFormMaker({ patientAge: '29', gender: 'female' });

it('a bowl of blood vomited, black stools, went down on standing, white as a sheet and clammy: ESI 1', () => {
  const result = analyzeCase(
    older(
      'Vomiting blood and fainted',
      "He's brought up a big bowl of blood twice and his poo was black this morning. He tried to stand up and went down. He's come round but he's white as a sheet, cold and clammy.",
    ),
  );
  expect(result.reasons).toContain(SHOCK);
  expect(result.esi).toBe(1);
});

it('soaking through pads after a miscarriage, fainted in the bathroom, grey and sweaty: ESI 1', () => {
  const result = analyzeCase(
    woman(
      'Heavy bleeding',
      'Miscarrying at 9 weeks, soaking through a pad every 20 minutes, fainted in the bathroom, grey and sweaty.',
    ),
  );
  expect(result.reasons).toContain(SHOCK);
  expect(result.esi).toBe(1);
});

describe('what is not', () => {
  it('felt faint at the sight of a streak of blood vomited after retching, pale and clammy', () => {
    const result = analyzeCase(
      woman(
        'Vomited blood',
        'Vomited a streak of blood after retching all night, felt faint at the sight of blood, pale and clammy.',
      ),
    );
    expect(result.reasons).not.toContain(SHOCK);
  });

  it('black stools and a faint, but warm and pink', () => {
    const result = analyzeCase(
      older('Black stools', 'Black tarry stools for two days, fainted once yesterday, warm and pink now.'),
    );
    expect(result.reasons).not.toContain(SHOCK);
  });

  it('the same story with a measured blood pressure that is normal is read by its vital signs', () => {
    const result = analyzeCase(
      older(
        'Vomiting blood',
        'Vomited blood twice, went down on standing, pale and clammy.',
        'BP 132/80 HR 96 RR 18 SpO2 97%',
      ),
    );
    expect(result.reasons).not.toContain(SHOCK);
  });
});

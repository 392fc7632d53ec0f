import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Wells and PERC are for chest pain or breathlessness that could be a pulmonary embolism. Breathlessness
 * with swelling lips and hives has its cause in front of the nurse: the scores, and their questions about
 * previous DVT and hormone use in the missing data, are noise beside the adrenaline.
 */
const adult = caseFormMaker({ patientAge: '34', gender: 'male' });
const ruleIds = (item: ReturnType<typeof adult>) =>
  (analyzeCase(item).decisionRules ?? []).map((rule) => rule.id);
const missingText = (item: ReturnType<typeof adult>) =>
  analyzeCase(item)
    .missingData.map((entry) => entry.description)
    .join(' ');

describe('breathless in anaphylaxis: no pulmonary embolism scores', () => {
  const reaction = adult(
    'allergic reaction, short of breath',
    'Ate prawns 20 min ago, lips swelling, wheeze, short of breath, hives all over.',
    'BP 118/70 HR 110 RR 24 SpO2 95% RA',
  );

  it('applies neither Wells nor PERC', () => {
    expect(ruleIds(reaction)).not.toEqual(expect.arrayContaining(['wells-pe']));
    expect(ruleIds(reaction)).not.toContain('perc');
  });

  it('does not ask about previous DVT or PE', () => {
    expect(missingText(reaction)).not.toMatch(/previous DVT/);
  });
});

it('breathlessness without an allergic reaction keeps both scores', () => {
  const breathless = adult(
    'short of breath',
    'Sudden breathlessness since this morning, sharp pain on breathing in, flew back from Australia 3 days ago.',
    'BP 126/80 HR 108 RR 22 SpO2 94% RA',
  );
  expect(ruleIds(breathless)).toEqual(expect.arrayContaining(['wells-pe', 'perc']));
});

import { displaySetCode, normaliseSetCode, setCodeAlphabet } from '@manan/contracts';
import { csvCell } from '../../src/domain/practice/case-set-results-csv';
import { compareLevels } from '../../src/domain/practice/compare-levels';
import { practiceRedFlagCatalogue } from '../../src/domain/practice/guideline-catalogue';
import { streakOf } from '../../src/domain/practice/practice-progress';
import { compareRedFlags, normaliseFlagText } from '../../src/domain/practice/red-flag-matching';
import { randomSetCode, uniqueSetCode } from '../../src/domain/practice/set-code';

describe('training mode rules', () => {
  it('when levels are compared, then a smaller ESI is over-triage and a larger one under-triage, by the distance', () => {
    expect(compareLevels(2, 2)).toEqual({ verdict: 'exact', by: 0 });
    expect(compareLevels(1, 3)).toEqual({ verdict: 'over', by: 2 });
    expect(compareLevels(5, 1)).toEqual({ verdict: 'under', by: 4 });
  });

  it('when typed red flags are normalised, then case, punctuation, hyphens and plurals do not matter', () => {
    expect(normaliseFlagText('Acute-Coronary SYNDROMES!')).toBe(normaliseFlagText('acute coronary syndrome'));
    expect(normaliseFlagText('Stroke / TIAs')).toBe(normaliseFlagText('stroke-tia'));
    expect(normaliseFlagText('arteries')).toBe('artery');
    expect(normaliseFlagText('sepsis')).toBe('sepsis');
  });

  it('when trainee flags are compared, then ids and typed names catch, duplicates count once, the rest is extra', () => {
    const comparison = compareRedFlags(
      ['sepsis', 'Acute coronary syndromes', 'ACUTE-CORONARY-SYNDROME', 'worried look'],
      ['acute-coronary-syndrome', 'stroke-tia'],
      practiceRedFlagCatalogue,
    );
    expect(comparison.caught).toEqual([{ id: 'acute-coronary-syndrome', name: 'Acute coronary syndrome' }]);
    expect(comparison.missed).toEqual([{ id: 'stroke-tia', name: 'Stroke or TIA' }]);
    expect(comparison.extra).toEqual([{ id: 'sepsis', text: 'Sepsis' }, { text: 'worried look' }]);
    expect(comparison.trainee).toHaveLength(3);
  });

  it('when streaks are counted, then consecutive UTC days, current only when ending today or yesterday', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10', '2026-11-11'];
    expect(streakOf(days, '2026-11-11')).toEqual({ current: 2, best: 3 });
    expect(streakOf(days, '2026-11-12')).toEqual({ current: 2, best: 3 });
    expect(streakOf(days, '2026-11-13')).toEqual({ current: 0, best: 3 });
    expect(streakOf(['2026-12-31', '2027-01-01'], '2027-01-01')).toEqual({ current: 2, best: 2 });
    expect(streakOf([], '2026-11-11')).toEqual({ current: 0, best: 0 });
  });

  it('when CSV cells are written, then RFC 4180 quoting and formula injection are handled', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(3)).toBe('3');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
  });

  it('when share codes are made, then 8 characters of the unambiguous alphabet, shown XXXX-XXXX, read in any case with or without hyphen', async () => {
    expect(setCodeAlphabet).not.toMatch(/[01OIL]/);
    const codes = new Set(Array.from({ length: 200 }, randomSetCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(displaySetCode('K7MQ2XRA')).toBe('K7MQ-2XRA');
    expect(normaliseSetCode('k7mq-2xra')).toBe('K7MQ2XRA');
    expect(normaliseSetCode(' K7MQ 2XRA ')).toBe('K7MQ2XRA');
    expect(normaliseSetCode('K7MQ-2XR0')).toBeNull();
    expect(normaliseSetCode('K7MQ')).toBeNull();
    const taken = new Set(['AAAAAAAA']);
    const sequence = ['AAAAAAAA', 'BBBBBBBB'];
    expect(
      await uniqueSetCode(
        async (code) => taken.has(code),
        () => sequence.shift()!,
      ),
    ).toBe('BBBBBBBB');
  });
});

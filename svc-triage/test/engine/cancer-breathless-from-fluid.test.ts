import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Cancer raises the risk of a pulmonary embolism, but a patient with cancer whose breathlessness came on
 * over weeks, or comes with what explains it (a pleural effusion's dull base, tense ascites, the pillows and
 * swollen ankles of heart failure), and with nothing of an embolism (sudden onset, pleuritic pain, blood in
 * the sputum, a faint, a swollen calf, hypoxia, a fast pulse) is worked up for that cause (ESC 2019 lists
 * the alternative diagnoses first): ESI 3 with its bloods and imaging, not a high-risk embolism.
 */
const person = caseFormMaker({ patientAge: '68', gender: 'female' });
const withCancer = (complaint: string, symptoms: string, vitals: string) => ({
  ...person(complaint, symptoms, vitals),
  medicalHistory: 'Metastatic lung cancer on chemotherapy',
});

describe('breathlessness explained by fluid or gradual, with cancer', () => {
  it('an effusion over two weeks, dull at the base, stable: no embolism flag (ESI 3)', () => {
    const item = withCancer(
      'more breathless',
      'Breathless on exertion, gradually worse over two weeks. Reduced air entry and dull to percussion at the right base. Full sentences, no chest pain.',
      'HR 92 RR 20 SpO2 94% BP 130/80 T 36.8',
    );
    expect(flagIds(item)).not.toContain('pulmonary-embolism');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('tense ascites, breathless lying flat and sleeping propped up: no embolism flag', () => {
    expect(
      flagIds(
        withCancer(
          'swollen abdomen',
          'Ten days of increasing abdominal swelling, tense but not tender; breathless lying flat, sleeps propped up on pillows.',
          'HR 90 RR 20 SpO2 95% BP 120/76',
        ),
      ),
    ).not.toContain('pulmonary-embolism');
  });
});

describe('near-misses: the embolism stays', () => {
  it.each([
    [
      'sudden breathlessness',
      'Suddenly breathless this morning with sharp pain on breathing in.',
      'HR 96 RR 22 SpO2 94%',
    ],
    [
      'more breathless',
      'Breathless over a week, reduced air entry at the right base.',
      'HR 118 RR 22 SpO2 95%',
    ],
    [
      'breathless',
      'Breathless over two weeks and the left calf is swollen and tender.',
      'HR 94 RR 20 SpO2 95%',
    ],
  ])('"%s: %s"', (complaint, symptoms, vitals) => {
    expect(flagIds(withCancer(complaint, symptoms, vitals))).toContain('pulmonary-embolism');
  });
});

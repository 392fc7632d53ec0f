import { extractTriageLevel } from '@manan/contracts';
import { analyzeCase, renderResultText, type CaseForm, type EngineResult } from '../../src/domain/engine';
import { esiResourceNames, type EsiResource } from '../../src/domain/engine/scores/esi-resources';

const NORMAL_VITALS = 'HR 80 BP 125/80 RR 14 SpO2 99% T 36.8';

const caseForm = (fields: Partial<CaseForm>): CaseForm => ({
  patientAge: '35',
  gender: 'male',
  chiefComplaint: '',
  symptoms: '',
  vitals: NORMAL_VITALS,
  medicalHistory: '',
  currentMedications: '',
  ...fields,
});

/** The name the text gives a resource: its parentheses written as square brackets. */
const shownName = (resource: string) =>
  esiResourceNames[resource as EsiResource].replace(/\(/g, '[').replace(/\)/g, ']');

const render = (fields: Partial<CaseForm>) => {
  const result = analyzeCase(caseForm(fields));
  return { result, text: renderResultText(result), lines: renderResultText(result).split('\n') };
};

/** The lines of the TRIAGE LEVEL section, where the resources, alternatives and rules are shown. */
const levelSection = (text: string) => (text.split('\n\n')[0] ?? '').split('\n');

const abdominalPain: Partial<CaseForm> = {
  chiefComplaint: 'abdominal pain',
  symptoms: 'RLQ pain (since this morning), vomiting',
  patientAge: '45',
};
const negativeAnkle: Partial<CaseForm> = {
  chiefComplaint: 'Twisted left ankle',
  symptoms:
    'Inversion injury playing netball. Non-tender over both malleoli. Able to weight bear, walked in with a limp.',
};
const partialAnkle: Partial<CaseForm> = {
  chiefComplaint: 'ankle injury',
  symptoms: 'twisted ankle at football (right), swollen lateral ankle',
};
const headacheWithPalpitations: Partial<CaseForm> = {
  chiefComplaint: 'headache',
  symptoms: 'also has some palpitations',
};

describe('the rendered triage level section', () => {
  it.each<[string, Partial<CaseForm>, string]>([
    ['abdominal pain', abdominalPain, 'Presenting complaint: Abdominal pain'],
    ['an ankle injury', partialAnkle, 'Presenting complaint: Lower extremity injury'],
    [
      'a headache with palpitations in the narrative',
      headacheWithPalpitations,
      'Presenting complaint: Headache; also Palpitations / irregular heartbeat',
    ],
  ])('%s: names the presenting complaint', (_description, fields, line) => {
    const { lines } = render(fields);
    expect(lines).toContain(line);
  });

  it('names no presenting complaint when none was recognised', () => {
    const { text } = render({ chiefComplaint: 'feeling off', symptoms: 'not quite right' });
    expect(text).not.toContain('Presenting complaint:');
  });

  it.each<[string, Partial<CaseForm>, Array<[EsiResource, string]>]>([
    [
      'abdominal pain',
      abdominalPain,
      [
        ['labs', '[abdominal pain]'],
        ['advancedImaging', '[abdominal pain]'],
        ['parenteralMedication', '[abdominal pain]'],
      ],
    ],
    [
      'a headache with palpitations',
      headacheWithPalpitations,
      [
        ['parenteralMedication', '[headache]'],
        ['ecg', '[palpitations / irregular heartbeat]'],
        ['labs', '[palpitations / irregular heartbeat]'],
      ],
    ],
    ['an ankle injury', partialAnkle, [['xray', '[lower extremity injury]']]],
  ])(
    '%s: one "- <resource>: <why>" line per expected resource, the complaint in brackets',
    (_d, fields, expected) => {
      const { result, text } = render(fields);
      const section = levelSection(text);
      expect(result.scores.esi.resourcePlan?.map((need) => need.resource)).toEqual(
        expected.map(([resource]) => resource),
      );
      expect(section).toContain(`ESI resources expected: [${result.scores.esi.resourceCount}]`);
      for (const [resource, complaint] of expected) {
        const lines = section.filter((line) => line.startsWith(`- ${shownName(resource)}: `));
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(complaint);
      }
      const resourceLines = section.filter((line) =>
        Object.keys(esiResourceNames).some((resource) => line.startsWith(`- ${shownName(resource)}: `)),
      );
      expect(resourceLines).toHaveLength(expected.length);
    },
  );

  it('every reason of a merged resource is on its one line', () => {
    const { result, text } = render(abdominalPain);
    const labs = result.scores.esi.resourcePlan?.find((need) => need.resource === 'labs');
    expect(labs?.why).toContain('; blood tests for appendicitis');
    expect(levelSection(text)).toContain(`- ${shownName('labs')}: ${labs?.why}`);
  });

  it('with no resource, says none and shows the not-needed line of the rule that removed it', () => {
    const { result, text } = render(negativeAnkle);
    const section = levelSection(text);
    expect(result.esi).toBe(5);
    expect(section).toContain('ESI resources expected: none [0]');
    const notNeeded = section.filter((line) => line.startsWith('- not needed: '));
    expect(notNeeded).toHaveLength(1);
    expect(notNeeded[0]).toMatch(/^- not needed: plain X-ray - Ottawa ankle and foot rules: negative/);
  });

  it('has no not-needed line when nothing was removed', () => {
    const { text } = render(partialAnkle);
    expect(text).not.toContain('not needed:');
  });

  it.each<[string, Partial<CaseForm>, string]>([
    [
      'an incomplete Ottawa rule',
      partialAnkle,
      'Could change: ESI 5 if the Ottawa ankle and foot rules are negative once complete',
    ],
    ['abdominal pain with no score', abdominalPain, 'Could change: ESI 2 if the pain is 7/10 or more'],
    [
      'abdominal pain in a woman of 25',
      {
        chiefComplaint: 'abdominal pain',
        symptoms: 'lower abdominal pain',
        patientAge: '25',
        gender: 'female',
      },
      'Could change: ESI 2 if the pain is 7/10 or more; ESI 2 if a pregnancy test is positive [ectopic pregnancy]',
    ],
  ])('%s: a "Could change:" line lists the alternatives', (_description, fields, line) => {
    const { result, lines } = render(fields);
    expect(result.alternatives?.length).toBeGreaterThan(0);
    expect(lines).toContain(line);
  });

  it('has no "Could change:" line without alternatives', () => {
    const { result, text } = render({ chiefComplaint: 'laceration to forearm', symptoms: 'cut on glass' });
    expect(result.alternatives).toEqual([]);
    expect(text).not.toContain('Could change:');
  });

  it('lists each decision rule, an incomplete one with what is not known', () => {
    const { result, text } = render(partialAnkle);
    const section = levelSection(text);
    const rule = result.decisionRules?.find((candidate) => candidate.id === 'ottawa-ankle');
    expect(rule?.status).toBe('partial');
    const start = section.indexOf('Decision rules:');
    expect(start).toBeGreaterThan(-1);
    const ruleLine = section[start + 1] ?? '';
    expect(ruleLine.startsWith(`- ${rule?.name}: `)).toBe(true);
    expect(ruleLine).toMatch(
      /\[incomplete; not known: [^\]]*bone tenderness at the posterior edge or tip of the lateral malleolus/,
    );
    expect(ruleLine.endsWith(`[incomplete; not known: ${rule?.missing.join(', ')}]`)).toBe(true);
  });

  it('a complete rule has no "incomplete" mark', () => {
    const { text } = render(negativeAnkle);
    const section = levelSection(text);
    const start = section.indexOf('Decision rules:');
    expect(section[start + 1]).toMatch(/^- Ottawa ankle and foot rules: negative/);
    expect(text).not.toContain('[incomplete;');
  });

  it('a scored rule shows its score after its name', () => {
    const { result, lines } = render(abdominalPain);
    const alvarado = result.decisionRules?.find((rule) => rule.id === 'alvarado');
    expect(alvarado?.score).toBeDefined();
    expect(
      lines.some((line) =>
        line.startsWith(`- ${alvarado?.name.replace(/\(/g, '[').replace(/\)/g, ']')} ${alvarado?.score}: `),
      ),
    ).toBe(true);
  });

  it('has no "Decision rules:" section when no rule applies', () => {
    const { result, text } = render({ chiefComplaint: 'laceration to forearm', symptoms: 'cut on glass' });
    expect(result.decisionRules).toEqual([]);
    expect(text).not.toContain('Decision rules:');
  });
});

describe('the level can be read back from the text', () => {
  const cases: Array<[string, Partial<CaseForm>]> = [
    ['abdominal pain, with parentheses in the input', abdominalPain],
    ['a negative ankle', negativeAnkle],
    ['an incomplete ankle, with parentheses in the input', partialAnkle],
    ['a headache with palpitations', headacheWithPalpitations],
    [
      'chest pain with sweating',
      { chiefComplaint: 'chest pain (central)', symptoms: 'crushing chest pain, sweaty (diaphoretic)' },
    ],
    [
      'an unresponsive patient',
      {
        chiefComplaint: 'unresponsive',
        symptoms: 'found collapsed (no response)',
        vitals: 'HR 40 BP 70/40 RR 6 SpO2 82%',
      },
    ],
    ['an unrecognised complaint', { chiefComplaint: 'feeling off (vague)', symptoms: 'not quite right' }],
  ];

  it('covers every level', () => {
    const levels = new Set(cases.map(([, fields]) => analyzeCase(caseForm(fields)).level));
    expect([...levels].sort()).toEqual(['EMERGENCY', 'HIGH', 'LOW', 'MEDIUM']);
  });

  it.each(cases)(
    '%s: no parentheses anywhere, and extractTriageLevel gives the level',
    (_description, fields) => {
      const { result, text } = render(fields);
      expect(text).not.toMatch(/[()]/);
      expect(extractTriageLevel(text)).toBe(result.level);
      expect(text.split('\n')[1]).toBe(`${result.level} - ESI ${result.esi}, ${decisionPointLine(result)}`);
    },
  );
});

function decisionPointLine(result: EngineResult): string {
  const meaning = {
    A: 'decision point A: needs an immediate life-saving intervention',
    B: 'decision point B: high-risk situation, new confusion or severe pain/distress',
    C: 'decision point C: number of resources expected',
    D: 'decision point D: danger-zone vital signs',
  } as const;
  return meaning[result.scores.esi.decisionPoint];
}

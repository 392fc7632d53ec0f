import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * Words that named the wrong thing: a "Glasgow Coma Scale 15" written out in full is no coma; a toddler who
 * "she's not working hard to breathe" is not breathless; a "tummy bug" is a gastroenteritis, not an
 * abdominal pain to scan.
 */
const teen = caseFormMaker({ patientAge: '14', gender: 'male' });
const toddler = caseFormMaker({ patientAge: '2', gender: 'female' });

describe('a Glasgow Coma Scale written out', () => {
  it('"Glasgow Coma Scale 15" after a minor head bump is no altered consciousness (ESI 5)', () => {
    const item = teen(
      'Bumped heads with a classmate',
      'Two hours ago, no loss of consciousness, no vomiting, remembers everything, small bump on the forehead, walking normally.',
      'Heart rate 78 beats per minute, blood pressure 120/70 mmHg, oxygen saturation 99 percent on room air, Glasgow Coma Scale 15.',
    );
    expect(presentationIds(item)).not.toContain('altered-level-of-consciousness');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: "found in a coma" is an altered consciousness', () => {
    expect(
      presentationIds(teen('found unresponsive', 'Found in a coma by his mother this morning.')),
    ).toContain('altered-level-of-consciousness');
  });
});

describe('not working hard to breathe', () => {
  it.each(['shes not working hard to breathe', "she's not working hard to breathe"])(
    'a mild croup, "%s": no breathlessness, ESI 5',
    (said) => {
      const item = toddler(
        'barking cough in the night',
        `Cough like a seal barking, croaky voice, runny nose yesterday. No noisy breathing when calm, ${said}, playing with my phone.`,
        'temp 37.8',
      );
      expect(presentationIds(item)).not.toContain('shortness-of-breath');
      expect(analyzeCase(item).esi).toBe(5);
    },
  );

  it('near-miss: "her tablets are not working" is still a treatment that failed', () => {
    expect(
      presentationIds(
        toddler('vomiting', "Her anti-sickness medicine is not working, she's still vomiting."),
      ),
    ).toContain('nausea-vomiting');
  });
});

describe('a tummy bug', () => {
  it('a toddler\'s "tummy bug", drinking and wetting nappies: a gastroenteritis, ESI 5', () => {
    const item = caseFormMaker({ patientAge: '3', gender: 'female' })(
      'Tummy bug',
      "She's been sick twice this morning and had a couple of runny nappies, but she's drinking her juice and keeping it down, she's had wet nappies and she's watching cartoons.",
    );
    expect(presentationIds(item)).not.toContain('abdominal-pain');
    expect(presentationIds(item)).toContain('diarrhea');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it('near-miss: "tummy pain" is an abdominal pain', () => {
    expect(presentationIds(toddler('tummy pain', 'Pain around the belly button since lunch.'))).toContain(
      'abdominal-pain',
    );
  });
});

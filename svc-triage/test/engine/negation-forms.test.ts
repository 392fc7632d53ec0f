import { scopeNegation } from '../../src/domain/engine/reading/negation';
import { analyzeText } from '../../src/domain/engine/reading/analyzed-text';

const affirmed = (text: string) => analyzeText(text).affirmed;

describe('negation written the ways triage notes write it', () => {
  it.each([
    ['Fever: no. Flank pain: no.', ['fever', 'flank pain']],
    ['Head injury: no, LOC: none', ['head injury']],
    ['Dizzy: no. Syncope: nil.', ['dizzy', 'syncope']],
    ['Drooling - no', ['drooling']],
  ])('a checklist answer "%s" negates what it answers', (text, negatedWords) => {
    for (const word of negatedWords) expect(affirmed(text)).not.toContain(word);
  });

  it('keeps a checklist answer of yes', () => {
    expect(affirmed('Fever: yes. Injury: no.')).toContain('fever');
  });

  it('negates every item of "no X, Y or Z", and nothing after the list ends', () => {
    const text = affirmed('No tremor, vomiting, diarrhoea or confusion, productive cough for 3 days');
    for (const word of ['tremor', 'vomiting', 'diarrhea', 'confusion']) expect(text).not.toContain(word);
    expect(text).toContain('productive cough');
  });

  it('without an "or", a comma still ends a "no"', () => {
    expect(affirmed('no fever, productive cough for 3 days')).toContain('productive cough');
  });

  it.each([
    ["I don't have a fever", 'fever'],
    ['she does not have a rash', 'rash'],
    ["we haven't seen any blood", 'blood'],
  ])('"%s" is negated', (text, word) => {
    expect(affirmed(text)).not.toContain(word);
  });

  it.each([
    ['Collapsed without warning mid-sprint', 'without warning'],
    ['Fainted with no warning at all', 'no warning'],
    ["I don't know when it started, chest pain since morning", 'chest pain'],
  ])('"%s" keeps "%s" affirmed: a pseudo-negation', (text, kept) => {
    expect(affirmed(text)).toContain(kept);
  });

  it('records what was negated for the pertinent negatives, once each', () => {
    const { negated } = scopeNegation('no chest pain. no chest pain.');
    expect(negated.filter((span) => span.includes('chest pain'))).toHaveLength(2);
  });
});

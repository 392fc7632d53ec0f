import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A day's mix as a busy department's system records it when time is short: a complaint of a few words,
 * fragments for onset, injury, arrival, mental state and pain, and bare vital signs. The low-acuity cases
 * carry a worrying word or a raised number outside the danger zone that a careless reader over-triages;
 * the emergencies must be seen from the same few facts. Twenty-four cases per ESI level, in minimum fields,
 * nurses' notes, registration fields and phone calls. Written blind from ESI v4 guideline knowledge,
 * without reading the engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const sparse = readFrozenCaseSet('sparse-set.jsonl');

describeFrozenCaseSet(sparse, {
  name: 'sparse set',
  sha256: '40740c306524aa1236220680abf47861a6d8f9dcc36329dc14aac9116576e769',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['minimum-fields', 'triage-note', 'registration', 'phone-call'],
});

describe('the sparse set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of sparse.cases)
      expect(item.id).toMatch(new RegExp(`^sp-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});

import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The registry set: 200 everyday adult and paediatric ED visits as registration records them — a short chief
 * complaint typed by a clerk ("abd pain", "SOB", "Lt ankle inj"), a line with mental state, pain, injury and
 * arrival (sometimes one short extra clause), and the vital signs. The mix is that of an ordinary department,
 * mostly ESI 3 and 4 with realistic ESI 5s, and the high-risk and life-saving cases an ED also sees. Every
 * expected level is decidable from what is written. Written from ESI v4 guideline knowledge without reading the
 * engine or the other sets, before any rule is changed for it. It measures; a case is never changed to fit the
 * engine.
 */
const registry = readFrozenCaseSet('registry-set.jsonl');

describeFrozenCaseSet(registry, {
  name: 'registry set',
  sha256: '47971db9138942c6a15cef940d53dd4885cb3ea80893393016a5a106f5b1adb0',
  minCases: 200,
  maxLevelShare: 0.3,
  styles: ['registry'],
});

describe('the registry set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of registry.cases)
      expect(item.id).toMatch(new RegExp(`^g-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});

import { randomUUID } from 'node:crypto';
import { billingEntitlementChangedV1, parseEvent, triageAnalysisRecordedV1 } from '../src';

const envelope = (type: string, data: unknown) => ({
  messageId: randomUUID(),
  type,
  version: 1,
  occurredAt: new Date().toISOString(),
  data,
});

describe('event envelopes', () => {
  it('when an analysis-recorded event is well formed, then it parses with its data', () => {
    const raw = envelope('triage.analysis.recorded', {
      userId: 'u1',
      caseId: 'c1',
      month: '2026-11',
      countInMonth: 3,
    });
    expect(parseEvent(triageAnalysisRecordedV1, raw).data.countInMonth).toBe(3);
  });

  it('when the month is not YYYY-MM, then parsing fails', () => {
    const raw = envelope('triage.analysis.recorded', {
      userId: 'u1',
      caseId: 'c1',
      month: '2026-13',
      countInMonth: 3,
    });
    expect(() => parseEvent(triageAnalysisRecordedV1, raw)).toThrow();
  });

  it('when the type does not match the definition, then parsing fails', () => {
    const raw = envelope('triage.analysis.recorded', { userId: 'u1', isPremium: true, periodEnd: null });
    expect(() => parseEvent(billingEntitlementChangedV1, raw)).toThrow(
      /Expected event billing.entitlement.changed/,
    );
  });

  it('when the message id is not a uuid, then parsing fails', () => {
    const raw = {
      ...envelope('billing.entitlement.changed', { userId: 'u1', isPremium: false, periodEnd: null }),
      messageId: 'x',
    };
    expect(() => parseEvent(billingEntitlementChangedV1, raw)).toThrow();
  });
});

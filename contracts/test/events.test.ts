import { randomUUID } from 'node:crypto';
import {
  authUserDeletedV1,
  billingEntitlementChangedV1,
  createEventEnvelope,
  parseEvent,
  triageAnalysisRecordedV1,
} from '../src';

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

describe('auth.user.deleted.v1', () => {
  it('when it names the deleted user, then it parses; without a user id, then it fails', () => {
    expect(parseEvent(authUserDeletedV1, envelope('auth.user.deleted', { userId: 'u1' })).data).toEqual({
      userId: 'u1',
    });
    expect(() => parseEvent(authUserDeletedV1, envelope('auth.user.deleted', { userId: '' }))).toThrow();
    expect(() => parseEvent(authUserDeletedV1, envelope('auth.user.deleted', {}))).toThrow();
  });
});

describe('createEventEnvelope', () => {
  it('when an event is created, then it parses under its own definition with a fresh message id each time', () => {
    const data = { userId: 'u1', isPremium: true, periodEnd: '2026-12-22T00:00:00.000Z' };
    const first = createEventEnvelope(billingEntitlementChangedV1, data, new Date('2026-11-22T10:00:00Z'));
    const second = createEventEnvelope(billingEntitlementChangedV1, data, new Date('2026-11-22T10:00:00Z'));
    expect(parseEvent(billingEntitlementChangedV1, first)).toEqual(first);
    expect(first.occurredAt).toBe('2026-11-22T10:00:00.000Z');
    expect(first.messageId).not.toBe(second.messageId);
  });
});

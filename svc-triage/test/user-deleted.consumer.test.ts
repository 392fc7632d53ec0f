import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sqliteRowsMentioning } from '@manan/service-kit/testing';
import { analysedCase, questionsFor } from './follow-up/follow-up-support';
import {
  abdominalPainCase,
  authority,
  chestPainCase,
  startTriage,
  type RunningTriage,
} from './support/triage-test-service';

const userDeleted = (userId: string, messageId: string = randomUUID()) => ({
  messageId,
  type: 'auth.user.deleted',
  version: 1,
  occurredAt: new Date().toISOString(),
  data: { userId },
});

describe('svc-triage consuming auth.user.deleted.v1', () => {
  let triage: RunningTriage;
  beforeEach(async () => (triage = await startTriage()));
  afterEach(() => triage.stop());

  const month = new Date().toISOString().slice(0, 7);
  const triageDatabase = () => path.join(triage.dataDir, 'triage.sqlite');
  const casesOf = async (cookie: string) =>
    (await (await triage.get('/api/cases', cookie)).json()) as unknown[];

  /** A user with two cases, one of them refined (a second revision), premium in triage's projection. */
  async function userWithEverything() {
    const first = await analysedCase(triage, abdominalPainCase);
    const questions = await questionsFor(
      triage,
      { analysis: first.analysis, caseId: first.caseId },
      first.cookie,
    );
    const refined = await triage.post(
      '/api/refine-analysis',
      {
        analysis: first.analysis,
        caseId: first.caseId,
        followUpResponses: { [questions[0]!.id]: `Q: ${questions[0]!.question}\nA: no` },
      },
      first.cookie,
    );
    expect(refined.status).toBe(200);
    expect((await triage.post('/api/analyze', chestPainCase, first.cookie)).status).toBe(200);
    await triage.bus.publish({
      messageId: randomUUID(),
      type: 'billing.entitlement.changed',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { userId: first.userId, isPremium: true, periodEnd: '2099-01-01T00:00:00.000Z' },
    });
    expect(await casesOf(first.cookie)).toHaveLength(2);
    expect(await triage.service.entitlements.find(first.userId)).not.toBeNull();
    return first;
  }

  it('when a user is deleted, then their cases, revisions, counters, premium projection and outbox events are gone, and another user keeps theirs', async () => {
    const deleted = await userWithEverything();
    const other = await analysedCase(triage, chestPainCase);
    expect(sqliteRowsMentioning(triageDatabase(), [deleted.userId]).length).toBeGreaterThan(0);

    await triage.bus.publish(userDeleted(deleted.userId));

    expect(await casesOf(deleted.cookie)).toEqual([]);
    expect((await triage.get(`/api/cases/${deleted.caseId}`, deleted.cookie)).status).toBe(404);
    expect(await triage.service.quota.used(deleted.userId, month)).toBe(0);
    expect(await triage.service.entitlements.find(deleted.userId)).toBeNull();
    expect(sqliteRowsMentioning(triageDatabase(), [deleted.userId, deleted.caseId])).toEqual([]);

    expect(await casesOf(other.cookie)).toHaveLength(1);
    expect(await triage.service.quota.used(other.userId, month)).toBe(1);
    expect(triage.bus.deadLetters()).toEqual([]);
  });

  it('when the same deletion is delivered twice, then the second changes nothing and fails nothing', async () => {
    const deleted = await userWithEverything();
    const event = userDeleted(deleted.userId);
    await triage.bus.publish(event);
    await triage.bus.publish(event);
    await triage.bus.publish(userDeleted(deleted.userId));
    expect(await casesOf(deleted.cookie)).toEqual([]);
    expect(triage.bus.deadLetters()).toEqual([]);
  });

  it('when a user who never used triage is deleted, then nothing fails', async () => {
    await triage.bus.publish(userDeleted('never-seen'));
    expect(triage.bus.deadLetters()).toEqual([]);
    expect(await casesOf(authority.token('never-seen').cookie)).toEqual([]);
  });

  it('when the event is malformed, then it is dead-lettered and no case is deleted', async () => {
    const kept = await analysedCase(triage, chestPainCase);
    await triage.bus.publish({ ...userDeleted(kept.userId), data: { userId: '' } });
    expect(triage.bus.deadLetters()).toHaveLength(1);
    expect(await casesOf(kept.cookie)).toHaveLength(1);
  });
});

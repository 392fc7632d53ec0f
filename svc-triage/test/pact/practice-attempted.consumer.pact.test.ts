import { MatchersV3 } from '@pact-foundation/pact';
import { parseEvent, triagePracticeAttemptedV1 } from '@manan/contracts';
import { recordMessagePact } from '@manan/service-kit/testing';

const { uuid, like, integer, regex, datetime } = MatchersV3;

/**
 * triage.practice.attempted.v1 has no consumer service yet ("for future analytics"): the consumer is
 * practice-analytics, and what it relies on is exactly what contracts' own reader of the event accepts.
 */
describe('message pact: practice-analytics consumes triage.practice.attempted.v1', () => {
  it("when triage reports a practice attempt, then contracts' reader accepts it with ids, levels and the verdict", async () => {
    const read: unknown[] = [];
    await recordMessagePact({
      consumer: 'practice-analytics',
      provider: 'svc-triage',
      description: 'triage.practice.attempted.v1',
      metadata: { exchange: 'manan.events', routingKey: 'triage.practice.attempted' },
      content: {
        messageId: uuid('3d1f6a2b-5c4e-4f7a-8b9c-0d1e2f3a4b5c'),
        type: 'triage.practice.attempted',
        version: 1,
        occurredAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-24T10:00:00.000Z'),
        data: {
          attemptId: like('0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a'),
          userId: like('user-1'),
          caseSource: regex(/^(bank|mine|set)$/, 'set'),
          caseId: like('tb-trauma-07'),
          setId: like('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'),
          chosenEsi: integer(3),
          referenceEsi: integer(2),
          verdict: regex(/^(exact|over|under)$/, 'under'),
          by: integer(1),
          occurredAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-24T10:00:00.000Z'),
        },
      },
      handle: async (envelope) => {
        read.push(parseEvent(triagePracticeAttemptedV1, envelope).data);
      },
    });
    expect(read).toEqual([expect.objectContaining({ caseSource: 'set', verdict: 'under', by: 1 })]);
  });
});

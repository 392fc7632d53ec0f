import { verifyMessagePact } from '@manan/service-kit/testing';
import { analysisRecordedEvent } from '../../src/domain/analysis/analysis-recorded.event';

const data = {
  userId: 'user-7',
  caseId: 'b5d1c0de-0000-4000-8000-000000000001',
  month: '2026-11',
  countInMonth: 3,
};

describe('message pact: svc-triage provides triage.analysis.recorded.v1 to svc-billing', () => {
  it("when triage's real event factory builds the event, then it satisfies billing's pact", async () => {
    await expect(
      verifyMessagePact({
        consumer: 'svc-billing',
        provider: 'svc-triage',
        exchange: 'manan.events',
        messageProviders: { 'triage.analysis.recorded.v1': () => analysisRecordedEvent(data, new Date()) },
      }),
    ).resolves.toBeDefined();
  }, 30_000);

  it('when a provider sends an incompatible shape (the count as text, the month as a date), then verification fails', async () => {
    const incompatible = () => ({
      ...analysisRecordedEvent(data, new Date()),
      data: { ...data, countInMonth: '3', month: '2026-11-22' },
    });
    await expect(
      verifyMessagePact({
        consumer: 'svc-billing',
        provider: 'svc-triage',
        exchange: 'manan.events',
        messageProviders: { 'triage.analysis.recorded.v1': incompatible },
      }),
    ).rejects.toBeDefined();
  }, 30_000);
});

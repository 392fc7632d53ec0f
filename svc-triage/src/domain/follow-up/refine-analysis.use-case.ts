import type { DismissedIdentifier } from '@manan/contracts';
import { DomainError, type TransactionRunner } from '@manan/service-kit';
import type { AnalysisProvider, ProviderAnalysis } from '../analysis/analysis-provider.port';
import { caseAnalysisOf } from '../analysis/case-analysis-of';
import type { CaseRepository } from '../cases/case.repository';
import {
  assertNoUndismissedIdentifiers,
  followUpGuardedFields,
  generaliseFollowUpAges,
} from '../privacy/identifier-guard';
import type { CaseAnalysis, StoredCase } from '../cases/stored-case';
import { answerAsEngineText, parseFollowUpResponses } from './follow-up-answers';
import type { RefinementRateLimiter } from './refinement-rate-limiter';
import {
  changesAfterFollowUp,
  levelChange,
  levelOfAnalysisText,
  type LevelChange,
} from './refinement-changes';
import { caseFormOf, findRequestedCase, storedAnswersOf } from './requested-case';
import { holdAtPreviousLevel, textOnlyForm } from './text-only-refinement';

export class RefinementRateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'REFINE.RATE_LIMITED',
      'rate-limited',
      'You have refined many analyses this hour. Please try again later.',
      { retryAfterSeconds },
    );
    this.name = 'RefinementRateLimitedError';
  }
}

export interface RefineAnalysisDependencies {
  provider: AnalysisProvider;
  cases: CaseRepository;
  transactionRunner: TransactionRunner;
  rateLimiter: RefinementRateLimiter;
  now?: () => Date;
}

export interface RefineAnalysisRequest {
  /** The case to refine, preferred: its stored form and structured result are used. */
  caseId?: string | undefined;
  /** The analysis text (spec §7); read only when no caseId is given. */
  analysis?: string | undefined;
  followUpResponses: Record<string, string>;
  /** Identifier-guard findings the user dismissed as not identifying. */
  dismissedIdentifiers?: readonly DismissedIdentifier[] | undefined;
}

export interface RefinedAnalysis extends CaseAnalysis {
  timestamp: string;
  change: LevelChange;
  /** Set when the refinement was stored as a revision of the caller's case. */
  caseId?: string;
  revision?: number;
}

/**
 * Re-scores the case with the follow-up answers (an answer may raise or lower the level; the text says
 * why). With a caseId the caller's stored case is re-scored from its form and compared with its stored
 * structured result (the text is not read), and the refinement is stored as a new revision of the case. It is rate limited per
 * user, and does not use the monthly analysis quota. Answers holding an undismissed patient identifier are
 * refused first (400), before anything is stored or sent to a provider; ages over 89 in them read "90+".
 */
export async function refineAnalysisUseCase(
  deps: RefineAnalysisDependencies,
  userId: string,
  sentRequest: RefineAnalysisRequest,
): Promise<RefinedAnalysis> {
  assertNoUndismissedIdentifiers(followUpGuardedFields(sentRequest), sentRequest.dismissedIdentifiers);
  const request = generaliseFollowUpAges(sentRequest);
  const decision = deps.rateLimiter.take(userId);
  if (!decision.allowed) throw new RefinementRateLimitedError(decision.retryAfterSeconds);
  const now = deps.now?.() ?? new Date();
  const answers = parseFollowUpResponses(request.followUpResponses);
  const stored = await findRequestedCase(deps.cases, userId, request);
  const engineAnswers = storedAnswersOf(stored);
  for (const answer of answers) engineAnswers.set(answer.questionId, answerAsEngineText(answer));

  const previousLevel = stored
    ? { level: stored.result.level, esi: stored.result.esi as LevelChange['to']['esi'] }
    : levelOfAnalysisText(request.analysis ?? '');
  let analysis: ProviderAnalysis = await deps.provider.analyze(
    stored ? caseFormOf(stored) : textOnlyForm(request.analysis ?? ''),
    { additionalInformation: [...engineAnswers.values()] },
  );
  if (!stored) analysis = holdAtPreviousLevel(analysis, previousLevel);
  const change = levelChange(previousLevel, analysis.result);
  const text = `${changesAfterFollowUp(change, stored?.result ?? null, analysis.result, answers)}\n\n${analysis.text}`;
  const refined = { ...caseAnalysisOf(analysis), analysis: text };
  const outcome: RefinedAnalysis = { ...refined, timestamp: now.toISOString(), change };
  if (!request.caseId || !stored) return outcome;

  const answered = Object.fromEntries(
    answers.map((answer) => [answer.questionId, request.followUpResponses[answer.questionId] ?? '']),
  );
  const revision = await storeRevision(deps, stored, refined, answered, now);
  return { ...outcome, caseId: stored.id, revision };
}

const STORE_ATTEMPTS = 3;

/** Appends the refinement to the case's revisions (the original kept first) and makes it the latest. */
async function storeRevision(
  deps: RefineAnalysisDependencies,
  first: StoredCase,
  refined: CaseAnalysis,
  followUpResponses: Record<string, string>,
  now: Date,
): Promise<number> {
  let current: StoredCase | null = first;
  for (let attempt = 0; attempt < STORE_ATTEMPTS && current; attempt++) {
    const { revisions: earlier, updatedAt: _updatedAt, ...original } = current;
    const revisions = earlier?.length
      ? earlier
      : [{ ...analysisOf(original), revision: 1, kind: 'analysis' as const, createdAt: original.createdAt }];
    const revision = revisions.length + 1;
    const updated: StoredCase = {
      ...current,
      ...refined,
      updatedAt: now.toISOString(),
      revisions: [
        ...revisions,
        { ...refined, revision, kind: 'refinement', createdAt: now.toISOString(), followUpResponses },
      ],
    };
    const saved = await deps.transactionRunner.run((tx) =>
      deps.cases.replaceIfUnchanged(updated, earlier?.length ?? 0, tx),
    );
    if (saved) return revision;
    current = await deps.cases.findForUser(first.userId, first.id);
  }
  throw new Error('The case kept changing while the refinement was being stored');
}

function analysisOf(stored: CaseAnalysis): CaseAnalysis {
  const { triageLevel, analysis, aiConfidence, result, provider, verification, llmLevel, guidelineFloor } =
    stored;
  return {
    triageLevel,
    analysis,
    aiConfidence,
    result,
    provider,
    ...(verification ? { verification } : {}),
    ...(llmLevel ? { llmLevel } : {}),
    ...(guidelineFloor !== undefined ? { guidelineFloor } : {}),
  };
}

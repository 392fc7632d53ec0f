import { findIdentifiers } from '../../src/privacy';
import { readIdentifierCorpus } from './support/identifier-corpus';

/**
 * The guard's figures on the frozen corpus. Recall counts an annotated identifier as found when a finding
 * covers part of it (removing that finding removes the identifier from what is stored); a false finding is
 * a clean clinical line with any finding at all.
 */
describe('the identifier guard on the frozen corpus', () => {
  const lines = readIdentifierCorpus();
  const results = lines.map((line) => ({ line, findings: findIdentifiers(line.text) }));

  const annotated = results.flatMap(({ line, findings }) =>
    line.identifiers.map((span) => ({
      line: line.id,
      span,
      found: findings.some((finding) => finding.start < span.end && span.start < finding.end),
      sameKind: findings.some(
        (finding) => finding.start < span.end && span.start < finding.end && finding.kind === span.kind,
      ),
    })),
  );
  const clean = results.filter(({ line }) => !line.identifiers.length);
  const falselyFlagged = clean.filter(({ findings }) => findings.length);
  const strays = results
    .filter(({ line }) => line.identifiers.length)
    .flatMap(({ line, findings }) =>
      findings
        .filter(
          (finding) => !line.identifiers.some((span) => finding.start < span.end && span.start < finding.end),
        )
        .map((finding) => `${line.id}: ${finding.kind} "${finding.text}"`),
    );

  const recall = annotated.filter((item) => item.found).length / annotated.length;
  const kindAgreement = annotated.filter((item) => item.sameKind).length / annotated.length;
  const falseRate = falselyFlagged.length / clean.length;

  it('prints its recall and false-finding rate', () => {
    const missed = annotated
      .filter((item) => !item.found)
      .map((item) => `${item.line}: ${item.span.kind} "${item.span.text}"`);
    const flagged = falselyFlagged.map(
      ({ line, findings }) => `${line.id}: ${findings.map((f) => `${f.kind} "${f.text}"`).join(', ')}`,
    );
    console.log(
      [
        `Identifier guard on ${lines.length} corpus lines:`,
        `  recall ${(recall * 100).toFixed(1)}% (${annotated.length - missed.length}/${annotated.length} identifiers), same kind ${(kindAgreement * 100).toFixed(1)}%`,
        `  false findings on ${(falseRate * 100).toFixed(1)}% of clean lines (${falselyFlagged.length}/${clean.length})`,
        `  findings outside annotations on identifier lines: ${strays.length}`,
        ...missed.map((item) => `  missed ${item}`),
        ...flagged.map((item) => `  false ${item}`),
        ...strays.map((item) => `  stray ${item}`),
      ].join('\n'),
    );
    expect(annotated.length).toBeGreaterThan(150);
  });

  it('finds at least 95% of the identifiers', () => {
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('flags at most 2% of the clean clinical lines', () => {
    expect(falseRate).toBeLessThanOrEqual(0.02);
  });
});

import { apiOperations, apiPaths, expressPath, routedPrefixes } from '../src';

describe('contracts: every /api path is declared once', () => {
  it('when apiPaths is read, then every path has an operation and every operation takes its path from it', () => {
    const operationPaths = new Set<string>(apiOperations.map((operation) => operation.path));
    expect([...operationPaths].sort()).toEqual(Object.values(apiPaths).sort());
  });

  it('when two operations share a path, then they agree on how the gateway routes it', () => {
    for (const operation of apiOperations) {
      const sibling = apiOperations.find((other) => other.path === operation.path)!;
      const policy = ({
        upstream,
        timeout,
        maxBodyBytes,
        public: isPublic,
        noCrossSiteCheck,
      }: typeof operation) => ({
        upstream,
        timeout,
        maxBodyBytes,
        isPublic,
        noCrossSiteCheck,
      });
      expect([operation.operationId, policy(operation)]).toEqual([operation.operationId, policy(sibling)]);
    }
  });

  it('when a routed prefix is declared, then it ends in "/" and says why it is not a list of operations', () => {
    for (const { prefix, reason } of routedPrefixes) {
      expect(prefix).toMatch(/^\/.*\/$/);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it('when a path template is given to Express, then its parameters become :name', () => {
    expect(expressPath(apiPaths.case)).toBe('/api/cases/:caseId');
    expect(expressPath(apiPaths.analyze)).toBe('/api/analyze');
  });
});

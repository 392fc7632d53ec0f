import type { TeachingCase } from '@manan/contracts';

/** The teaching bank's cases (content in the repository, read once at start-up). */
export interface TeachingBank {
  all(): readonly TeachingCase[];
  byId(id: string): TeachingCase | undefined;
}

export function inMemoryTeachingBank(cases: readonly TeachingCase[]): TeachingBank {
  const byId = new Map(cases.map((teachingCase) => [teachingCase.id, teachingCase]));
  return { all: () => cases, byId: (id) => byId.get(id) };
}

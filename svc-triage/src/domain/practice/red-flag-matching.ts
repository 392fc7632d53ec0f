import type { PracticeComparison } from '@manan/contracts';

export interface CatalogueRedFlag {
  id: string;
  name: string;
}

type NamedFlag = PracticeComparison['redFlagsCaught'][number];
type TypedFlag = PracticeComparison['redFlagsExtra'][number];

/** One word without its plural ending: "arteries" → "artery", "bruises" → "bruise", "ribs" → "rib". */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Case, punctuation, hyphens, accents and plural endings do not matter; word order does. */
export function normaliseFlagText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

/** Finds each catalogue flag by its id or name, normalised. */
export function redFlagResolver(catalogue: readonly CatalogueRedFlag[]) {
  const byKey = new Map<string, CatalogueRedFlag>();
  for (const flag of catalogue) {
    byKey.set(normaliseFlagText(flag.id), flag);
    byKey.set(normaliseFlagText(flag.name), flag);
  }
  const byId = new Map(catalogue.map((flag) => [flag.id, flag]));
  return {
    /** The catalogue flag a picked id or typed text stands for, if any. */
    resolve(entry: string): CatalogueRedFlag | undefined {
      return byId.get(entry) ?? byKey.get(normaliseFlagText(entry));
    },
    /** A flag id as people read it (the id itself when the catalogue no longer has it). */
    named(id: string): NamedFlag {
      return { id, name: byId.get(id)?.name ?? id };
    },
  };
}

export interface RedFlagComparison {
  trainee: TypedFlag[];
  caught: NamedFlag[];
  missed: NamedFlag[];
  extra: TypedFlag[];
}

/**
 * The trainee's flags (catalogue ids or typed text) against the expected ones (catalogue ids): typed text
 * counts as a catalogue flag when it matches its id or name once normalised.
 */
export function compareRedFlags(
  entries: readonly string[],
  expectedIds: readonly string[],
  catalogue: readonly CatalogueRedFlag[],
): RedFlagComparison {
  const resolver = redFlagResolver(catalogue);
  const trainee: TypedFlag[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const flag = resolver.resolve(entry);
    const key = flag ? `id:${flag.id}` : `text:${normaliseFlagText(entry)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    trainee.push(flag ? { id: flag.id, text: flag.name } : { text: entry.trim() });
  }
  const traineeIds = new Set(trainee.flatMap((flag) => (flag.id ? [flag.id] : [])));
  const expected = [...new Set(expectedIds)];
  return {
    trainee,
    caught: expected.filter((id) => traineeIds.has(id)).map(resolver.named),
    missed: expected.filter((id) => !traineeIds.has(id)).map(resolver.named),
    extra: trainee.filter((flag) => !flag.id || !expected.includes(flag.id)),
  };
}

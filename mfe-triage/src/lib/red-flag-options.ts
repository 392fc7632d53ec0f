/** A red flag of the guideline engine's catalogue (GET /api/practice/red-flags). */
export interface CatalogueRedFlag {
  id: string;
  name: string;
  group: string;
}

/** A red flag someone picked: from the catalogue (with its id) or typed in their own words. */
export interface PickedRedFlag {
  id?: string;
  text: string;
}

export interface RedFlagOption {
  key: string;
  label: string;
  detail?: string;
  flag: PickedRedFlag;
}

/** How many catalogue matches the list shows at once; typing narrows it. */
export const shownMatches = 8;

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The picker's options for what was typed: catalogue flags not yet picked whose name, id or group holds every
 * typed word, then (when typed words are allowed) "Add '<typed>'" unless the text is already a catalogue name
 * or was already added.
 */
export function redFlagOptions(
  catalogue: readonly CatalogueRedFlag[],
  picked: readonly PickedRedFlag[],
  query: string,
  { allowTyped = true }: { allowTyped?: boolean } = {},
): RedFlagOption[] {
  const words = normalised(query).split(' ').filter(Boolean);
  const pickedIds = new Set(picked.flatMap((flag) => (flag.id ? [flag.id] : [])));
  const matches = catalogue
    .filter((flag) => !pickedIds.has(flag.id))
    .filter((flag) => {
      const haystack = normalised(`${flag.name} ${flag.id} ${flag.group}`);
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, shownMatches)
    .map<RedFlagOption>((flag) => ({
      key: flag.id,
      label: flag.name,
      detail: flag.group,
      flag: { id: flag.id, text: flag.name },
    }));
  const typed = query.trim();
  const typedNorm = normalised(typed);
  const known =
    catalogue.some((flag) => normalised(flag.name) === typedNorm) ||
    picked.some((flag) => normalised(flag.text) === typedNorm);
  if (!allowTyped || !typedNorm || known) return matches;
  return [
    ...matches,
    { key: `typed-${typedNorm.replace(/ /g, '-')}`, label: `Add '${typed}'`, flag: { text: typed } },
  ];
}

/**
 * How well a label matches a search: the label starting with it (a code prefix, "H40" → "H40.11 — …") first, then a
 * whole word equal to it ("red" → "Red eye"), then a word starting with it ("glauc" → "… glaucoma"), then any other
 * place ("red" → "Blurred vision"). Case is ignored. Null when the label does not contain the search.
 */
export function matchRank(label: string, query: string): number | null {
  const haystack = label.toLowerCase();
  const needle = query.trim().toLowerCase();
  if (!needle) return 3;
  const at = haystack.indexOf(needle);
  if (at < 0) return null;
  if (at === 0) return 0;
  let best = 3;
  for (let index = at; index >= 0; index = haystack.indexOf(needle, index + 1)) {
    const startsWord = !isWordCharacter(haystack[index - 1]);
    if (!startsWord) continue;
    const endsWord = !isWordCharacter(haystack[index + needle.length]);
    best = Math.min(best, endsWord ? 1 : 2);
    if (best === 1) break;
  }
  return best;
}

const isWordCharacter = (character: string | undefined): boolean => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/**
 * The items whose label contains `query`, best match first (matchRank), keeping their order within a rank; every
 * item in its order when the query is blank.
 */
export function rankByMatch<T>(items: readonly T[], query: string, labelOf: (item: T) => string): T[] {
  if (!query.trim()) return [...items];
  return items
    .map((item, index) => ({ item, index, rank: matchRank(labelOf(item), query) }))
    .filter((entry): entry is { item: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

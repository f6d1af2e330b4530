// A project's list of categories (docs/rules.md#matchmaking): names compared ignoring case, the
// organiser's order kept, at most PROJECT_CATEGORIES_MAX of at most CATEGORY_NAME_MAX characters.
import { CATEGORY_NAME_MAX, PROJECT_CATEGORIES_MAX } from '../constants.ts';

/**
 * The names of `incoming` that `list` lacks (ignoring case and surrounding spaces), in their first
 * order, each once, as many as still fit under `max`; names too long for the list are left out.
 */
export function categoriesToAdd(
  list: readonly string[],
  incoming: Iterable<string>,
  max: number = PROJECT_CATEGORIES_MAX,
): string[] {
  const known = new Set(list.map((name) => name.trim().toLowerCase()));
  const added: string[] = [];
  for (const raw of incoming) {
    if (list.length + added.length >= max) break;
    const name = raw.trim();
    const key = name.toLowerCase();
    if (!name || name.length > CATEGORY_NAME_MAX || known.has(key)) continue;
    known.add(key);
    added.push(name);
  }
  return added;
}

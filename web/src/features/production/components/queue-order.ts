/**
 * A machine queue's order as the planner edits it: job keys in order, pinned jobs keeping their
 * place while the free ones move around them.
 */

/** Moves `key` to where `target` is among the free (unpinned) jobs; pinned jobs stay where they are. */
export function moveTo(
  keys: readonly string[],
  pinned: ReadonlySet<string>,
  key: string,
  target: string,
): string[] {
  if (key === target || pinned.has(key) || pinned.has(target)) return [...keys];
  const free = keys.filter((k) => !pinned.has(k));
  const from = free.indexOf(key);
  const to = free.indexOf(target);
  if (from < 0 || to < 0) return [...keys];
  free.splice(from, 1);
  free.splice(to, 0, key);
  let next = 0;
  return keys.map((k) => (pinned.has(k) ? k : (free[next++] as string)));
}

/** One place up (-1) or down (+1), over the next free job in that direction. */
export function step(
  keys: readonly string[],
  pinned: ReadonlySet<string>,
  key: string,
  by: -1 | 1,
): string[] {
  let i = keys.indexOf(key) + by;
  while (i >= 0 && i < keys.length && pinned.has(keys[i] as string)) i += by;
  if (i < 0 || i >= keys.length) return [...keys];
  return moveTo(keys, pinned, key, keys[i] as string);
}

/** Whether a job can still move that way (a free job beyond it). */
export function canStep(
  keys: readonly string[],
  pinned: ReadonlySet<string>,
  key: string,
  by: -1 | 1,
): boolean {
  if (pinned.has(key)) return false;
  for (let i = keys.indexOf(key) + by; i >= 0 && i < keys.length; i += by)
    if (!pinned.has(keys[i] as string)) return true;
  return false;
}

export const sameOrder = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((k, i) => k === b[i]);

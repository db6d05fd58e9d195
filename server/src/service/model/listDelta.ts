/**
 * Which places a list replaced in an earlier one. A header edit in a folder of 10,000 skills
 * replaces one view where it stood, and each list made from the folder's views (a root's
 * views, the folder's list, the described skills, their descriptions) was compared with its
 * last one place by place to find it: several walks of 10,000 places on every keystroke. A
 * list made by `replaced` remembers its base and the places it replaced; `differingPlaces`
 * follows those notes back to the list it is asked about, and walks only when they do not
 * reach it.
 */

/** One step of how a list was made: the id of the list it was made from and the places it replaced. */
interface Step {
  readonly base: number;
  readonly places: readonly number[];
}

/**
 * Each noted list's steps back, newest first, at most `MAX_HOPS`. Bases are named by id, never
 * held: a note must not keep old lists alive (nor a `WeakRef`, which V8 keeps alive until the
 * current task ends: a long synchronous run held every base it made).
 */
const histories = new WeakMap<readonly unknown[], readonly Step[]>();
const ids = new WeakMap<readonly unknown[], number>();
let lastId = 0;

/** How many steps back `differingPlaces` can follow before it walks instead. */
const MAX_HOPS = 8;

function idOf(list: readonly unknown[]): number {
  let id = ids.get(list);
  if (id === undefined) ids.set(list, (id = ++lastId));
  return id;
}

/**
 * A copy of `base` with `values` at their places (each place once), noted as made from it.
 * An empty `values` gives `base` itself back.
 */
export function replaced<T>(base: readonly T[], values: ReadonlyMap<number, T>): readonly T[] {
  if (values.size === 0) return base;
  const list = base.slice();
  for (const [i, v] of values) list[i] = v;
  const before = histories.get(base) ?? [];
  histories.set(list, [{ base: idOf(base), places: [...values.keys()] }, ...before.slice(0, MAX_HOPS - 1)]);
  return list;
}

/**
 * The places where `after` holds another item than `before`, in increasing order; undefined
 * when the lists differ in length (every place may have moved). Read from the notes of how
 * `after` was made when they lead back to `before`, else found by comparing every place.
 * Items are compared as references.
 */
export function differingPlaces<T>(before: readonly T[], after: readonly T[]): readonly number[] | undefined {
  if (before === after) return [];
  if (before.length !== after.length) return undefined;
  const noted = notedPlaces(before, after);
  if (noted) return noted;
  const out: number[] = [];
  for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) out.push(i);
  return out;
}

/** The places the notes from `after` back to `before` name, only those that really differ; undefined when they do not lead there. */
function notedPlaces<T>(before: readonly T[], after: readonly T[]): readonly number[] | undefined {
  const id = ids.get(before);
  const history = id === undefined ? undefined : histories.get(after);
  if (!history) return undefined;
  const places = new Set<number>();
  for (const step of history) {
    for (const i of step.places) places.add(i);
    if (step.base === id) return [...places].filter((i) => before[i] !== after[i]).sort((a, b) => a - b);
  }
  return undefined;
}

import type { SkillView } from '../profiles/profile';

/** Views an order is repositioned for at most; past that, a full sort is as quick. */
const MOST_CHANGED = 16;

/** The input an order was last made from, and the order. */
interface Kept {
  readonly input: readonly SkillView[];
  readonly sorted: readonly SkillView[];
}
const kept = new WeakMap<object, WeakMap<object, Kept>>();

/**
 * `views.slice().sort(compare)` (a stable sort: ties keep the input's order), kept per owner
 * (a root) and key (one per order): when the input holds the same paths at the same places
 * as last time, only the views that changed are taken out and put back by binary search.
 * After one edit, one view moves instead of a thousand being sorted. `compare` must depend
 * on the views alone (the same view always sorts the same).
 */
export function keptOrder(owner: object, key: object, views: readonly SkillView[], compare: (a: SkillView, b: SkillView) => number): readonly SkillView[] {
  let byKey = kept.get(owner);
  if (!byKey) kept.set(owner, (byKey = new WeakMap()));
  const last = byKey.get(key);
  const sorted = (last && repositioned(last, views, compare)) ?? views.slice().sort(compare);
  byKey.set(key, { input: views, sorted });
  return sorted;
}

/** The last order with the changed views put back in place; undefined when a full sort is needed. */
function repositioned(last: Kept, views: readonly SkillView[], compare: (a: SkillView, b: SkillView) => number): readonly SkillView[] | undefined {
  if (last.input.length !== views.length) return undefined;
  const changed: number[] = [];
  for (let i = 0; i < views.length; i++) {
    const v = views[i]!;
    const old = last.input[i]!;
    if (v === old) continue;
    if (v.record.path !== old.record.path || changed.push(i) > MOST_CHANGED) return undefined;
  }
  if (changed.length === 0) return last.sorted;
  const gone = new Set(changed.map((i) => last.input[i]!));
  const out = last.sorted.filter((v) => !gone.has(v));
  if (out.length !== views.length - changed.length) return undefined;
  // A tie is broken by the input's order, as the stable sort does.
  const place = (i: number) => {
    const v = views[i]!;
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const other = out[mid]!;
      const c = compare(v, other) || i - views.indexOf(other);
      if (c < 0) hi = mid;
      else lo = mid + 1;
    }
    out.splice(lo, 0, v);
  };
  for (const i of changed) place(i);
  return out;
}

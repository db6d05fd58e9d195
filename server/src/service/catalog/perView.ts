import type { SkillView } from '../profiles/profile';

/**
 * `compute` remembered per skill view. The index hands out the same view object until the
 * skill's record (its text), its root's profile or its status changes, so a renderer asks
 * again only about skills that changed. Only for values that depend on the view alone.
 */
export function perView<T>(compute: (view: SkillView) => T): (view: SkillView) => T {
  const memo = new WeakMap<SkillView, { readonly value: T }>();
  return (view) => {
    const hit = memo.get(view);
    if (hit) return hit.value;
    const value = compute(view);
    memo.set(view, { value });
    return value;
  };
}

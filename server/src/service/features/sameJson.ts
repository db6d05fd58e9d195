/**
 * Whether two values serialise to the same JSON (`JSON.stringify(a) === JSON.stringify(b)`)
 * without building either string: what JSON leaves out (`undefined`, functions, symbols as
 * property values) is left out here, stands for `null` in arrays, and so do numbers that
 * are not finite. Values with a `toJSON` method and boxed primitives take the slow way.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // At the top level, what JSON leaves out gives no text at all.
  if (leftOut(a) || leftOut(b)) return leftOut(a) && leftOut(b);
  return sameValue(a, b);
}

/** A value JSON writes nothing for (as an object's property) or `null` for (in an array). */
function leftOut(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const objectA = typeof a === 'object' && a !== null;
  const objectB = typeof b === 'object' && b !== null;
  if (!objectA || !objectB) {
    if (objectA || objectB || typeof a === 'bigint' || typeof b === 'bigint') return slow(a, b);
    return atom(a) === atom(b);
  }
  if (special(a) || special(b)) return slow(a, b);
  const arrayA = Array.isArray(a);
  if (arrayA !== Array.isArray(b)) return false;
  if (arrayA) {
    const x = a as readonly unknown[];
    const y = b as readonly unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameValue(x[i], y[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  // Both objects' keys side by side, skipping what JSON leaves out (no filtered copies: the
  // server compares every published diagnostic this way).
  const keysA = Object.keys(x);
  const keysB = Object.keys(y);
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < keysA.length && leftOut(x[keysA[i]!])) i++;
    while (j < keysB.length && leftOut(y[keysB[j]!])) j++;
    if (i === keysA.length || j === keysB.length) return i === keysA.length && j === keysB.length;
    const k = keysA[i++]!;
    if (k !== keysB[j++] || !sameValue(x[k], y[k])) return false;
  }
}

/** A primitive as JSON sees it (in an array: what is left out is `null`). */
function atom(v: unknown): unknown {
  if (leftOut(v)) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return v;
}

/** Objects JSON does not read as plain data: those with `toJSON`, boxed primitives. */
function special(o: object): boolean {
  return typeof (o as { toJSON?: unknown }).toJSON === 'function' || o instanceof Number || o instanceof String || o instanceof Boolean;
}

function slow(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

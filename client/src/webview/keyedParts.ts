/// <reference lib="dom" />

/**
 * Elements remembered by key with the input they were built from: asked again with the same
 * input (compared with `===`: a string signature, or the very same object), the part returns
 * the element it built before instead of building a new one — so an update touches the DOM only
 * where something changed.
 */
export class KeyedParts<T extends Element = HTMLElement> {
  private readonly parts = new Map<string, { readonly input: unknown; readonly element: T | null }>();
  private readonly used = new Set<string>();

  /** The element of `key` for `input`: the remembered one when `input` is unchanged, else `build()`. */
  get(key: string, input: unknown, build: () => T | null): T | null {
    this.used.add(key);
    const part = this.parts.get(key);
    if (part && part.input === input) return part.element;
    const element = build();
    this.parts.set(key, { input, element });
    return element;
  }

  /** Forgets the keys not asked for since the last sweep (entries removed, sections gone). */
  sweep(): void {
    for (const key of this.parts.keys()) if (!this.used.has(key)) this.parts.delete(key);
    this.used.clear();
  }
}

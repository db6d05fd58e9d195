import { isMap, isScalar, isSeq, type Node } from 'yaml';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { KeySchema } from '../schema/headerSchema';

/** A scalar of the header under a declared key (a list's items each count). */
export interface SchemaScalar {
  readonly schema: KeySchema;
  /** Keys from the top of the header to this value's key. */
  readonly path: readonly string[];
  readonly node: Node;
  readonly value: string;
  /** The scalar's document offsets, quotes excluded. */
  readonly start: number;
  readonly end: number;
}

/**
 * Walks the header's YAML tree along a schema and returns every scalar value of a
 * declared key that `keep` selects (list items and nested maps included).
 */
export function schemaScalars(parsed: ParsedSkill, keys: readonly KeySchema[], keep: (schema: KeySchema) => boolean): SchemaScalar[] {
  const contents = parsed.frontMatter?.yaml?.contents;
  const out: SchemaScalar[] = [];
  const visitValue = (schema: KeySchema, path: readonly string[], node: unknown) => {
    if (isScalar(node)) {
      if (keep(schema) && node.range && (typeof node.value === 'string' || typeof node.value === 'number')) {
        const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? 1 : 0;
        const start = parsed.yamlOffset(node.range[0]) + quoted;
        const end = parsed.yamlOffset(node.range[1]) - quoted;
        out.push({ schema, path, node, value: String(node.value), start, end });
      }
    } else if (isSeq(node)) {
      for (const item of node.items) visitValue(schema, path, item);
    } else if (isMap(node) && schema.children) {
      visitMap(schema.children, path, node);
    }
  };
  const visitMap = (children: readonly KeySchema[], path: readonly string[], map: unknown) => {
    if (!isMap(map)) return;
    for (const pair of map.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      const schema = key === undefined ? undefined : children.find((k) => k.key === key);
      if (schema) visitValue(schema, [...path, schema.key], pair.value);
    }
  };
  visitMap(keys, [], contents);
  return out;
}

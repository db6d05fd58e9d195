import { MemoKey, memoOf } from '../../parse/parseMemo';
import { isMap, isScalar, isSeq, type Node, type Scalar, type YAMLMap } from 'yaml';
import type { ParsedSkill } from '../../parse/parsedSkill';
import { asMap, stringOf, valueOf } from './yamlNodes';

/** One item of `triggers`. */
export interface TriggerItem {
  readonly node: Node;
  /** The item as a mapping (undefined for a scalar or list item). */
  readonly map: YAMLMap | undefined;
}

/** One item of `actions`: a mapping (`id`, `type`, …) or a bare type name (`- brevo/create-contact`). */
export interface ActionItem {
  readonly node: Node;
  readonly map: YAMLMap | undefined;
  /** The node that names the type: the `type` value, or the item itself when it is a bare string. */
  readonly typeNode: Node | undefined;
  /** The type when it is a string. */
  readonly type: string | undefined;
  readonly idNode: Scalar | undefined;
  readonly id: string | undefined;
  readonly parameters: YAMLMap | undefined;
}

/** A Tajo header's YAML, read once per parse and shared by every rule. */
export interface TajoHeader {
  readonly parsed: ParsedSkill;
  /** The header mapping. */
  readonly top: YAMLMap;
  /** Items of `triggers` when it is a list. */
  readonly triggers: readonly TriggerItem[];
  /** Items of `actions` when it is a list. */
  readonly actions: readonly ActionItem[];
  /** True when the header's YAML has syntax errors (keys may be missing from the tree). */
  readonly hasErrors: boolean;
}

const HEADER = new MemoKey<TajoHeader | undefined>('tajoHeader');

/** The header's YAML tree as a Tajo header, or undefined when there is no mapping to read. */
export function readTajoHeader(parsed: ParsedSkill): TajoHeader | undefined {
  return memoOf(parsed, HEADER, () => build(parsed));
}

function build(parsed: ParsedSkill): TajoHeader | undefined {
  const fm = parsed.frontMatter;
  const contents = fm?.yaml?.contents;
  if (!fm || !isMap(contents)) return undefined;
  const triggersNode = valueOf(contents, 'triggers');
  const actionsNode = valueOf(contents, 'actions');
  const triggers: TriggerItem[] = isSeq(triggersNode) ? triggersNode.items.map((n) => ({ node: n as Node, map: asMap(n) })) : [];
  const actions: ActionItem[] = isSeq(actionsNode) ? actionsNode.items.map((n) => readAction(n as Node)) : [];
  return { parsed, top: contents, triggers, actions, hasErrors: (fm.yaml?.errors.length ?? 0) > 0 };
}

function readAction(node: Node): ActionItem {
  const map = asMap(node);
  if (!map) {
    // `- brevo/create-contact`: the item is the type name (seed's first example).
    return { node, map: undefined, typeNode: isScalar(node) ? node : undefined, type: stringOf(node), idNode: undefined, id: undefined, parameters: undefined };
  }
  const typeNode = valueOf(map, 'type');
  const idNode = valueOf(map, 'id');
  const idScalar = isScalar(idNode) && idNode.value !== null ? idNode : undefined;
  return {
    node,
    map,
    typeNode,
    type: stringOf(typeNode),
    idNode: idScalar,
    id: idScalar ? String(idScalar.value) : undefined,
    parameters: asMap(valueOf(map, 'parameters')),
  };
}

/** Ids of the header's actions, in order (completion of `then`/`else`). */
export function tajoActionIds(parsed: ParsedSkill): string[] {
  return (readTajoHeader(parsed)?.actions ?? []).flatMap((a) => (a.id !== undefined ? [a.id] : []));
}

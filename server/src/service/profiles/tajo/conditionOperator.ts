import { TAJO_OPERATORS } from './tajoVocabulary';

/** A condition value split into its operator and operand, with offsets in the value. */
export interface ParsedCondition {
  /** The operator as written; `=` (implicit) when the value has none. */
  readonly operator: string;
  readonly implicit: boolean;
  /** Offset of the operator in the value (0 when implicit). */
  readonly start: number;
  readonly operand: string;
  /** True when the written operator is one of the format’s. */
  readonly known: boolean;
}

const SYMBOLS = /^[<>=!~]+/;
const WORD_OPERATORS = new Set(TAJO_OPERATORS.map((o) => o.operator).filter((o) => /^[a-z_]+$/.test(o)));
/**
 * Words that read as operators the format does not have. A first word is taken for an
 * operator only when it is one of these or snake_case like the real ones (`ends_with`),
 * and is followed by an operand: otherwise the whole value is a bare `=` value.
 */
const NEAR_MISSES = new Set(['eq', 'ne', 'neq', 'gt', 'gte', 'lt', 'lte', 'equals', 'is', 'not', 'like', 'matches', 'regex', 'between', 'startswith', 'endswith', 'startsWith', 'endsWith', 'includes', 'has']);

/** Splits `"> 50"`, `"contains @gmail.com"`, `"exists"`, `"active"` into operator and operand. */
export function parseCondition(value: string): ParsedCondition {
  const lead = value.length - value.trimStart().length;
  const rest = value.slice(lead);
  const sym = SYMBOLS.exec(rest);
  if (sym) {
    const op = sym[0];
    return { operator: op, implicit: false, start: lead, operand: rest.slice(op.length).trim(), known: ['=', '!=', '>', '>=', '<', '<='].includes(op) };
  }
  const word = /^([A-Za-z_]+)(?:\s+([\s\S]*))?$/.exec(rest);
  if (word) {
    const w = word[1]!;
    const operand = (word[2] ?? '').trim();
    if (WORD_OPERATORS.has(w)) return { operator: w, implicit: false, start: lead, operand, known: true };
    if (operand && (NEAR_MISSES.has(w) || /^[a-z]+(?:_[a-z]+)+$/.test(w))) return { operator: w, implicit: false, start: lead, operand, known: false };
  }
  return { operator: '=', implicit: true, start: 0, operand: value, known: true };
}

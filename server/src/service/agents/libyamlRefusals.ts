import { isAlias, isNode, isScalar, visit, type Document } from 'yaml';
import { parseHeaderYaml } from '../parse/parseHeaderYaml';
import type { AgentYamlError } from './agentYaml';

/** An anchor or alias whose name holds a character libyaml does not take in one. */
const ODD_NAME = /(?:^|[\s[{,])[&*][0-9A-Za-z_-]*[^0-9A-Za-z_\-\s,[\]{}]/m;
/** A `\u` escape in the surrogate range, or any 8-digit `\U` one (only those can be past U+10FFFF). */
const ODD_ESCAPE = /\\u[dD][89a-fA-F]|\\U/;

/**
 * What libyaml (serde_yaml 0.9.34 on unsafe-libyaml 0.2.11: Codex, Copilot CLI) refuses in a
 * header that YAML 1.2, and Skillkiln's `yaml`, read without a word; undefined when it refuses
 * nothing of it. Observed on Codex 0.171.0 with skills of a public registry:
 * - an escape in double quotes naming a surrogate or a code point past U+10FFFF: `"\uD83D\uDC19"`
 *   (an emoji written as JSON writes it) is `found invalid Unicode character escape code`;
 * - an anchor or alias name with a character other than ASCII letters, digits, `_` and `-`
 *   (`&nbsp;`): `did not find expected alphabetic or numeric character`.
 * `doc` is the header's document when at hand (parsed from `text`, so its offsets are `text`'s);
 * the offset of a refusal is one in `text`.
 */
export function libyamlRefusal(text: string, doc?: Document.Parsed): AgentYamlError | undefined {
  const names = ODD_NAME.test(text);
  const escapes = ODD_ESCAPE.test(text);
  if (!names && !escapes) return undefined;
  const d = doc ?? parseHeaderYaml(text);
  let found: AgentYamlError | undefined;
  visit(d, (_key, node) => {
    if (isAlias(node)) {
      if (names && !LIBYAML_NAME.test(node.source)) found = refusal(NAME, node.range?.[0]);
    } else if (isNode(node)) {
      if (names && node.anchor !== undefined && !LIBYAML_NAME.test(node.anchor)) found = refusal(NAME, node.range?.[0]);
      else if (escapes && isScalar(node) && node.type === 'QUOTE_DOUBLE' && node.range) {
        const at = oddEscapeAt(text, node.range[0], node.range[1]);
        if (at !== undefined) found = refusal(ESCAPE, at);
      }
    }
    return found ? visit.BREAK : undefined;
  });
  return found;
}

const LIBYAML_NAME = /^[0-9A-Za-z_-]+$/;
const NAME = 'did not find expected alphabetic or numeric character';
const ESCAPE = 'found invalid Unicode character escape code';

function refusal(message: string, offset: number | undefined): AgentYamlError {
  return offset === undefined ? { message } : { message, offset };
}

/** The offset of the first `\u`/`\U` escape between `start` and `end` that libyaml refuses. */
function oddEscapeAt(text: string, start: number, end: number): number | undefined {
  for (let i = start; i < end - 1; i++) {
    if (text[i] !== '\\') continue;
    const kind = text[i + 1];
    const digits = kind === 'u' ? 4 : kind === 'U' ? 8 : 0;
    if (digits > 0) {
      const hex = text.slice(i + 2, i + 2 + digits);
      if (/^[0-9a-fA-F]+$/.test(hex) && hex.length === digits) {
        const code = parseInt(hex, 16);
        if ((code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return i;
      }
    }
    // The escaped character is never the start of another escape (`\\u…` is a backslash, then text).
    i++;
  }
  return undefined;
}

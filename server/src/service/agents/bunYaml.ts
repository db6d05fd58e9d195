import { parseDocument } from 'yaml';

/**
 * Bun's built-in `Bun.YAML.parse` as observed through Claude Code 2.1.197 (Bun is not on npm,
 * so Skillkiln models it with the `yaml` package; the agent fuzzer holds the model to the agent):
 * YAML 1.2 core schema (`0x1F` is 31), aliases resolved, merge keys (`<<: *base`) merged, a key
 * written twice keeps its last value, a tag it does not know (`!!binary`) leaves the text as
 * written (`aGVsbG8=`, not decoded), and a plain value may start with `,` (`hooks: ,a` is the
 * text `,a`, which YAML refuses). Throws where Bun throws on the same text.
 */
export function bunYamlParse(text: string): unknown {
  // `logLevel: 'error'`: no warning printed (an unresolved tag, a collection as a key).
  const doc = parseDocument(text, { merge: true, uniqueKeys: false, resolveKnownTags: false, logLevel: 'error' });
  const error = doc.errors.find((e) => !(e.code === 'BAD_SCALAR_START' && text[e.pos[0]] === ','));
  if (error) throw error;
  return doc.toJS();
}

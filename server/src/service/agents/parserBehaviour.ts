import type { LocalizedText } from '../model/finding';
import type { AgentYamlRead, OwnYamlValue } from './agentYaml';

/**
 * The YAML parser an agent ships, as its bundle or binary shows it (package files, version
 * strings, error texts). Where it is on npm, `npm` names the exact package and version; where
 * it is not (a Rust crate, Bun's built-in parser), Skillkiln models it and the agent fuzzer of the
 * conformance stage holds the model to the agent.
 */
export interface YamlParser {
  /** The library (`js-yaml`, `yaml`, `serde_yaml`, `Bun.YAML`). */
  readonly name: string;
  /** Its version where the bundle says it. */
  readonly version?: string;
  /** The npm package and exact version, when the library is published there. */
  readonly npm?: string;
  /**
   * The library is compiled into the agent's bundle or binary, which names no exact version:
   * `npm` is the release Skillkiln reads with (the install has no package.json to check it against).
   */
  readonly bundled?: boolean;
  /** Where it was found, so the next release can be checked the same way. */
  readonly evidence: string;
}

/** How the agent reads the header. */
export interface ParserBehaviour {
  /** The YAML library and mode, in a few words. */
  readonly library: string;
  /** The parser found in the agent's own bundle (undefined: not identified, see `library`). */
  readonly yaml?: YamlParser;
  /** What it does with the header when the YAML fails (for messages and the README). */
  readonly onFailure: LocalizedText;
  /**
   * Takes a first line that trims to `---` (spaces or a tab around it: `\t---`) for the
   * header's opening, where Skillkiln's own reading needs `---` at the start of the file.
   */
  readonly openerTrimmed?: boolean;
  /**
   * Its own cut of the file (matched with a BOM stripped; the `bom` effect says what a BOM does
   * to it), where it differs from Skillkiln's `---` lines: group 1 is the header, group 2 the
   * body; where it does not match, there is no header and the whole file is the body (Cline:
   * `---\n---\n` is no header to it, and `---x` closes one; Factory Droid: `---  ` opens none).
   */
  readonly split?: RegExp;
  /**
   * Only `\n` ends a line to its cut (no `split` declared): a file whose opening `---` ends in a
   * lone CR (old Mac line breaks) has no header to it, the whole file is its body (Claude Code, Codex,
   * Copilot CLI, Augment, opencode and Kilo, observed by the agent fuzzer), where Skillkiln and YAML
   * take the CR for a break.
   */
  readonly lineFeedOnly?: true;
  /**
   * When its YAML fails, or gives a `name` or `description` that is a list or a mapping, it
   * reads the header again with such plain values quoted as text (quotedValues.ts: `@…`,
   * `` `…``, `a: b`, an unclosed `[`): the skill loads when that second reading does (Codex).
   */
  readonly quotesOnFailure?: boolean;
  /**
   * Refuses a key written twice only among the keys it reads (`keys`): the others are never
   * looked at (serde's derived struct skips unknown keys unchecked), so their duplicates load.
   */
  readonly duplicatesOfReadKeys?: boolean;
  /**
   * Reads `name:` and `description:` lines on their own when the YAML fails or does not give
   * text for both (Gemini CLI); the skill is skipped only when that finds neither.
   */
  readonly lineFallback?: boolean;
  /**
   * Reads no YAML at all: each top-level `key: value` line on its own (Qwen Code), see
   * lineReader.ts. YAML errors mean nothing to it; `name` and `description` are what those lines say.
   */
  readonly lineReader?: boolean;
  /**
   * A line reader that reads the header again with a YAML library (`npm`, as `yaml.npm`) when
   * its text holds `when` (Qwen Code, for `hooks:`): that library's error rejects the skill, and
   * so does a `key` it reads as null (the agent goes through its entries).
   */
  readonly rereads?: { readonly when: string; readonly npm: string; readonly key: string };
  /**
   * How it turns `name` and `description` values that are not text into text (with a library
   * Skillkiln loads, see `yaml.npm`): `json`, JSON for lists and mappings and `String` for the
   * rest (Augment: `description: {}` is the text `{}`).
   */
  readonly textOf?: 'json';
  /**
   * When its library throws or gives no object it reads the header's `key: value` lines
   * instead (Factory Droid's own reader, keyValueLines.ts): not a YAML error.
   */
  readonly linesOnFailure?: boolean;
  /**
   * A modelled library (no `yaml.npm`) that resolves aliases: `description: *w` is the text
   * anchored as `&w` (serde_yaml, Bun.YAML), where the model alone does not know it.
   */
  readonly resolvesAliases?: boolean;
  /**
   * The agent's own reading of a file's header, modelled where its library is not on npm
   * (Claude Code: its split at the first `---` and Bun.YAML with its retry): what it gives
   * replaces Skillkiln's reading of the header, as a library's does (agentFacts.ts). Undefined:
   * the agent finds no header. `own` is Skillkiln's `yaml` reading of the header, when at hand:
   * a model may take it where it reads the same text the same way.
   */
  readonly header?: (text: string, own?: OwnYamlValue) => AgentYamlRead | undefined;
}

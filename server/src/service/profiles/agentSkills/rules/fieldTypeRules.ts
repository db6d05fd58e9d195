import { leadSentence } from '../../../text/leadSentence';
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import type { Range } from 'vscode-languageserver-types';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule } from '../../profile';
import type { JoinToolsFix, QuoteValueFix } from '../fixData';
import { selectedTargets } from '../agentTargets';
import { agentHeader, scalarText, type AgentEntry } from '../header/agentHeader';
import { headerAsRead } from '../header/headerAsRead';
import { judge, mergeJudgements } from '../../../agents/judgement';
import { judgedAgentsAt, skillOutcomes } from '../../../agents/agentOutcome';
import type { KeyType } from '../../../agents/agentDeclaration';
import type { LocalizedText } from '../../../model/finding';
import { codePoints, yamlQuote } from './ruleSupport';
import { quoteValue } from '../../../features/codeActions/quoteValue';
import { joinTools } from '../../../features/codeActions/joinTools';
import type { RuleCode } from '../../../rules/rule';
import { agent, PDF } from '../../../rules/exampleText';

/** `compatibility-length`: its severity and docs (rule pages, hovers, SARIF). */
export const COMPATIBILITY_LENGTH: RuleCode = {
  code: 'compatibility-length', severity: 'error',
  doc: { en: '`compatibility` is not text or is longer than 500 characters, which the standard does not allow.', fr: '`compatibility` n’est pas du texte ou dépasse 500 caractères, ce que le standard n’admet pas.' },
  example: { file: PDF, targets: ['spec'], text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'compatibility:', '  - Claude Code', '  - Python 3.10 or later']) },
};

/** `metadata-type`: its severity and docs and example (rule pages, hovers, SARIF). */
export const METADATA_TYPE: RuleCode = {
  code: 'metadata-type', severity: 'warning',
  doc: { en: '`metadata` must map strings to strings: nested values are flattened to text by the reference tooling, and unquoted numbers lose their form (`1.10` → `1.1`); a `metadata` that is not a mapping is rejected by some agents.', fr: '`metadata` doit associer du texte à du texte : les valeurs imbriquées sont aplaties en texte par l’outillage de référence et les nombres sans guillemets perdent leur forme (`1.10` → `1.1`) ; un `metadata` qui n’est pas une table est rejeté par certains agents.' },
  fix: { en: 'Quote the value as written.', fr: 'Mettre la valeur entre guillemets telle qu’écrite.' },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'metadata:', '  version: 1.10']) },
};

/** `allowed-tools-type`: its severity and docs and example (rule pages, hovers, SARIF). */
export const ALLOWED_TOOLS_TYPE: RuleCode = {
  code: 'allowed-tools-type', severity: 'error',
  doc: { en: '`allowed-tools` is a space-separated string in the standard; a YAML list of strings is accepted by some (information); anything else is rejected.', fr: '`allowed-tools` est un texte séparé par des espaces dans le standard ; une liste YAML de textes est acceptée par certains (information) ; tout le reste est rejeté.' },
  fix: { en: 'Join the list into one space-separated string.', fr: 'Réunir la liste en un texte séparé par des espaces.' },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'allowed-tools: [Read, 42]']) },
};

/** `key-type`: its severity and docs and example (rule pages, hovers, SARIF). */
export const KEY_TYPE: RuleCode = {
  code: 'key-type', severity: 'error',
  doc: { en: 'A key whose value is not of the type an agent checks it has, even empty (`user-invocable` and `disable-model-invocation` must be booleans, `argument-hint` text, for some): that agent rejects the skill.', fr: 'Une clé dont la valeur n’est pas du type qu’un agent vérifie, même vide (`user-invocable` et `disable-model-invocation` doivent être des booléens, `argument-hint` du texte, pour certains) : cet agent rejette le skill.' },
  fix: { en: 'Write a value of the type the key takes (`true` or `false` for a switch), or remove the key.', fr: 'Écrire une valeur du type que prend la clé (`true` ou `false` pour un interrupteur), ou supprimer la clé.' },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.', 'user-invocable: yes']) },
};

/** Longest `compatibility` the reference validator accepts. */
export const MAX_COMPATIBILITY_LENGTH = 500;

/** `compatibility-length`: text of at most 500 characters. */
export const compatibilityRule: SkillRule = {
  id: 'agent-skills/compatibility',
  kind: 'skill',
  codes: [COMPATIBILITY_LENGTH],
  reads: ['header'],
  check({ skill, config, report }) {
    const header = agentHeader(skill.parsed);
    const entry = header.usable ? header.entry('compatibility') : undefined;
    if (!entry) return;
    const text = scalarText(entry);
    const v = judge('compatibility-invalid', skill.record, skill.parsed, config);
    if (!v) return;
    if (text === undefined) {
      report({
        code: 'compatibility-length', severity: v.severity, range: entry.valueRange,
        message: leadSentence({ en: 'Write `compatibility` as one short sentence', fr: 'Écrivez `compatibility` en une courte phrase' }, { en: 'it is a list or a mapping', fr: 'c’est une liste ou une table' }, v.effect),
      });
    } else if (text === '') {
      report({
        code: 'compatibility-length', severity: v.severity, range: entry.valueRange,
        message: leadSentence({ en: 'Fill in `compatibility` or remove it', fr: 'Remplissez `compatibility` ou retirez-la' }, { en: 'it is empty', fr: 'elle est vide' }, v.effect),
      });
    } else if (codePoints(text) > MAX_COMPATIBILITY_LENGTH) {
      report({
        code: 'compatibility-length', severity: v.severity, range: entry.valueRange,
        message: leadSentence(
          { en: `Shorten \`compatibility\` to ${MAX_COMPATIBILITY_LENGTH} characters`, fr: `Raccourcissez \`compatibility\` à ${MAX_COMPATIBILITY_LENGTH} caractères` },
          { en: `it has ${codePoints(text)}`, fr: `elle en compte ${codePoints(text)}` },
          v.effect,
        ),
      });
    }
  },
};

/** `metadata-type`: a mapping of strings to strings. */
export const metadataRule: SkillRule = {
  id: 'agent-skills/metadata',
  kind: 'skill',
  codes: [METADATA_TYPE],
  reads: ['header'],
  fixes: [quoteValue],
  check({ skill, config, report }) {
    const { parsed } = skill;
    const header = headerAsRead(skill.record, parsed, config, 'metadata');
    const entry = header.usable ? header.entry('metadata') : undefined;
    if (!entry?.node || (isScalar(entry.node) && entry.node.value === null)) return;
    if (!isMap(entry.node)) {
      const v = judge('metadata-invalid', skill.record, parsed, config);
      if (!v) return;
      report({
        code: 'metadata-type', severity: v.severity, range: entry.valueRange,
        message: leadSentence({ en: 'Make `metadata` a mapping of keys to text', fr: 'Faites de `metadata` une table de clés et de textes' }, undefined, v.effect),
      });
      return;
    }
    for (const pair of entry.node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '?';
      const value = pair.value as Node | null;
      if (!value?.range) continue;
      const range = nodeRange(parsed, entry, value);
      if (isMap(value) || isSeq(value)) {
        // Only the reference tooling minds: a portability note unless it is selected (a collection meant for publishing).
        report({
          code: 'metadata-type', severity: selectedTargets(config).includes('spec') ? 'warning' : 'information', range,
          message: {
            en: `Write \`metadata.${key}\` as text: it is a ${isMap(value) ? 'mapping' : 'list'}, which the reference tooling turns into Python text (\`${isMap(value) ? "{'a': 'b'}" : "['a', 'b']"}\`), and the standard allows only strings.`,
            fr: `Écrivez \`metadata.${key}\` en texte : c’est une ${isMap(value) ? 'table' : 'liste'}, que l’outillage de référence convertit en texte Python (\`${isMap(value) ? "{'a': 'b'}" : "['a', 'b']"}\`), et le standard n’admet que du texte.`,
          },
        });
      } else if (isScalar(value) && typeof value.value !== 'string' && value.value !== null && value.source !== undefined && String(value.value) !== value.source) {
        // `1.10` read as the number 1.1: the written form is lost by YAML loaders of JS agents.
        const data: QuoteValueFix = { fix: 'quote-value', edit: { range, newText: yamlQuote(String(value.source)) } };
        report({
          code: 'metadata-type', severity: 'warning', range,
          message: {
            en: `Quote \`metadata.${key}\`: \`${value.source}\` is read as the ${typeof value.value} ${String(value.value)}, not the text "${value.source}", and agents that parse YAML as JavaScript see "${String(value.value)}".`,
            fr: `Mettez \`metadata.${key}\` entre guillemets : \`${value.source}\` est lu comme le ${typeof value.value === 'number' ? 'nombre' : 'booléen'} ${String(value.value)}, pas le texte « ${value.source} », et les agents qui lisent le YAML en JavaScript voient « ${String(value.value)} ».`,
          },
          data,
        });
      }
    }
  },
};

/** Whether `allowed-tools` is a list of plain values (joined into the standard's string by its fix). */
export function isToolList(node: Node | null | undefined): boolean {
  return isSeq(node) && node.items.every((i) => isScalar(i) && i.value !== null && typeof i.value !== 'object');
}

/** `allowed-tools-type`: a space-separated string; a list of strings is accepted by some (information). */
export const allowedToolsRule: SkillRule = {
  id: 'agent-skills/allowed-tools',
  kind: 'skill',
  codes: [ALLOWED_TOOLS_TYPE],
  reads: ['header'],
  fixes: [joinTools],
  check({ skill, config, report }) {
    const { parsed } = skill;
    const header = agentHeader(parsed);
    const entry = header.usable ? header.entry('allowed-tools') : undefined;
    if (!entry?.node || isScalar(entry.node)) return;
    const items = isSeq(entry.node) ? entry.node.items : undefined;
    if (items && isToolList(entry.node)) {
      const tools = items.map((i) => String(isScalar(i) ? (i.source ?? i.value) : ''));
      const data: JoinToolsFix = { fix: 'join-tools', edit: { range: entry.valueRange, newText: tools.join(' ') } };
      // One finding per cause: joining the list also cures its flow style (`[Read, Grep]`) and a
      // non-text item, so the validators refusing flow style and the agents checking the key's
      // type are named here, not in a `flow-style` or `key-type` finding with the same advice.
      const v = mergeJudgements(
        skill.record,
        judge('allowed-tools-list', skill.record, parsed, config),
        judge('key-type', skill.record, parsed, config, 'allowed-tools'),
        isSeq(entry.node) && entry.node.flow ? judge('flow-style', skill.record, parsed, config) : undefined,
      );
      report({
        code: 'allowed-tools-type', severity: v?.severity ?? 'information', range: entry.valueRange,
        message: {
          en: `Write \`allowed-tools\` as a space-separated string (\`Read Bash(git:*)\`), the one form every tool reads: it is a YAML list${v ? ` — ${v.effect.en}` : ''}.`,
          fr: `Écrivez \`allowed-tools\` en texte séparé par des espaces (\`Read Bash(git:*)\`), la seule forme que tous les outils lisent : c’est une liste YAML${v ? ` — ${v.effect.fr}` : ''}.`,
        },
        data,
      });
      return;
    }
    // A mapping or a list of lists is also `key-type` for agents that check the key's type: one finding, every agent named.
    const v = mergeJudgements(skill.record, judge('allowed-tools-invalid', skill.record, parsed, config), judge('key-type', skill.record, parsed, config, 'allowed-tools'));
    if (!v) return;
    report({
      code: 'allowed-tools-type', severity: v.severity, range: entry.valueRange,
      message: leadSentence(
        { en: 'Write `allowed-tools` as a space-separated string (`Read Bash(git:*)`)', fr: 'Écrivez `allowed-tools` en texte séparé par des espaces (`Read Bash(git:*)`)' },
        items ? { en: 'it is a list holding lists or mappings', fr: 'c’est une liste de listes ou de tables' } : { en: 'it is a mapping', fr: 'c’est une table' },
        v.effect,
      ),
    });
  },
};

function nodeRange(parsed: ParsedSkill, entry: AgentEntry, node: Node): Range {
  const r = node.range!;
  return parsed.lines.range(entry.docOffset(r[0]), entry.docOffset(r[1]));
}

const TYPE_TEXT: Readonly<Record<KeyType, LocalizedText>> = {
  boolean: { en: '`true` or `false`', fr: '`true` ou `false`' },
  string: { en: 'text', fr: 'du texte' },
  strings: { en: 'text or a list of texts', fr: 'du texte ou une liste de textes' },
  'string-if-truthy': { en: 'text', fr: 'du texte' },
  list: { en: 'a list', fr: 'une liste' },
  'text-list': { en: 'a list of texts', fr: 'une liste de textes' },
  scalar: { en: 'text', fr: 'du texte' },
  'not-null': { en: 'a value (it is empty)', fr: 'une valeur (elle est vide)' },
  mapping: { en: 'a mapping of `key: value` lines', fr: 'une table de lignes `clé: valeur`' },
  'no-written-null': { en: 'a mapping of `key: value` lines or nothing (not `null`)', fr: 'une table de lignes `clé: valeur` ou rien (pas `null`)' },
};

/** `key-type`: a key whose value is not of the type a selected agent checks it has (Copilot CLI's `user-invocable` must be a boolean). */
export const keyTypeRule: SkillRule = {
  id: 'agent-skills/key-type',
  kind: 'skill',
  codes: [KEY_TYPE],
  reads: ['header'],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const outcomes = skillOutcomes(record, parsed);
    const judged = judgedAgentsAt(outcomes.placeOf(record), config);
    const keys = new Map<string, KeyType>();
    for (const outcome of outcomes.allOf(judged, record, parsed)) {
      for (const e of outcome.effects) if (e.cause === 'key-type' && e.key !== undefined) keys.set(e.key, outcome.agent.keyTypes![e.key]!);
    }
    const header = agentHeader(parsed);
    for (const [key, type] of keys) {
      // One finding per cause: a value the key's own rule reports (any non-text `description`,
      // an `allowed-tools` list or mapping) is told there, with these agents merged into its
      // message, because its advice is the more precise (quote it, join the list).
      if (ownRuleTells(key, header.entry(key))) continue;
      const v = judge('key-type', record, parsed, config, key);
      if (!v) continue;
      const entry = header.entry(key);
      report({
        code: 'key-type', severity: v.severity, range: entry?.valueRange ?? entry?.keyRange ?? parsed.frontMatter!.openRange,
        message: leadSentence({ en: `Give \`${key}\` ${TYPE_TEXT[type].en} as its value`, fr: `Donnez à \`${key}\` ${TYPE_TEXT[type].fr} pour valeur` }, undefined, v.effect),
      });
    }
  },
};

/** Whether the key's own rule reports this value (and names the `key-type` agents with it). */
function ownRuleTells(key: string, entry: AgentEntry | undefined): boolean {
  if (key === 'description') return true;
  // A `metadata` that is there but no mapping is `metadata-invalid`'s; an empty one is only a type error to some agents.
  if (key === 'metadata') return entry?.node != null && !(isScalar(entry.node) && entry.node.value === null);
  return key === 'allowed-tools' && entry?.node != null && !isScalar(entry.node);
}

import { leadSentence } from '../../../text/leadSentence';
import * as path from 'node:path';
import { isTopSkillFile } from '../../../agents/topSkillFile';
import type { FixData, FixEdit, LocalizedText, Severity } from '../../../model/finding';
import type { SkillRecord } from '../../../model/skillRecord';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { Range } from 'vscode-languageserver-types';
import type { ServiceConfig } from '../../../config/serviceConfig';
import type { IndexView, SkillRule } from '../../profile';
import type { AddKeyFix, FixNameFix } from '../fixData';
import { yamlScalar } from '../../shared/yamlScalar';
import { scalarText } from '../header/agentHeader';
import { headerAsRead } from '../header/headerAsRead';
import { joinNames, judge, judgementOf, type Judgement } from '../../../agents/judgement';
import { agentFacts } from '../../../agents/agentFacts';
import { valueKind } from './valueKind';
import { nameFormatProblems } from '../../../agents/nameFormat';
import { addKeyEdit, codePoints } from './ruleSupport';
import { kindOf } from '../../../fs/pathKind';
import { nameTaken } from './nameTaken';
import { addKey } from '../../../features/codeActions/addKey';
import { fixName } from '../../../features/codeActions/fixName';
import { nameDirMismatch } from '../../../features/codeActions/nameDirMismatch';
import type { RuleCode } from '../../../rules/rule';
import { agent, PDF } from '../../../rules/exampleText';

/** `name-missing`: its severity and docs and example (rule pages, hovers, SARIF). */
export const NAME_MISSING: RuleCode = {
  code: 'name-missing', severity: 'error',
  doc: { en: '`name` is missing or blank: some agents reject or skip the skill, others use the folder\'s name.', fr: '`name` manque ou est vide : certains agents rejettent ou écartent le skill, d’autres prennent le nom du dossier.' },
  fix: { en: 'Add `name` with the folder\'s name.', fr: 'Ajouter `name` avec le nom du dossier.' },
  example: { file: PDF, text: agent(['description: Extract the tables of a PDF. Use when the user gives a PDF with tables.']) },
};

/** `name-format`: its severity and docs and example (rule pages, hovers, SARIF). */
export const NAME_FORMAT: RuleCode = {
  code: 'name-format', severity: 'error',
  doc: { en: '`name` must be 1–64 lowercase letters, digits and single hyphens, with no hyphen at either end (checked after NFKC normalisation, as the standard says).', fr: '`name` doit compter 1 à 64 lettres minuscules, chiffres et tirets simples, sans tiret aux extrémités (vérifié après normalisation NFKC, comme le dit le standard).' },
  fix: { en: 'Replace the name with the nearest valid one.', fr: 'Remplacer le nom par le nom valide le plus proche.' },
  example: { file: '.claude/skills/PDF_Tables/SKILL.md', text: agent(['name: PDF_Tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.']) },
};

/** `name-dir-mismatch`: its severity and docs and example (rule pages, hovers, SARIF). */
export const NAME_DIR_MISMATCH: RuleCode = {
  code: 'name-dir-mismatch', severity: 'error',
  doc: { en: '`name` differs from the skill\'s folder name: some agents reject the skill or warn, some list it under the folder\'s name anyway.', fr: '`name` diffère du nom du dossier du skill : certains agents rejettent le skill ou avertissent, certains le listent quand même sous le nom du dossier.' },
  fix: { en: 'Set `name` to the folder\'s name, or rename the folder.', fr: 'Donner à `name` le nom du dossier, ou renommer le dossier.' },
  example: { file: PDF, text: agent(['name: pdf', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.']) },
};

/** Longest name the reference validator, Codex and Copilot CLI accept, in code points. */
export const MAX_NAME_LENGTH = 64;

/** What is wrong with a name (already trimmed and NFKC-normalised), in the reference validator's order. */
export function nameProblems(name: string): LocalizedText[] {
  const length = codePoints(name);
  const tooLong: LocalizedText[] = length > MAX_NAME_LENGTH ? [{ en: `${length} characters, more than ${MAX_NAME_LENGTH}`, fr: `${length} caractères, plus de ${MAX_NAME_LENGTH}` }] : [];
  return [...tooLong, ...nameFormatProblems(name)];
}

/** The nearest valid name: NFKC, lowercase, every run of other characters turned into one hyphen. */
export function suggestName(raw: string): string {
  const s = raw.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return [...s].slice(0, MAX_NAME_LENGTH).join('').replace(/-+$/, '');
}

/**
 * The `name` a skill without one gets: its folder's name, which the standard requires it to
 * equal. A folder name that is not a valid name gives the nearest valid one (then
 * `name-dir-mismatch` offers to rename the folder), or, with nothing left, itself.
 */
export function nameForFolder(dirName: string): string {
  if (nameProblems(dirName.normalize('NFKC')).length === 0) return yamlScalar(dirName);
  return yamlScalar(suggestName(dirName) || dirName);
}

/**
 * A finding of `nameRule` as the skill alone gives it (see `SkillRule.own`): everything but what
 * its fix must ask of the other skills, which `check` asks.
 */
interface NameFinding {
  readonly code: 'name-missing' | 'name-format' | 'name-dir-mismatch';
  readonly severity: Severity;
  readonly range: Range;
  readonly message: LocalizedText;
  readonly fix?: PlannedFix;
}

/**
 * A fix before the other skills are asked: no fix gives a name another skill beside it has (an
 * agent would then keep only one of the two), and no folder is renamed onto one that exists.
 */
type PlannedFix =
  | { readonly free: string; readonly data: AddKeyFix | FixNameFix }
  | { readonly fix: 'name-dir-mismatch'; readonly name: string; readonly dirName: string; readonly setName?: FixEdit; readonly renameTo?: string };

/** `name-missing`, `name-format`, `name-dir-mismatch`. */
export const nameRule: SkillRule = {
  id: 'agent-skills/name',
  kind: 'skill',
  codes: [NAME_MISSING, NAME_FORMAT, NAME_DIR_MISMATCH],
  reads: ['header', 'other-names', 'file-system'],
  fixes: [addKey, fixName, nameDirMismatch],
  // The agents' verdicts come from the skill alone: worked out once per version, on the complete parse of a cold index.
  own: ({ record, parsed }, config) => nameFindings(record, parsed, config),
  // Its fixes check the names of the other skills (nameTaken): asked again when one of them changes.
  check({ skill, config, index, report, own }) {
    const { record } = skill;
    for (const f of (own as readonly NameFinding[] | undefined) ?? nameFindings(record, skill.parsed, config)) {
      const data = f.fix && fixData(f.fix, record, index);
      report({ code: f.code, severity: f.severity, range: f.range, message: f.message, ...(data ? { data } : {}) });
    }
  },
};

/** A planned fix once the other skills are asked: undefined when its name is taken. */
function fixData(fix: PlannedFix, record: SkillRecord, index: IndexView): FixData | undefined {
  if ('free' in fix) return nameTaken(index, record, fix.free) ? undefined : fix.data;
  const { setName, renameTo } = fix;
  const canRename = renameTo !== undefined && kindOf(index.fs, renameTo) === undefined && !nameTaken(index, record, fix.name);
  // Asked of the kept listing in a lint (the sibling folders are listed already): no stat per skill.
  const offerSetName = setName !== undefined && !nameTaken(index, record, record.dirName);
  return {
    fix: 'name-dir-mismatch', name: fix.name, dirName: fix.dirName,
    ...(offerSetName ? { setName } : {}),
    ...(canRename ? { renameFolder: { from: record.skillDir, to: renameTo } } : {}),
  };
}

/** What the rule finds in the skill's header, with the judged agents' verdicts, in reporting order. */
function nameFindings(record: SkillRecord, parsed: ParsedSkill, config: ServiceConfig): NameFinding[] {
  const header = headerAsRead(record, parsed, config, 'name');
  if (!parsed.frontMatter || !header.usable) return [];
  const entry = header.entry('name');
  const text = scalarText(entry);
  if (!entry || text === undefined || text.trim() === '') {
    const v = judge('name-missing', record, parsed, config);
    if (!v) return [];
    const why = !entry ? { en: 'the header has none', fr: 'l’en-tête n’en a pas' } : text === undefined ? { en: 'it is not text', fr: 'ce n’est pas du texte' } : { en: 'it is empty', fr: 'il est vide' };
    const value = nameForFolder(record.dirName);
    return [{
      code: 'name-missing', severity: v.severity,
      range: entry ? entry.valueRange : parsed.frontMatter.openRange,
      message: leadSentence({ en: `Write \`name: ${value}\``, fr: `Écrivez \`name: ${value}\`` }, why, v.effect),
      fix: { free: folderNameFor(record.dirName), data: { fix: 'add-key', key: 'name', value, edit: addKeyEdit(parsed, 'name', entry, value) } },
    }];
  }
  const found: NameFinding[] = [];
  // Text to YAML 1.2, not to an agent's own library (js-yaml reads `2024-01-31` as a date): no name
  // for it. Line readers are the line-read rule's.
  const untext = judge('name-missing', record, parsed, config)?.agents.filter((a) => !a.agent.parser.lineReader) ?? [];
  if (untext.length > 0) {
    const kind = valueKind(untext.map((a) => agentFacts(a.agent, parsed).values?.['name']).find((v) => v !== undefined && typeof v !== 'string'));
    const v = judgementOf(untext, record);
    found.push({
      code: 'name-missing', severity: v.severity, range: entry.valueRange,
      message: leadSentence({ en: 'Quote the name', fr: 'Mettez le nom entre guillemets' }, { en: `\`${text.trim()}\` is read as ${kind.en}, not text`, fr: `\`${text.trim()}\` est lu comme ${kind.fr}, pas du texte` }, v.effect),
    });
  }
  const name = text.trim().normalize('NFKC');
  // Agents count the name as written: an accent typed as a mark of its own (`e` + U+0301) is one more character, which NFKC folds away.
  const written = codePoints(text.trim());
  const longAsWritten: LocalizedText[] = written > MAX_NAME_LENGTH && codePoints(name) <= MAX_NAME_LENGTH ? [{ en: `${written} characters as written (an accent typed as a separate mark counts as one), more than ${MAX_NAME_LENGTH}`, fr: `${written} caractères tel qu’écrit (un accent tapé comme un signe à part compte pour un), plus de ${MAX_NAME_LENGTH}` }] : [];
  const problems = [...longAsWritten, ...nameProblems(name)];
  const dir = record.dirName.normalize('NFKC');
  // A valid folder name settles both findings at once: it is the one proposal.
  const folderValid = nameProblems(dir).length === 0;
  if (problems.length > 0) {
    const v = judge(['name-too-long', 'name-format'], record, parsed, config);
    const suggestion = folderValid ? record.dirName : suggestName(name) || suggestName(record.dirName);
    if (v) {
      const said = charsetProblems(v, name, problems);
      found.push({
        code: 'name-format', severity: v.severity, range: entry.valueRange,
        message: leadSentence(
          { en: `Use a valid name such as \`${suggestion}\``, fr: `Utilisez un nom valide comme \`${suggestion}\`` },
          { en: `\`${name}\` is not one (${said.map((p) => p.en).join('; ')})`, fr: `\`${name}\` n’en est pas un (${said.map((p) => p.fr).join(' ; ')})` },
          v.effect,
        ),
        ...(suggestion ? { fix: { free: suggestion, data: { fix: 'fix-name', suggestion, edit: { range: entry.valueRange, newText: suggestion } } } } : {}),
      });
    }
  } else {
    const ascii = asciiOnly(record, parsed, config, text.trim(), entry.valueRange);
    if (ascii) found.push(ascii);
  }
  // A SKILL.md directly in the skills folder has no folder of its own to match (top-file says where it belongs).
  if (name !== dir && !isTopSkillFile(record)) {
    const v = judge('name-mismatch', record, parsed, config);
    if (!v) return found;
    // When name-format already proposes the folder's name, this finding does not propose it again;
    // and a folder name that is no valid name is never proposed (the name fix would undo it: a flip).
    const setName = folderValid && problems.length === 0 ? { range: entry.valueRange, newText: record.dirName } : undefined;
    found.push({
      code: 'name-dir-mismatch', severity: v.severity, range: entry.valueRange,
      message: leadSentence(
        { en: 'Give `name` and the folder the same name', fr: 'Donnez le même nom à `name` et au dossier' },
        { en: `\`name\` is \`${name}\` but the folder is \`${record.dirName}\``, fr: `\`name\` vaut \`${name}\` mais le dossier s’appelle \`${record.dirName}\`` },
        v.effect,
      ),
      fix: {
        fix: 'name-dir-mismatch', name, dirName: record.dirName,
        ...(setName ? { setName } : {}),
        ...(problems.length === 0 ? { renameTo: path.join(path.dirname(record.skillDir), name) } : {}),
      },
    });
  }
  return found;
}

/**
 * What is said of a name the verdict's agents refuse: where each of them checks it against a
 * charset of its own (`name.allowed`: Copilot CLI takes capitals, spaces and `._:` but no
 * accent), the characters they refuse, with the length problems; otherwise the standard's
 * problems (`problems`).
 */
function charsetProblems(v: Judgement, name: string, problems: readonly LocalizedText[]): readonly LocalizedText[] {
  const charsets = v.agents.map((a) => a.agent.name.allowed).filter((re): re is RegExp => re !== undefined);
  if (charsets.length === 0 || charsets.length < v.agents.length) return problems;
  // A character alone between two letters: what the charset refuses wherever it stands.
  const refused = [...new Set([...name])].filter((c) => charsets.some((re) => !re.test(`a${c}a`)));
  if (refused.length === 0) return problems;
  const format = new Set(nameFormatProblems(name).map((p) => p.en));
  const shown = (space: string) => refused.map((c) => (c === ' ' ? space : `\`${c}\``)).join(', ');
  const who = joinNames(v.agents.map((a) => a.agent.label.en), 'and');
  const whoFr = joinNames(v.agents.map((a) => a.agent.label.fr), 'et');
  return [
    ...problems.filter((p) => !format.has(p.en)),
    { en: `characters ${who} ${v.agents.length > 1 ? 'refuse' : 'refuses'}: ${shown('space')}`, fr: `caractères que ${whoFr} ${v.agents.length > 1 ? 'refusent' : 'refuse'} : ${shown('espace')}` },
  ];
}

/** The name `nameForFolder` gives, unquoted. */
function folderNameFor(dirName: string): string {
  return nameProblems(dirName.normalize('NFKC')).length === 0 ? dirName : suggestName(dirName) || dirName;
}

/**
 * A name the standard takes that a selected agent with a charset of its own refuses (Copilot CLI,
 * Factory Droid, Augment, Amp: ASCII only): `name-format` with an ASCII name to use instead.
 */
function asciiOnly(record: SkillRecord, parsed: ParsedSkill, config: ServiceConfig, name: string, range: Range): NameFinding | undefined {
  // An ASCII name refused by an agent is another rule's (Qwen Code's line reader keeps quotes: lineReadRule).
  if (!/[^\x00-\x7f]/.test(name)) return undefined;
  const v = judge('name-format', record, parsed, config);
  if (!v) return undefined;
  const ascii = (s: string) => suggestName(s.normalize('NFKD').replace(/[^\x00-\x7f]/g, ''));
  const suggestion = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(record.dirName) ? record.dirName : ascii(name) || ascii(record.dirName);
  const others = [...new Set([...name].filter((c) => c > '\x7f'))].join('');
  return {
    code: 'name-format', severity: v.severity, range,
    message: leadSentence(
      suggestion ? { en: `Use an ASCII name such as \`${suggestion}\``, fr: `Utilisez un nom ASCII comme \`${suggestion}\`` } : { en: 'Use an ASCII name', fr: 'Utilisez un nom ASCII' },
      { en: `\`${name}\` has characters beyond ASCII (\`${others}\`)`, fr: `\`${name}\` contient des caractères hors ASCII (\`${others}\`)` },
      v.effect,
    ),
    ...(suggestion ? { fix: { free: suggestion, data: { fix: 'fix-name', suggestion, edit: { range, newText: suggestion } } } } : {}),
  };
}

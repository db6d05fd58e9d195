import * as path from 'node:path';
import type { LocalizedText } from '../../../model/finding';
import type { SkillRule } from '../../profile';
import type { AddKeyFix, FixNameFix, NameDirMismatchFix } from '../fixData';
import { yamlScalar } from '../../shared/yamlScalar';
import { agentHeader, scalarText } from '../header/agentHeader';
import { REJECTED_BY } from './agentSkillsRuleMeta';
import { addKeyEdit, codePoints, verdict } from './ruleSupport';

/** Longest name the reference validator and Codex accept, in code points. */
export const MAX_NAME_LENGTH = 64;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** What is wrong with a name (already trimmed and NFKC-normalised), in the reference validator's order. */
export function nameProblems(name: string): LocalizedText[] {
  const out: LocalizedText[] = [];
  const length = codePoints(name);
  if (length > MAX_NAME_LENGTH) out.push({ en: `${length} characters, more than ${MAX_NAME_LENGTH}`, fr: `${length} caractères, plus de ${MAX_NAME_LENGTH}` });
  if (name !== name.toLowerCase()) out.push({ en: 'not lowercase', fr: 'pas en minuscules' });
  if (name.startsWith('-') || name.endsWith('-')) out.push({ en: 'starts or ends with a hyphen', fr: 'commence ou finit par un tiret' });
  if (name.includes('--')) out.push({ en: 'consecutive hyphens', fr: 'tirets consécutifs' });
  const bad = [...new Set([...name].filter((c) => c !== '-' && !LETTER_OR_DIGIT.test(c)))];
  if (bad.length > 0) {
    const shown = bad.map((c) => (c === ' ' ? 'space' : `\`${c}\``)).join(', ');
    out.push({ en: `characters other than letters, digits and hyphens: ${shown}`, fr: `caractères autres que lettres, chiffres et tirets : ${shown.replace('space', 'espace')}` });
  }
  return out;
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

/** `name-missing`, `name-format`, `name-dir-mismatch`. */
export const nameRule: SkillRule = {
  id: 'agent-skills/name',
  check({ skill, config, index, report }) {
    const { parsed, record } = skill;
    const header = agentHeader(parsed);
    if (!parsed.frontMatter || !header.usable) return;
    const entry = header.entry('name');
    const text = scalarText(entry);
    if (!entry || text === undefined || text.trim() === '') {
      const v = verdict(REJECTED_BY['name-missing'], config);
      const why = !entry ? { en: 'no `name`', fr: 'pas de `name`' } : text === undefined ? { en: '`name` is not text', fr: '`name` n’est pas du texte' } : { en: '`name` is empty', fr: '`name` est vide' };
      const value = nameForFolder(record.dirName);
      const data: AddKeyFix = { fix: 'add-key', key: 'name', value, edit: addKeyEdit(parsed, 'name', entry, value) };
      report({
        code: 'name-missing', severity: v.severity,
        range: entry ? entry.valueRange : parsed.frontMatter.openRange,
        message: { en: `${cap(why.en)}: ${v.effect.en}. Claude Code falls back to the folder name \`${record.dirName}\`.`, fr: `${cap(why.fr)} : ${v.effect.fr}. Claude Code reprend le nom du dossier \`${record.dirName}\`.` },
        data,
      });
      return;
    }
    const name = text.trim().normalize('NFKC');
    const problems = nameProblems(name);
    if (problems.length > 0) {
      const tooLong = codePoints(name) > MAX_NAME_LENGTH;
      const v = verdict(tooLong ? [...REJECTED_BY['name-format'], 'codex'] : REJECTED_BY['name-format'], config);
      const suggestion = suggestName(name) || suggestName(record.dirName);
      const data: FixNameFix = { fix: 'fix-name', suggestion, edit: { range: entry.valueRange, newText: suggestion } };
      report({
        code: 'name-format', severity: v.severity, range: entry.valueRange,
        message: {
          en: `\`${name}\` is not a valid skill name (${problems.map((p) => p.en).join('; ')}): ${v.effect.en}. A valid name is 1–64 lowercase letters, digits and single hyphens, e.g. \`${suggestion}\`.`,
          fr: `\`${name}\` n’est pas un nom de skill valide (${problems.map((p) => p.fr).join(' ; ')}) : ${v.effect.fr}. Un nom valide compte 1 à 64 lettres minuscules, chiffres et tirets simples, par exemple \`${suggestion}\`.`,
        },
        data,
      });
    }
    const dir = record.dirName.normalize('NFKC');
    if (name !== dir) {
      const v = verdict(REJECTED_BY['name-dir-mismatch'], config);
      const to = path.join(path.dirname(record.skillDir), name);
      const canRename = problems.length === 0 && index.fs.stat(to) === undefined;
      const data: NameDirMismatchFix = {
        fix: 'name-dir-mismatch', name, dirName: record.dirName,
        setName: { range: entry.valueRange, newText: record.dirName },
        ...(canRename ? { renameFolder: { from: record.skillDir, to } } : {}),
      };
      report({
        code: 'name-dir-mismatch', severity: v.severity, range: entry.valueRange,
        message: {
          en: `\`name\` is \`${name}\` but the folder is \`${record.dirName}\`: ${v.effect.en}. The standard requires them to be equal; agents that go by the folder call the skill \`${record.dirName}\`.`,
          fr: `\`name\` vaut \`${name}\` mais le dossier s’appelle \`${record.dirName}\` : ${v.effect.fr}. Le standard exige qu’ils soient égaux ; les agents qui se fient au dossier appellent le skill \`${record.dirName}\`.`,
        },
        data,
      });
    }
  },
};

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

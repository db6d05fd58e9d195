import { leadSentence } from '../../../text/leadSentence';
import { judge, mergeJudgements } from '../../../agents/judgement';
import type { SkillRule } from '../../profile';
import type { AddKeyFix } from '../fixData';
import { agentHeader, scalarText, type AgentHeader } from '../header/agentHeader';
import { headerAsRead } from '../header/headerAsRead';
import type { AgentDeclaration } from '../../../agents/agentDeclaration';
import { addKeyEdit, codePoints, DESCRIPTION_PLACEHOLDER, yamlQuote } from './ruleSupport';
import { agentFacts } from '../../../agents/agentFacts';
import { valueKind } from './valueKind';
import { lengthAsRead } from './lengthAsRead';
import { lineEndAt } from '../../../parse/splitFrontMatter';
import type { SkillRecord } from '../../../model/skillRecord';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { ServiceConfig } from '../../../config/serviceConfig';
import { countEn, countFr } from '../../../text/numbers';
import { addKey } from '../../../features/codeActions/addKey';
import { quoteValue } from '../../../features/codeActions/quoteValue';
import type { RuleCode } from '../../../rules/rule';
import { PDF, agent } from '../../../rules/exampleText';

/** `description-missing`: its severity and docs (rule pages, hovers, SARIF). */
export const DESCRIPTION_MISSING: RuleCode = {
  code: 'description-missing', severity: 'error',
  doc: { en: '`description` is missing, blank or not text: the agent has nothing to match requests against.', fr: '`description` manque, est vide ou n’est pas du texte : l’agent n’a rien à rapprocher des demandes.' },
  fix: { en: 'Add `description` with a placeholder to replace (selected, in editors that take snippets).', fr: 'Ajouter `description` avec un texte à remplacer (sélectionné, dans les éditeurs qui prennent les snippets).' },
};

/** `description-length`: its severity and docs (rule pages, hovers, SARIF). */
export const DESCRIPTION_LENGTH: RuleCode = {
  code: 'description-length', severity: 'error',
  doc: { en: '`description` is longer than an agent keeps: over 1,024 characters some agents reject the skill and others cut it in their listing; some count `when_to_use` with it.', fr: '`description` est plus longue que ce qu’un agent garde : au-delà de 1 024 caractères certains agents rejettent le skill et d’autres la coupent dans leur liste ; certains y ajoutent `when_to_use`.' },
};

/** `description-characters`: its severity and docs (rule pages, hovers, SARIF). */
export const DESCRIPTION_CHARACTERS: RuleCode = {
  code: 'description-characters', severity: 'error',
  doc: { en: '`description` holds a character an upload refuses there (`<` or `>`): the skill is not accepted.', fr: '`description` contient un caractère qu’un envoi refuse à cet endroit (`<` ou `>`) : le skill n’est pas accepté.' },
  example: { file: PDF, targets: ['claude-ai'], text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF (<50 pages) into CSV files. Use when the user gives a PDF with tables.']) },
};

/** `description-type`: its severity and docs (rule pages, hovers, SARIF). */
export const DESCRIPTION_TYPE: RuleCode = {
  code: 'description-type', severity: 'error',
  doc: { en: '`description` is a number or a boolean, not text: some agents reject the skill; the others read it as text.', fr: '`description` est un nombre ou un booléen, pas du texte : certains agents rejettent le skill ; les autres le lisent comme du texte.' },
  fix: { en: 'Quote the value.', fr: 'Mettre la valeur entre guillemets.' },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: 42']) },
};

/** Longest description the reference validator and Copilot CLI accept, in code points. */
export const MAX_DESCRIPTION_LENGTH = 1024;

/** `description-missing`, `description-length`. */
export const descriptionRule: SkillRule = {
  id: 'agent-skills/description',
  kind: 'skill',
  codes: [DESCRIPTION_MISSING, DESCRIPTION_LENGTH, DESCRIPTION_CHARACTERS, DESCRIPTION_TYPE],
  reads: ['header'],
  fixes: [addKey, quoteValue],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const header = headerAsRead(record, parsed, config, 'description');
    if (!parsed.frontMatter) return;
    if (!header.usable) {
      unreadTooLong(record, parsed, config, report);
      return;
    }
    // Another reading's offsets are its own text's: its ranges (lines that read the same) are used, no edit.
    const own = header === agentHeader(parsed);
    const entry = header.entry('description');
    const text = scalarText(entry);
    if (!entry || text === undefined || text.trim() === '') {
      // Agents that check the key's type say the same of a list or an empty value: one finding.
      const v = mergeJudgements(record, judge(['description-missing', 'description-not-text'], record, parsed, config), entry ? judge('key-type', record, parsed, config, 'description') : undefined);
      if (!v) return;
      const why = !entry
        ? { en: 'the header has none', fr: 'l’en-tête n’en a pas' }
        : text === undefined ? { en: 'it is a list or a mapping, not text', fr: 'c’est une liste ou une table, pas du texte' } : { en: 'it is empty', fr: 'elle est vide' };
      const data: AddKeyFix | undefined = own ? { fix: 'add-key', key: 'description', value: DESCRIPTION_PLACEHOLDER, edit: addKeyEdit(parsed, 'description', entry, DESCRIPTION_PLACEHOLDER) } : undefined;
      report({
        code: 'description-missing', severity: v.severity,
        range: entry ? entry.valueRange : parsed.frontMatter.openRange,
        message: leadSentence(
          { en: 'Write a `description` saying what the skill does and when to use it', fr: 'Écrivez une `description` qui dit ce que fait le skill et quand l’utiliser' },
          why, v.effect,
        ),
        ...(data ? { data } : {}),
      });
      return;
    }
    // Not text to YAML 1.2 (`description: 42`) or to an agent's own YAML library (js-yaml reads
    // `2024-01-31` as a date and `12:30` as a number): the agents' own readings decide, told here once
    // with the agents that check the key's type.
    const t = mergeJudgements(record, judge('description-not-text', record, parsed, config), judge('key-type', record, parsed, config, 'description'));
    if (t) {
      const kind = valueKind(t.agents.map((a) => agentFacts(a.agent, parsed).values?.['description']).find((v) => v !== undefined && typeof v !== 'string') ?? entry.value);
      report({
        code: 'description-type', severity: t.severity, range: entry.valueRange,
        message: leadSentence(
          { en: 'Quote the description', fr: 'Mettez la description entre guillemets' },
          { en: `\`${text}\` is read as ${kind.en}, not text`, fr: `\`${text}\` est lu comme ${kind.fr}, pas du texte` },
          t.effect,
        ),
        data: { fix: 'quote-value', edit: { range: entry.valueRange, newText: yamlQuote(text) } },
      });
    }
    const refused = judge('description-characters', record, parsed, config);
    if (refused) {
      const chars = [...new Set(refused.agents.flatMap((a) => [...(a.agent.description.refusedCharacters ?? '')]).filter((c) => text.includes(c)))].map((c) => `\`${c}\``).join(' and ');
      report({
        code: 'description-characters', severity: refused.severity, range: entry.valueRange,
        message: leadSentence(
          { en: `Write ${chars} out in words in the description`, fr: `Écrivez ${chars.replace(' and ', ' et ')} en toutes lettres dans la description` },
          undefined, refused.effect,
        ),
      });
    }
    const v = judge(['description-too-long', 'description-cut'], record, parsed, config);
    if (!v) return;
    const length = codePoints(text);
    // Underline only what lies past the first limit an agent applies, not the whole value.
    const limit = Math.min(...v.agents.map((a) => a.agent.description.maxLength ?? a.agent.description.listingCap?.keep ?? Infinity), MAX_DESCRIPTION_LENGTH);
    const start = !own || entry.unquoted ? entry.valueStart : entry.valueStart + offsetOfCodePoint(parsed.text.slice(entry.valueStart, entry.valueEnd), limit);
    const range = own && start < entry.valueEnd ? parsed.lines.range(start, entry.valueEnd) : entry.valueRange;
    const appended = appendedBlame(v.agents.map((a) => a.agent), header, length);
    if (appended) {
      report({
        code: 'description-length', severity: v.severity, range: appended.entry.valueRange,
        message: leadSentence(
          { en: `Shorten \`${appended.key}\` or the description`, fr: `Raccourcissez \`${appended.key}\` ou la description` },
          { en: `listed together they make ${countEn(appended.total)} characters`, fr: `listées ensemble, elles font ${countFr(appended.total)} caractères` },
          v.effect,
        ),
      });
      return;
    }
    // The length to advise: the smallest the named agents keep (the standard's 1,024 when none is named).
    const keep = Math.min(...v.agents.map((a) => a.agent.description.maxLength ?? a.agent.description.listingCap?.keep ?? Infinity));
    const target = Number.isFinite(keep) ? keep : MAX_DESCRIPTION_LENGTH;
    report({
      code: 'description-length', severity: v.severity, range,
      message: leadSentence(
        { en: `Shorten the description to ${countEn(target)} characters, moving details to the body`, fr: `Raccourcissez la description à ${countFr(target)} caractères en déplaçant les détails dans le corps` },
        { en: `it has ${countEn(length)}`, fr: `elle en compte ${countFr(length)}` },
        v.effect,
      ),
    });
  },
};

/**
 * A description too long for agents whose own YAML library reads a header Skillkiln's cannot
 * (libyaml and js-yaml take the lines of a quoted value at no indentation): said on its key's
 * line, with its length as they read it (real registries: a 1,073-character description over
 * unindented lines, which Copilot CLI and Augment refuse).
 */
function unreadTooLong(record: SkillRecord, parsed: ParsedSkill, config: ServiceConfig, report: Parameters<SkillRule['check']>[0]['report']): void {
  const fm = parsed.frontMatter;
  if (!fm?.closeRange) return;
  const v = judge('description-too-long', record, parsed, config);
  if (!v) return;
  const key = /^description[ \t]*:/m.exec(parsed.text.slice(fm.split.content.start, fm.split.content.end));
  if (!key) return;
  const at = fm.split.content.start + key.index;
  const keep = Math.min(...v.agents.map((a) => a.agent.description.maxLength ?? Infinity));
  report({
    code: 'description-length', severity: v.severity, range: parsed.lines.range(at, lineEndAt(parsed.text, at)),
    message: leadSentence(
      { en: `Shorten the description to ${countEn(keep)} characters, moving details to the body`, fr: `Raccourcissez la description à ${countFr(keep)} caractères en déplaçant les détails dans le corps` },
      lengthAsRead(v, parsed),
      v.effect,
    ),
  });
}

/**
 * The key appended to the description (Claude Code's `when_to_use`) when it, not the
 * description, takes the listing past an agent's cap: no agent refuses or cuts the
 * description alone. Undefined when the description is to blame.
 */
function appendedBlame(agents: readonly AgentDeclaration[], header: AgentHeader, length: number) {
  if (agents.some((a) => (a.description.maxLength ?? Infinity) < length || (a.description.listingCap?.chars ?? Infinity) < length)) return undefined;
  for (const agent of agents) {
    for (const { key, separator } of agent.description.appended ?? []) {
      const entry = header.entry(key);
      const extra = scalarText(entry);
      if (entry && extra) return { key, entry, total: length + codePoints(separator) + codePoints(extra) };
    }
  }
  return undefined;
}

/** UTF-16 offset of the `n`-th code point of `s` (its length when shorter). */
function offsetOfCodePoint(s: string, n: number): number {
  let i = 0;
  let seen = 0;
  while (i < s.length && seen < n) {
    i += (s.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    seen++;
  }
  return i;
}


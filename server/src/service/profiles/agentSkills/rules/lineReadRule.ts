import { leadSentence } from '../../../text/leadSentence';
import { judge, judgementOf, mergeJudgements, type Judgement } from '../../../agents/judgement';
import type { ServiceConfig } from '../../../config/serviceConfig';
import type { SkillRecord } from '../../../model/skillRecord';
import type { ParsedSkill } from '../../../parse/parsedSkill';
import { scalarText } from '../header/agentHeader';
import { lineReadSkill } from '../../../agents/lineReader';
import { skillFacts } from '../../../agents/skillFacts';
import type { LocalizedText } from '../../../model/finding';
import type { SkillRule } from '../../profile';
import type { QuoteValueFix } from '../fixData';
import { yamlQuote } from './ruleSupport';
import { quoteValue } from '../../../features/codeActions/quoteValue';
import { DESCRIPTION_MISSING } from './descriptionRules';
import type { RuleCode } from '../../../rules/rule';
import { agent } from '../../../rules/exampleText';
import { headerAsRead } from '../header/headerAsRead';

/** `description-line-read`: its severity and docs (rule pages, hovers, SARIF). */
export const DESCRIPTION_LINE_READ: RuleCode = {
  code: 'description-line-read', severity: 'warning',
  doc: { en: 'An agent that reads the header line by line, without YAML, lists another description than the one written: a `>` or `|` block becomes the mark itself, a value over several lines keeps its first line.', fr: 'Un agent qui lit l’en-tête ligne par ligne, sans YAML, liste une autre description que celle écrite : un bloc `>` ou `|` devient le signe lui-même, une valeur sur plusieurs lignes garde sa première ligne.' },
  fix: { en: 'Write the description on one line, unquoted or quoted.', fr: 'Écrire la description sur une ligne, avec ou sans guillemets.' },
  example: { file: '.qwen/skills/pdf-tables/SKILL.md', text: agent(['name: pdf-tables', 'description: >', '  Extract the tables of a PDF into CSV files.', '  Use when the user gives a PDF with tables.']) },
};

/**
 * What an agent that reads the header line by line, without YAML (Qwen Code), refuses or lists
 * otherwise where the YAML reading the other rules judge sees nothing wrong: a quoted `name`
 * that keeps its quotes, a header that is not `key: value` lines, a `>`/`|` block or a value
 * over several lines (`description-line-read`).
 */
export const lineReadRule: SkillRule = {
  id: 'agent-skills/line-read',
  kind: 'skill',
  codes: [DESCRIPTION_LINE_READ, DESCRIPTION_MISSING],
  reads: ['header'],
  fixes: [quoteValue],
  check({ skill, config, report }) {
    const { parsed, record } = skill;
    const read = lineReadSkill(parsed);
    if (!read) return;
    const facts = skillFacts(parsed);
    const { usable } = facts.header;
    const range = (key: string) => facts.header.entry(key)?.valueRange ?? parsed.frontMatter!.openRange;
    // Where YAML reads the same value, or an agent's own reading of a header Skillkiln's `yaml`
    // refuses holds the key, the name and description rules already judged it.
    const agentRead = (key: string) => !usable && headerAsRead(record, parsed, config, key).usable;
    if ((!usable || read.name !== facts.name) && !agentRead('name')) {
      const v = nameJudgement(record, parsed, config);
      if (v) {
        const shape = shapeOf(read.values['name']);
        // Spaces kept around the name: YAML agents that do not trim it read it so too (`untrimmed`).
        const spaced = read.name !== undefined && facts.name !== undefined && read.name !== facts.name && read.name.trim() === facts.name;
        const what = spaced
          ? { en: `some agents read \`name\` with its spaces, as \`${read.name}\`, not \`${facts.name}\``, fr: `des agents lisent \`name\` avec ses espaces, comme \`${read.name}\`, pas \`${facts.name}\`` }
          : read.name === undefined
          ? { en: 'finds no `name`', fr: 'ne trouve pas de `name`' }
          : shape ? { en: `reads \`name\` as ${shape.en}, not text`, fr: `lit \`name\` comme ${shape.fr}, pas du texte` } : { en: `reads \`name\` as \`${read.name}\``, fr: `lit \`name\` comme \`${read.name}\`` };
        report({
          code: read.name === undefined ? 'name-missing' : 'name-format', severity: v.severity, range: range('name'),
          message: leadSentence(
            spaced ? { en: 'Take the spaces out of `name`', fr: 'Retirez les espaces de `name`' } : { en: 'Write `name: <folder name>` unquoted on one line', fr: 'Écrivez `name: <nom du dossier>` sans guillemets sur une ligne' },
            spaced ? what : { en: `an agent reading the header line by line, without YAML, ${what.en}`, fr: `un agent qui lit l’en-tête ligne par ligne, sans YAML, ${what.fr}` },
            v.effect,
          ),
        });
      }
    }
    if (read.description === undefined && (!usable || facts.description !== undefined) && !agentRead('description')) {
      const v = judge('description-missing', record, parsed, config);
      if (v) {
        report({
          code: 'description-missing', severity: v.severity, range: range('description'),
          message: leadSentence(
            { en: 'Write `description: …` on one line', fr: 'Écrivez `description: …` sur une ligne' },
            { en: 'an agent reading the header line by line, without YAML, finds no `description`', fr: 'un agent qui lit l’en-tête ligne par ligne, sans YAML, ne trouve pas de `description`' },
            v.effect,
          ),
        });
      }
    }
    const v = judge('description-line-read', record, parsed, config);
    if (v && read.description !== undefined) {
      // A list or a mapping is said as such: the agent's own text for it (`[object Object]`) means nothing to an author.
      const shape = shapeOf(read.values['description']);
      const shown = shape ? { en: `${shape.en}, not text`, fr: `${shape.fr}, pas du texte` } : { en: `\`${clip(read.description)}\``, fr: `\`${clip(read.description)}\`` };
      // The same text on one line, double-quoted: what YAML reads stays, and a line reader reads it too.
      const data: QuoteValueFix | undefined = facts.description !== undefined && facts.header.entry('description')
        ? { fix: 'quote-value', edit: { range: range('description'), newText: yamlQuote(facts.description.replace(/\s*\n\s*/g, ' ')) } }
        : undefined;
      report({
        ...(data ? { data } : {}),
        code: 'description-line-read', severity: v.severity, range: range('description'),
        message: leadSentence(
          { en: 'Write the description on one line, unquoted or quoted', fr: 'Écrivez la description sur une ligne, avec ou sans guillemets' },
          { en: `an agent reading it line by line, without YAML, gets ${shown.en}`, fr: `un agent qui la lit ligne par ligne, sans YAML, obtient ${shown.fr}` },
          v.effect,
        ),
      });
    }
  },
};

/**
 * The judged agents that miss or refuse the name a line reader reads. Of those without one
 * (Gemini CLI's fallback after its YAML gave `"name": 42` no text), the name rule tells agents
 * with a YAML library to quote a name written as a number or a boolean: said once, there.
 */
function nameJudgement(record: SkillRecord, parsed: ParsedSkill, config: ServiceConfig): Judgement | undefined {
  const missing = judge('name-missing', record, parsed, config);
  const text = scalarText(headerAsRead(record, parsed, config, 'name').entry('name'));
  const lineReaders = missing?.agents.filter((a) => a.agent.parser.lineReader) ?? [];
  const left = text !== undefined && text.trim() !== '' && missing ? (lineReaders.length > 0 ? judgementOf(lineReaders, record) : undefined) : missing;
  return mergeJudgements(record, left, judge('name-format', record, parsed, config));
}

/** `a list` / `a mapping` for a value that is not text, else undefined. */
function shapeOf(value: unknown): LocalizedText | undefined {
  if (Array.isArray(value)) return { en: 'a list', fr: 'une liste' };
  if (value !== null && typeof value === 'object') return { en: 'a mapping', fr: 'une table' };
  return undefined;
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule, SkillRuleContext } from '../../profile';
import { lineBreakOf } from '../../shared/lineBreakOf';
import type { MmTextEdit, NameToolFix } from '../fixData';
import { fencedBlocks } from './fencedBlocks';
import { ANSWER_IS_OUTPUT, ANSWER_SENTENCE, BARE_RUN, DOCUMENTATION_BLOCKS, FOR_THE_USER, LIST_MARKER, RUN_PHRASE, RUN_START, SHELL_LANGUAGES, TOOL_INSTRUCTION } from './fencedCommandRule';
import { textEdit } from './mmEdits';
import { nameTool } from '../../../features/codeActions/nameTool';
import type { RuleCode } from '../../../rules/rule';
import { lines, mm } from '../../../rules/exampleText';

/** `command-tool-unnamed`: its severity and docs (rule pages, hovers, SARIF). */
export const COMMAND_TOOL_UNNAMED: RuleCode = {
  code: 'command-tool-unnamed', severity: 'warning',
  doc: { en: '"Run:" introduces an indented command without naming the tool: small models then answer without running it. Name the tool ("Call your `bash` tool with this command:") and say that the answer is the command’s output, nothing else.', fr: '« Run: » introduit une commande indentée sans nommer l’outil : les petits modèles répondent alors sans l’exécuter. Nommez l’outil (« Call your `bash` tool with this command: ») et dites que la réponse est la sortie de la commande, rien d’autre.' },
  fix: { en: 'Name the `bash` tool in the lead-in.', fr: 'Nommer l’outil `bash` dans l’introduction.' },
  example: { file: 'skills/what-time-is-it.md', text: mm(['name: what-time-is-it', 'description: Give the current date and time.'], lines('Run:', '', '    date').trimEnd()) },
};

// Any tool named in the lead-in ("call your `shell` tool") already tells the model what to do.
const NAMES_A_TOOL = /\btool\b/i;

/**
 * `command-tool-unnamed`: "Run:" then a command indented as code, with no tool named. The
 * command is out of a fence, but the measured failure of seed 000 remains: the model does not
 * run it. The lead-in must name the tool ("Call your `bash` tool with this command:"), and
 * the skill should say that the answer is the command's output.
 */
export const unnamedToolRule: SkillRule = {
  id: 'mm.command-tool-unnamed',
  kind: 'skill',
  codes: [COMMAND_TOOL_UNNAMED],
  reads: ['body'],
  fixes: [nameTool],
  check({ skill, report }: SkillRuleContext) {
    const parsed = skill.parsed;
    const blocks = fencedBlocks(parsed);
    const commands = indentedCommands(parsed, blocks);
    if (commands.length === 0) return;
    // Several commands: documentation, which keeps its form (as for fences).
    if (commands.length + blocks.filter((b) => SHELL_LANGUAGES.has(b.language)).length >= DOCUMENTATION_BLOCKS) return;
    const sayOutput = !ANSWER_IS_OUTPUT.test(parsed.text.slice(parsed.bodyStart));
    for (const c of commands) {
      const { lines } = parsed;
      const leadStart = lines.lineStart(c.lead) + c.marker.length;
      report({
        code: 'command-tool-unnamed',
        range: parsed.lines.range(leadStart, lines.lineEnd(c.lead)),
        message: {
          en: `Name the tool in this lead-in ("${TOOL_INSTRUCTION}")${sayOutput ? ', saying that the answer is the command’s output, nothing else' : ''}: without it, small models answer without running the indented command below.`,
          fr: `Nommez l’outil dans cette introduction (« ${TOOL_INSTRUCTION} »)${sayOutput ? ', en disant que la réponse est la sortie de la commande, rien d’autre' : ''} : sans lui, les petits modèles répondent sans exécuter la commande indentée ci-dessous.`,
        },
        data: nameToolFix(parsed, c, sayOutput),
      });
    }
  },
};

/** A run lead-in line and the indented command after it. */
interface IndentedCommand {
  readonly lead: number;
  /** Indentation and list marker of the lead-in line. */
  readonly marker: string;
  /** Last line of the indented command. */
  readonly last: number;
}

function indentedCommands(parsed: ParsedSkill, blocks: ReturnType<typeof fencedBlocks>): IndentedCommand[] {
  const { lines } = parsed;
  const fenced = (l: number) => blocks.some((b) => l >= b.openLine && l <= (b.closeLine ?? lines.lineCount - 1));
  const width = (t: string) => /^ */.exec(t)![0].length;
  const out: IndentedCommand[] = [];
  for (let l = parsed.bodyStartLine; l < lines.lineCount; l++) {
    const text = lines.lineText(l);
    if (!/:\s*(?:\*\*|__)?\s*$/.test(text) || fenced(l)) continue;
    const marker = LIST_MARKER.exec(text)![0];
    const lead = text.slice(marker.length).trim();
    if (!(RUN_START.test(lead) || RUN_PHRASE.test(lead)) || NAMES_A_TOOL.test(lead) || FOR_THE_USER.test(lead)) continue;
    let next = l + 1;
    while (next < lines.lineCount && lines.lineText(next).trim() === '') next++;
    // The command is indented four columns past the lead-in's text (a list item's content included).
    const base = marker.length;
    if (next >= lines.lineCount || fenced(next) || width(lines.lineText(next)) < base + 4) continue;
    let last = next;
    for (let k = next + 1; k < lines.lineCount; k++) {
      const t = lines.lineText(k);
      if (t.trim() === '') continue;
      if (width(t) < base + 4 || fenced(k)) break;
      last = k;
    }
    out.push({ lead: l, marker, last });
    l = last;
  }
  return out;
}

/**
 * The lead-in replaced by the tool instruction when it is only `Run:` (otherwise the
 * instruction is written under it), and the answer sentence after the command when the
 * skill lacks it.
 */
function nameToolFix(parsed: ParsedSkill, c: IndentedCommand, sayOutput: boolean): NameToolFix {
  const { lines } = parsed;
  const eol = lineBreakOf(parsed.text);
  const indent = ' '.repeat(c.marker.length);
  const edits: MmTextEdit[] = [];
  const leadText = lines.lineText(c.lead).slice(c.marker.length);
  if (BARE_RUN.test(leadText.trim())) edits.push(textEdit(parsed, lines.lineStart(c.lead) + c.marker.length, lines.lineEnd(c.lead), TOOL_INSTRUCTION));
  else edits.push(textEdit(parsed, lines.lineEnd(c.lead), lines.lineEnd(c.lead), `${eol}${eol}${indent}${TOOL_INSTRUCTION}`));
  if (sayOutput) edits.push(textEdit(parsed, lines.lineEnd(c.last), lines.lineEnd(c.last), `${eol}${eol}${indent}${ANSWER_SENTENCE}`));
  return { fix: 'name-tool', tool: 'bash', leadInText: TOOL_INSTRUCTION, ...(sayOutput ? { answerText: ANSWER_SENTENCE } : {}), edits };
}

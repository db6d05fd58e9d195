import type { ParsedSkill } from '../../../parse/parsedSkill';
import type { SkillRule, SkillRuleContext } from '../../profile';
import type { MmTextEdit, UnfenceCommandFix } from '../fixData';
import { fencedBlocks, type FencedBlock } from './fencedBlocks';
import { lineBreakOf } from '../../shared/lineBreakOf';
import { lineRange, textEdit } from './mmEdits';
import { unfenceCommand } from '../../../features/codeActions/unfenceCommand';
import type { RuleCode } from '../../../rules/rule';
import { lines, mm } from '../../../rules/exampleText';

/** `fenced-command`: its severity and docs and example (rule pages, hovers, SARIF). */
export const FENCED_COMMAND: RuleCode = {
  code: 'fenced-command', severity: 'warning',
  doc: { en: 'The command the skill wants run is in a fenced shell block (or an unlabelled fence after a run instruction such as "Run this:"): small models copy it into their answer instead of running it. Indent it four spaces and name the tool ("Call your `bash` tool with this command:"). Skills that document several commands keep their fences.', fr: 'La commande que le skill veut faire exécuter est dans un bloc shell clôturé (ou un bloc sans langage après une consigne d’exécution comme « Run this: ») : les petits modèles la recopient dans leur réponse au lieu de l’exécuter. Indentez-la de quatre espaces et nommez l’outil (« Call your `bash` tool with this command: »). Les skills qui documentent plusieurs commandes gardent leurs clôtures.' },
  fix: { en: 'Indent the command (a `console` block loses its `$ ` prompts and its output lines), turn the run instruction into "call your `bash` tool with this command" and add "The answer is the command\'s output, nothing else." when the skill lacks it.', fr: 'Indenter la commande (un bloc `console` perd ses invites `$ ` et ses lignes de sortie), changer la consigne d’exécution en « call your `bash` tool with this command » et ajouter « The answer is the command\'s output, nothing else. » quand le skill ne le dit pas.' },
  example: { file: 'skills/what-time-is-it.md', text: mm(['name: what-time-is-it', 'description: Give the current date and time.'], lines('Run this command and answer with its output, nothing else:', '', '```bash', 'date', '```').trimEnd()) },
};

/** Info strings of shell blocks. */
export const SHELL_LANGUAGES: ReadonlySet<string> = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
/** From this many shell blocks on, a skill documents commands rather than running one (seed: `bg-jobs`). */
export const DOCUMENTATION_BLOCKS = 3;
/** A body this short (non-blank lines outside the block) is the command and little else. */
export const SHORT_BODY_LINES = 8;
/** The instruction that names the tool (seed 000). */
export const TOOL_INSTRUCTION = 'Call your `bash` tool with this command:';
/** The seed's third sentence, which keeps the model from answering from memory (its straight apostrophe too). */
export const ANSWER_SENTENCE = "The answer is the command's output, nothing else.";

export const LIST_MARKER = /^[ \t>]*(?:(?:[-*+]|\d+[.)])[ \t]+)?/;
/** `Run:`, `Run the bundled script:`, `Exécutez :`… at the start of the line. */
export const RUN_START = /^(?:\*\*|__)?(?:then\s+)?(?:run|execute|exécutez|exécuter|lancez|lancer)\b/i;
/** `…, run:`, `… and run it:`, `… run the following command…`. */
export const RUN_PHRASE = /\b(?:run|execute)\s+(?:this|these|the following|it)\b|(?:[,;]\s*|\b(?:then|and|to|please|now|first)\s+)(?:run|execute|exécutez|lancez)(?:\s+it)?\s*:\s*(?:\*\*|__)?\s*$|\bcall\s+(?:your|the)\s+`?\w+`?\s+tool\b/i;
/** Lead-ins where the user, not the model, runs the command. */
export const FOR_THE_USER = /\b(?:tell|ask|remind|instruct|show)\s+(?:the\s+)?users?\b|\b(?:the user|users|they)\s+(?:can|could|should|must|may)\b|\b(?:do not|don't|never)\s+run\b/i;
/** The lead-in is only a run instruction, which the tool instruction replaces. */
export const BARE_RUN = /^(?:\*\*|__)?(?:then\s+)?(?:run|execute|exécutez|lancez)(?:\s+(?:this|the following|it))?(?:\s+commands?)?\s*:?\s*(?:\*\*|__)?\s*:?$/i;
/** "the answer is the command's output, nothing else" and its variants. */
export const ANSWER_IS_OUTPUT = /\b(?:answer|reply)\s+(?:is|with)\s+(?:the\s+|its\s+)?(?:command[’']s\s+|script[’']s\s+)?output\b|\boutput\b[^.\n]{0,40}\bnothing else\b/i;

/**
 * `fenced-command`: a skill whose point is that a command runs must not show that command
 * in a fenced shell block: small models copy a fenced command instead of running it
 * (seed 000, measured). The block is the command when a run instruction introduces it
 * (`Run:`), or when it is the skill's only shell block in a short body or one that says
 * the answer is the command's output. A skill with several shell blocks documents
 * commands and keeps its fences.
 */
export const fencedCommandRule: SkillRule = {
  id: 'mm.fenced-command',
  kind: 'skill',
  codes: [FENCED_COMMAND],
  reads: ['body'],
  fixes: [unfenceCommand],
  check({ skill, report }: SkillRuleContext) {
    const parsed = skill.parsed;
    const blocks = fencedBlocks(parsed);
    // An unlabelled fence is a command when a run instruction introduces it ("Run this:").
    const shell = blocks.filter((b) => SHELL_LANGUAGES.has(b.language) || (b.language === '' && runLeadIn(parsed, b)));
    if (shell.length === 0 || shell.length >= DOCUMENTATION_BLOCKS) return;
    // A block is the skill's only command only if no command was unfenced already (by this fix).
    const onlyCommand = shell.length === 1 && !hasUnfencedCommand(parsed, blocks);
    for (const block of shell) {
      const lastContent = (block.closeLine ?? parsed.lines.lineCount) - 1;
      if (!hasContent(parsed, block.openLine + 1, lastContent)) continue;
      const leadLine = leadInLine(parsed, block.openLine);
      const lead = leadText(parsed, leadLine);
      if (FOR_THE_USER.test(lead)) continue;
      const introduced = RUN_START.test(lead) || RUN_PHRASE.test(lead);
      const outside = outsideText(parsed, block, lastContent);
      const isTheCommand = introduced || (onlyCommand && (ANSWER_IS_OUTPUT.test(outside.text) || outside.nonBlank <= SHORT_BODY_LINES));
      if (!isTheCommand) continue;
      const namesTool = leadLine !== undefined && NAMES_TOOL.test(parsed.lines.lineText(leadLine));
      const sayOutput = !ANSWER_IS_OUTPUT.test(outside.text);
      const data = unfenceFix(parsed, block, lastContent, introduced ? leadLine : undefined, namesTool, sayOutput);
      const end = block.closeLine ?? lastContent;
      report({
        code: 'fenced-command',
        range: parsed.lines.range(parsed.lines.lineStart(block.openLine), parsed.lines.lineEnd(end)),
        message: {
          en: `Indent this command four spaces instead of fencing it, and name the tool ("${TOOL_INSTRUCTION}")${sayOutput ? ', saying that the answer is the command’s output, nothing else' : ''}: small models copy a fenced ${block.language ? `\`${block.language}\` ` : ''}command into their answer instead of running it.`,
          fr: `Indentez cette commande de quatre espaces au lieu de la clôturer, et nommez l’outil (« ${TOOL_INSTRUCTION} »)${sayOutput ? ', en disant que la réponse est la sortie de la commande, rien d’autre' : ''} : les petits modèles recopient une commande ${block.language ? `\`${block.language}\` ` : ''}clôturée dans leur réponse au lieu de l’exécuter.`,
        },
        ...(data ? { data } : {}),
      });
    }
  },
};

/** A lead-in that already names the tool ("Call your `bash` tool with this command:"): the fix only unfences. */
export const NAMES_TOOL = /\b(?:call|use)\s+(?:your\s+)?`?bash`?\s+tool\b/i;

/**
 * True when the body holds a command in the form the fix writes: a line naming the tool,
 * then (after blank lines) a line indented four more columns, outside fenced blocks.
 */
function hasUnfencedCommand(parsed: ParsedSkill, blocks: readonly FencedBlock[]): boolean {
  const { lines } = parsed;
  const fenced = (l: number) => blocks.some((b) => l >= b.openLine && l <= (b.closeLine ?? lines.lineCount - 1));
  const indentOf = (t: string) => /^ */.exec(t)![0].length;
  for (let l = parsed.bodyStartLine; l < lines.lineCount; l++) {
    const lead = lines.lineText(l);
    if (!NAMES_TOOL.test(lead) || fenced(l)) continue;
    let next = l + 1;
    while (next < lines.lineCount && lines.lineText(next).trim() === '') next++;
    if (next < lines.lineCount && !fenced(next) && indentOf(lines.lineText(next)) >= indentOf(lead.replace(LIST_MARKER, (m) => ' '.repeat(m.length))) + 4) return true;
  }
  return false;
}

/** The sentence that introduces the block: "Run `x` to do y. Supports chaining:" is introduced by its last one. */
function lastSentence(line: string): string {
  const parts = line.split(/(?<=[.!?])\s+(?=\S)/);
  return parts[parts.length - 1]!;
}

/** The last sentence of the lead-in line, without its list marker ('' for none). */
function leadText(parsed: ParsedSkill, leadLine: number | undefined): string {
  return leadLine === undefined ? '' : lastSentence(parsed.lines.lineText(leadLine).replace(LIST_MARKER, '').trim());
}

/** True when a run instruction ("Run this:", "…, then run:") introduces the block. */
function runLeadIn(parsed: ParsedSkill, block: FencedBlock): boolean {
  const lead = leadText(parsed, leadInLine(parsed, block.openLine));
  return !FOR_THE_USER.test(lead) && (RUN_START.test(lead) || RUN_PHRASE.test(lead));
}

/** The run verb of a lead-in ("run", "run this command", "execute the following"), which the tool instruction replaces. */
const RUN_VERB = /\b(?:run|execute)\b(?:\s+(?:this|these|the following|it))?(?:\s+commands?)?/gi;

/**
 * The lead-in with its last run verb replaced by the tool instruction ("To see the load, run:"
 * → "To see the load, call your `bash` tool with this command:"), so the fix leaves one
 * lead-in, not the old one above the new; undefined when it has no English run verb.
 */
function rewrittenLeadIn(line: string, markerLength: number): string | undefined {
  const matches = [...line.slice(markerLength).matchAll(RUN_VERB)];
  const m = matches[matches.length - 1];
  if (!m) return undefined;
  const at = markerLength + m.index!;
  const before = line.slice(markerLength, at);
  const sentenceStart = /^(?:\*\*|__)?$|[.!?]\s+(?:\*\*|__)?$/.test(before);
  const instruction = TOOL_INSTRUCTION.slice(0, -1);
  const words = sentenceStart ? instruction : instruction[0]!.toLowerCase() + instruction.slice(1);
  const rest = line.slice(at + m[0].length);
  return line.slice(markerLength, at) + words + (rest.trim() === '' ? ':' : rest);
}

/** The previous non-blank line of the body before `line`, if any. */
function leadInLine(parsed: ParsedSkill, line: number): number | undefined {
  for (let l = line - 1; l >= parsed.bodyStartLine; l--) if (parsed.lines.lineText(l).trim() !== '') return l;
  return undefined;
}

function hasContent(parsed: ParsedSkill, from: number, to: number): boolean {
  for (let l = from; l <= to; l++) if (parsed.lines.lineText(l).trim() !== '') return true;
  return false;
}

/** The body without the block: its text and its count of non-blank lines. */
function outsideText(parsed: ParsedSkill, block: FencedBlock, lastContent: number): { text: string; nonBlank: number } {
  const parts: string[] = [];
  const last = block.closeLine ?? lastContent;
  for (let l = parsed.bodyStartLine; l < parsed.lines.lineCount; l++) {
    if (l >= block.openLine && l <= last) continue;
    const t = parsed.lines.lineText(l);
    if (t.trim() !== '') parts.push(t);
  }
  return { text: parts.join('\n'), nonBlank: parts.length };
}

/**
 * The edits that turn the block into an indented command introduced by the tool
 * instruction: the lead-in replaced when it is only `Run:`, otherwise the instruction
 * written where the opening fence was; a blank line before the indented block when a
 * paragraph precedes it; each command line indented; the closing fence removed, or replaced
 * by the seed's "the answer is the command's output, nothing else" when the skill lacks it.
 * Undefined inside block quotes (their markers make the indentation ambiguous).
 */
function unfenceFix(parsed: ParsedSkill, block: FencedBlock, lastContent: number, leadLine: number | undefined, namesTool: boolean, sayOutput: boolean): UnfenceCommandFix | undefined {
  if (block.prefix.includes('>')) return undefined;
  const { lines, text } = parsed;
  const eol = lineBreakOf(text);
  const edits: MmTextEdit[] = [];
  const leadMarker = leadLine === undefined ? '' : (LIST_MARKER.exec(lines.lineText(leadLine))?.[0] ?? '');
  const leadLineText = leadLine === undefined ? '' : lines.lineText(leadLine);
  const rewritten = leadLine === undefined || namesTool ? undefined : BARE_RUN.test(leadLineText.slice(leadMarker.length).trim()) ? TOOL_INSTRUCTION : rewrittenLeadIn(leadLineText, leadMarker.length);
  const replaceLeadIn = rewritten !== undefined;
  if (replaceLeadIn) edits.push(textEdit(parsed, lines.lineStart(leadLine!) + leadMarker.length, lines.lineEnd(leadLine!), rewritten));
  const prev = block.openLine - 1;
  const prevText = prev >= parsed.bodyStartLine ? lines.lineText(prev).trim() : '';
  // An indented block cannot interrupt a paragraph; after a blank line or a heading it needs nothing.
  const blankLineBefore = prevText !== '' && !/^#{1,6}(?:\s|$)/.test(prevText);
  const openStart = lines.lineStart(block.openLine);
  const openEnd = lines.lineEnd(block.openLine);
  if (!replaceLeadIn && !namesTool) {
    edits.push(textEdit(parsed, openStart, openEnd, `${blankLineBefore ? eol : ''}${block.prefix}${TOOL_INSTRUCTION}${eol}`));
  } else if (blankLineBefore) {
    edits.push(textEdit(parsed, openStart, openEnd, ''));
  } else {
    edits.push(textEdit(parsed, openStart, lines.lineStart(block.openLine + 1), ''));
  }
  const indent = '    ';
  edits.push(...commandLineEdits(parsed, block, lastContent, indent));
  // The answer sentence, when the skill lacks it, takes the closing fence's place after a blank line.
  const answer = `${eol}${block.prefix}${ANSWER_SENTENCE}`;
  if (block.closeLine !== undefined) {
    const c = block.closeLine;
    const isLast = c >= lines.lineCount - 1;
    edits.push(sayOutput
      ? textEdit(parsed, lines.lineStart(c), lines.lineEnd(c), answer)
      : isLast
        ? textEdit(parsed, lines.lineEnd(c - 1), lines.lineEnd(c), '')
        : textEdit(parsed, lines.lineStart(c), lines.lineStart(c + 1), ''));
  } else if (sayOutput) {
    edits.push(textEdit(parsed, lines.lineEnd(lastContent), lines.lineEnd(lastContent), `${eol}${answer}`));
  }
  return {
    fix: 'unfence-command',
    tool: 'bash',
    openFence: lineRange(parsed, block.openLine),
    closeFence: block.closeLine === undefined ? undefined : lineRange(parsed, block.closeLine),
    contentLines: { start: block.openLine + 1, end: lastContent },
    indent,
    blankLineBefore,
    leadIn: leadLine === undefined ? undefined : lineRange(parsed, leadLine),
    replaceLeadIn,
    leadInText: TOOL_INSTRUCTION,
    ...(sayOutput ? { answerText: ANSWER_SENTENCE } : {}),
    edits,
  };
}

/** A shell prompt at the start of a command line (`$ uptime`), which bash would try to run. */
const PROMPT = /^([ \t]*)\$[ \t]+/;

/**
 * Each command line indented, its `$ ` prompt dropped; in a `console` block that has prompts,
 * the lines without one are the output shown, not commands, and are dropped too.
 */
function commandLineEdits(parsed: ParsedSkill, block: FencedBlock, lastContent: number, indent: string): MmTextEdit[] {
  const { lines } = parsed;
  const edits: MmTextEdit[] = [];
  const contentLines = Array.from({ length: Math.max(0, lastContent - block.openLine) }, (_, i) => block.openLine + 1 + i);
  const dropOutput = block.language === 'console' && contentLines.some((l) => PROMPT.test(lines.lineText(l)));
  if (dropOutput) {
    // One edit for the content: output lines go, prompt lines stay without their prompt.
    const kept = contentLines.map((l) => lines.lineText(l)).filter((t) => PROMPT.test(t)).map((t) => indent + t.replace(PROMPT, '$1'));
    const start = lines.lineStart(block.openLine + 1);
    return [textEdit(parsed, start, lines.lineEnd(lastContent), kept.join(lineBreakOf(parsed.text)))];
  }
  for (const l of contentLines) {
    const line = lines.lineText(l);
    if (line.trim() === '') continue;
    const at = lines.lineStart(l);
    const prompt = PROMPT.exec(line);
    edits.push(prompt ? textEdit(parsed, at, at + prompt[0].length, indent + prompt[1]!) : textEdit(parsed, at, at, indent));
  }
  return edits;
}

import type { SkillRule } from '../../profile';
import { selectedTargets } from '../agentTargets';
import { isInSpans } from '../../shared/markdownCodeSpans';
import { bodyLines, codeSpans } from '../body/bodyLines';
import type { EscapeExecMarkerFix } from '../fixData';
import { escapeExecMarker } from '../../../features/codeActions/escapeExecMarker';
import type { RuleCode } from '../../../rules/rule';
import { agent, PDF } from '../../../rules/exampleText';

/** `exec-marker`: its severity and docs and example (rule pages, hovers, SARIF). */
export const EXEC_MARKER: RuleCode = {
  code: 'exec-marker', severity: 'warning',
  doc: { en: '`` !`command` `` in the body is a load-time marker: the agent that defines it runs the command in a shell when it loads the skill, even inside a code fence, and a failure aborts the skill; other agents show the text as is.', fr: '`` !`commande` `` dans le corps est un marqueur de chargement : l’agent qui le définit exécute la commande dans un shell au chargement du skill, même dans un bloc de code, et un échec annule le skill ; les autres agents affichent le texte tel quel.' },
  fix: { en: 'Break the marker (`! \\`…\\``) when it is an example.', fr: 'Casser le marqueur (`! \\`…\\``) quand c’est un exemple.' },
  example: { file: PDF, text: agent(['name: pdf-tables', 'description: Extract the tables of a PDF. Use when the user gives a PDF with tables.'], 'Today is !`date`; name the CSV files after it.') },
};

/** A `` !`command` `` marker found in the body: offsets relative to its line. */
export interface ExecMarker {
  readonly line: number;
  /** Offset of `!` in the document. */
  readonly at: number;
  /** Just past the closing backtick. */
  readonly end: number;
  readonly command: string;
}

// In a fence there is no markdown: the marker is `!` + backtick, not glued to a word (`info!`, `${x}!`).
const FENCED_MARKER = /(^|[\s(=:>"'])!`([^`]+)`/g;

/**
 * Finds the markers Claude Code expands: in prose, a `!` right before a code span
 * (a `!` that ends a code span, as in `` `try!` ``, is text); in fenced code, the
 * pattern itself, since Claude Code does not respect fences.
 */
export function findExecMarkers(parsed: Parameters<typeof bodyLines>[0]): ExecMarker[] {
  const out: ExecMarker[] = [];
  if (!parsed.text.includes('!`', parsed.bodyStart)) return out;
  for (const l of bodyLines(parsed)) {
    if (!l.text.includes('!`')) continue;
    if (l.fenced) {
      for (const m of l.text.matchAll(FENCED_MARKER)) {
        const bang = m.index + m[1]!.length;
        out.push({ line: l.line, at: l.start + bang, end: l.start + m.index + m[0].length, command: m[2]! });
      }
      continue;
    }
    const spans = codeSpans(l.text);
    for (const s of spans) {
      const bang = s.start - 1;
      if (bang < 0 || l.text[bang] !== '!' || isInSpans(spans, bang) || s.content.trim() === '') continue;
      if (bang > 0 && l.text[bang - 1] === '\\') continue;
      out.push({ line: l.line, at: l.start + bang, end: l.start + s.end, command: s.content.trim() });
    }
  }
  return out;
}

/** `exec-marker`: Claude Code runs `` !`cmd` `` at load time, even in a code fence. */
export const execMarkerRule: SkillRule = {
  id: 'agent-skills/exec-marker',
  kind: 'skill',
  codes: [EXEC_MARKER],
  reads: ['body'],
  fixes: [escapeExecMarker],
  check({ skill, config, report }) {
    if (!selectedTargets(config).includes('claude-code')) return;
    const { parsed } = skill;
    for (const m of findExecMarkers(parsed)) {
      const after = parsed.lines.positionAt(m.at + 1);
      const data: EscapeExecMarkerFix = { fix: 'escape-exec-marker', command: m.command, edit: { range: { start: after, end: after }, newText: ' ' } };
      report({
        code: 'exec-marker', severity: 'warning', range: parsed.lines.range(m.at, m.end),
        message: {
          en: `Claude Code runs \`${m.command}\` in a shell when it loads this skill, even inside a code fence, and puts its output here; if the command fails, the skill does not load. If this is only an example, put a space after the \`!\`.`,
          fr: `Claude Code exécute \`${m.command}\` dans un shell au chargement de ce skill, même dans un bloc de code, et met sa sortie à cette place ; si la commande échoue, le skill ne se charge pas. Si ce n’est qu’un exemple, mettez une espace après le \`!\`.`,
        },
        data,
      });
    }
  },
};

import type { Range } from 'vscode-languageserver-types';
import { decodeText } from '../fs/decodeText';
import type { FixData, RelatedPlace } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import type { SkillRule, SkillRuleContext } from '../profiles/profile';
import { removeHiddenText } from '../features/codeActions/removeHiddenText';
import { scannedPart } from '../parse/scannedPart';
import { bodyCodeSpans } from '../profiles/shared/scannedBody';
import { LineIndex } from '../text/lineIndex';
import { countEn, countFr } from '../text/numbers';
import { findHiddenRuns, mayHoldHidden } from './hiddenCharacters';
import { bundledFiles, type BundledFile } from './bundledFiles';
import { hiddenTextMessage, scanSafety, type SafetyHit } from './scanSafety';
import { SAFETY_RULES } from './safetyRuleMeta';


/** `data` of a `hidden-text` finding: the deletions that remove its invisible characters. */
export interface RemoveHiddenTextFix extends FixData {
  readonly fix: 'remove-hidden-text';
  readonly edits: readonly { readonly range: Range; readonly newText: '' }[];
}

/**
 * The skill file's own text, read whole whatever its size (the 512 KB cut of body checks
 * does not apply): a payload after 100,000 blank lines is found like one on line 1.
 */
export const ownTextSafetyRule: SkillRule = {
  id: 'safety/own-text',
  kind: 'skill',
  // Every safety code: turned off together, the scans do not run.
  codes: SAFETY_RULES,
  reads: ['header', 'whole-text'],
  fixes: [removeHiddenText],
  check(ctx) {
    const { parsed } = ctx.skill;
    const markdownFrom = parsed.bodyStart;
    const lines = parsed.lines;
    // The body's code spans are shared with other rules, except past the cut of a huge file.
    const spans = scannedPart(parsed) === parsed ? () => bodyCodeSpans(parsed) : undefined;
    for (const hit of scanSafety(parsed.text, spans ? { markdownFrom, spans } : { markdownFrom })) report(ctx, hit, lines, true);
    headerEscapes(ctx, parsed);
    // An editor buffer past the scan limit reaches the service cut: check the rest on disk.
    if (parsed.whole && parsed.whole.length > parsed.text.length) {
      const disk = decodeText(ctx.index.fs.readFile(ctx.skill.record.path));
      if (!disk.ok) return;
      const diskLines = new LineIndex(disk.text);
      for (const hit of scanSafety(disk.text, { markdownFrom })) if (hit.start >= parsed.text.length) report(ctx, hit, diskLines, false);
    }
  },
};

function report(ctx: SkillRuleContext, hit: SafetyHit, lines: LineIndex, fixable: boolean): void {
  const data: RemoveHiddenTextFix | undefined = fixable && hit.removals ? { fix: 'remove-hidden-text', edits: hit.removals.map((r) => ({ range: lines.range(r.start, r.end), newText: '' })) } : undefined;
  ctx.report({ code: hit.code, range: lines.range(hit.start, hit.end), message: hit.message, ...(data ? { data } : {}) });
}

/**
 * Header values whose YAML escapes (`"\U000E0041"`, `"\u200B"`) decode to invisible
 * characters: the raw text looks clean, the value the agent gets is not.
 */
function headerEscapes(ctx: SkillRuleContext, parsed: ParsedSkill): void {
  for (const entry of parsed.frontMatter?.entries ?? []) {
    const raw = parsed.text.slice(entry.pairSpan.start, entry.pairSpan.end);
    if (!raw.includes('\\')) continue;
    const cps: number[] = [];
    for (const s of strings(entry.value, 0)) if (mayHoldHidden(s)) for (const r of findHiddenRuns(s)) cps.push(...r.codePoints);
    if (cps.length === 0 || findHiddenRuns(raw).length > 0) continue;
    const m = hiddenTextMessage(cps);
    ctx.report({ code: 'hidden-text', range: entry.valueRange, message: { en: `${m.en} It is written as YAML escapes in \`${entry.key}\`.`, fr: `${m.fr} Il est écrit en séquences d’échappement YAML dans \`${entry.key}\`.` } });
  }
}

/** Every string of a header value (bounded: a hostile header nests deep). */
function strings(value: unknown, depth: number): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 16 || value === null || typeof value !== 'object') return [];
  return Object.values(value as Record<string, unknown>).flatMap((v) => strings(v, depth + 1));
}

/**
 * Every other file of a folder skill (scripts, references, assets), read whole: binaries
 * recognised by content, text files scanned like the skill. One finding per binary, and one
 * per code for all the text files, on the skill's first line, naming the first file and line,
 * with each place as related information.
 */
export const bundledFilesSafetyRule: SkillRule = {
  id: 'safety/bundled-files',
  kind: 'skill',
  codes: SAFETY_RULES,
  reads: ['header', 'file-system'],
  check(ctx) {
    const { record, parsed } = ctx.skill;
    if (record.layout !== 'folder') return;
    const at = parsed.frontMatter?.openRange ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const byCode = new Map<string, BundledHit[]>();
    for (const file of bundledFiles(ctx.index.fs, record.skillDir, record.path)) {
      if (file.binary) {
        ctx.report({ code: 'bundled-binary', range: at, related: [{ path: file.path, range: at, message: file.binary.label }], message: {
          en: `Remove \`${file.relPath}\` or ship what it holds in a form a reviewer can read: it is ${file.binary.label.en}, whatever its name says, so nobody can review what it does, and an agent following the skill may run it.`,
          fr: `Retirez \`${file.relPath}\` ou livrez son contenu sous une forme qu’un relecteur peut lire : c’est ${file.binary.label.fr}, quel que soit son nom, donc personne ne peut relire ce qu’il fait, et un agent qui suit le skill peut l’exécuter.`,
        } });
        continue;
      }
      if (file.text === undefined) continue;
      // Lines are indexed only in a file with a hit (most have none).
      let lines: LineIndex | undefined;
      for (const hit of scanSafety(file.text, file.markdown ? { markdownFrom: 0 } : { program: PROGRAM.test(file.relPath) })) {
        lines ??= new LineIndex(file.text);
        const place = { file, line: lines.positionAt(hit.start).line + 1, range: lines.range(hit.start, hit.end), hit };
        const list = byCode.get(hit.code);
        if (list) list.push(place);
        else byCode.set(hit.code, [place]);
      }
    }
    // One finding per code for the whole folder (a template copied into 35 files is one cause),
    // on the first place, with every place as related information.
    for (const [code, places] of byCode) {
      const first = places[0]!;
      const more = places.length > 1 ? { en: ` (and ${places.length - 1} more: ${placesText(places.slice(1), first.file, 'en')})`, fr: ` (et ${places.length - 1} de plus : ${placesText(places.slice(1), first.file, 'fr')})` } : { en: '', fr: '' };
      const related: RelatedPlace[] = places.slice(0, 50).map((p) => ({ path: p.file.path, range: p.range, message: p.hit.message }));
      // French writes the sentence after a colon in lower case.
      const fr = first.hit.message.fr.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
      ctx.report({ code, range: at, related, message: { en: `\`${first.file.relPath}\` line ${countEn(first.line)}: ${first.hit.message.en}${more.en}`, fr: `\`${first.file.relPath}\` ligne ${countFr(first.line)} : ${fr}${more.fr}` } });
    }
  },
};

// Source files of languages other than the shell.
const PROGRAM = /\.(?:[cm]?js|jsx|tsx?|py|rb|go|rs|java|kt|php|cs|swift|c|cc|cpp|h|hpp|lua|dart|scala)$/i;

/** One bundled place of a safety hit. */
interface BundledHit {
  readonly file: BundledFile;
  readonly line: number;
  readonly range: Range;
  readonly hit: SafetyHit;
}

/** `lines 4, 9; \`b.md\` line 3, …`: at most 8 places after the first one (in `firstFile`), by file. */
function placesText(places: readonly BundledHit[], firstFile: BundledFile, locale: 'en' | 'fr'): string {
  const byFile = new Map<BundledFile, number[]>();
  for (const p of places.slice(0, 8)) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p.line]);
  const count = locale === 'en' ? countEn : countFr;
  const word = (n: number) => (locale === 'en' ? (n > 1 ? 'lines' : 'line') : n > 1 ? 'lignes' : 'ligne');
  const parts = [...byFile].map(([file, ls]) => `${file === firstFile ? '' : `\`${file.relPath}\` `}${word(ls.length)} ${ls.map(count).join(', ')}`);
  return parts.join(locale === 'en' ? '; ' : ' ; ') + (places.length > 8 ? ', …' : '');
}

/** The safety checks, run for every format (a family: both scans report the same codes). */
export const SAFETY_SKILL_RULES: readonly SkillRule[] = [ownTextSafetyRule, bundledFilesSafetyRule];

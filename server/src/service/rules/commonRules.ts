import { leadSentence } from '../text/leadSentence';
import type { Range } from 'vscode-languageserver-types';
import type { Finding, LocalizedText, Report, Severity } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import { MAX_SCANNED_CHARS } from '../parse/scannedPart';
import { isOwnLimit } from '../parse/parseSkill';
import { countEn, countFr, formatMegabytes, formatMegabytesFr } from '../text/numbers';
import type { SkillRecord } from '../model/skillRecord';
import type { NotText } from '../fs/decodeText';
import type { HeaderCause, SkillRuleContext } from '../profiles/profile';
import { suppressionRule } from './suppressionRules';
import { SAFETY_SKILL_RULES } from '../safety/safetyRules';
import { closeFrontMatter } from '../features/codeActions/closeFrontMatter';
import { yamlSyntaxMessage } from './yamlSyntaxMessage';
import type { EngineRule, Rule, RuleCode, SkillRule } from './rule';
import { lines, mm, repeated } from './exampleText';

/** The scan limit as people read it: "512 KB (524,288 characters)". */
const LIMIT = { en: `${MAX_SCANNED_CHARS / 1024} KB (${countEn(MAX_SCANNED_CHARS)} characters)`, fr: `${MAX_SCANNED_CHARS / 1024} Ko (${countFr(MAX_SCANNED_CHARS)} caractères)` };

/** `frontmatter-unclosed`: its severity and docs and example (rule pages, hovers, SARIF). */
export const FRONTMATTER_UNCLOSED: RuleCode = { code: 'frontmatter-unclosed', severity: 'error', doc: { en: 'The file starts with `---` but the header never closes: the runtime reads no metadata.', fr: 'Le fichier commence par `---` mais l’en-tête ne se ferme jamais : aucune métadonnée n’est lue.' }, fix: { en: 'Add the closing `---` line.', fr: 'Ajouter la ligne `---` de fermeture.' },
  example: { file: 'skills/greetings.md', text: lines('---', 'name: greetings', 'description: Greet somebody.', '', 'Greet the person by name.') },
};

/** `yaml-syntax`: its severity and docs and example (rule pages, hovers, SARIF). */
export const YAML_SYNTAX: RuleCode = { code: 'yaml-syntax', severity: 'error', doc: { en: 'The header is not valid YAML: the runtime cannot read it.', fr: 'L’en-tête n’est pas du YAML valide : le runtime ne peut pas le lire.' },
  example: { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: [Greet somebody.']) },
};

/** `file-unreadable`: its severity and docs (rule pages, hovers, SARIF). */
export const FILE_UNREADABLE: RuleCode = { code: 'file-unreadable', severity: 'error', doc: { en: 'The file is too large or unreadable, or it is not UTF-8 text (UTF-16, or bytes saved as Latin-1) and one of your agents leaves it out: it is not loaded as a skill.', fr: 'Le fichier est trop gros ou illisible, ou ce n’est pas du texte UTF-8 (UTF-16, ou des octets enregistrés en Latin-1) et l’un de vos agents l’écarte : il n’est pas chargé comme skill.' },
  example: { file: '.agents/skills/greetings/SKILL.md', encoding: 'utf16le', text: mm(['name: greetings', 'description: Greet somebody.']) },
};

/** `encoding-invalid`: its severity and docs (rule pages, hovers, SARIF). */
export const ENCODING_INVALID: RuleCode = { code: 'encoding-invalid', severity: 'warning', doc: { en: 'The file is not valid UTF-8: the model sees replacement characters (a UTF-16 file that your agents read as UTF-8 anyway: garbled text and no header).', fr: 'Le fichier n’est pas de l’UTF-8 valide : le modèle voit des caractères de remplacement (un fichier UTF-16 que vos agents lisent quand même en UTF-8 : un texte illisible et aucun en-tête).' },
  example: { file: 'skills/greetings.md', encoding: 'latin1', text: mm(['name: greetings', 'description: Greet somebody.'], 'Greet the person by name; say « Enchanté » to a French speaker.') },
};

/** `body-partly-checked`: its severity and docs (rule pages, hovers, SARIF). */
export const BODY_PARTLY_CHECKED: RuleCode = { code: 'body-partly-checked', severity: 'information', doc: { en: `The file is larger than ${LIMIT.en}: to keep the editor responsive, body checks, links, outline and skill references stop there. The header is checked whole.`, fr: `Le fichier dépasse ${LIMIT.fr} : pour que l’éditeur reste réactif, les vérifications du corps, les liens, le plan et les références de skills s’arrêtent là. L’en-tête est vérifié en entier.` },
  // Built when a test or the docs ask, not when the server loads.
  example: { file: 'skills/release-notes.md', get text() { return mm(['name: release-notes', 'description: Write release notes from the changelog.'], lines('# Changelog', '', ...repeated('- Fixed a crash when the export folder was missing (thanks to the report).', 7500)).trimEnd()); } },
};

/** `layout-unsupported`: its severity and docs (rule pages, hovers, SARIF). */
export const LAYOUT_UNSUPPORTED: RuleCode = { code: 'layout-unsupported', severity: 'warning', doc: { en: 'This format does not load skills in this layout: the file is ignored.', fr: 'Ce format ne charge pas les skills dans cette disposition : le fichier est ignoré.' },
  example: { file: 'skill-api/invoice-extraction.md', profile: 'skill-api', text: mm(['name: invoice-extraction', 'description: Use when the user sends an invoice to extract.']) },
};

/**
 * The header's own problems: unclosed, YAML errors (with the parser's position). A profile
 * may claim a YAML error it reports under a clearer code (`Profile.claimsHeaderProblem`).
 */
export const headerSyntaxRule: SkillRule = {
  id: 'header-syntax',
  kind: 'skill',
  codes: [FRONTMATTER_UNCLOSED, YAML_SYNTAX],
  reads: ['header'],
  fixes: [closeFrontMatter],
  check: (ctx) => checkHeaderSyntax(ctx),
};

/** Codes the engine reports while reading a file: unreadable, a body checked in part, a layout the format does not load. */
export const fileRule: EngineRule = {
  id: 'file',
  kind: 'engine',
  codes: [FILE_UNREADABLE, BODY_PARTLY_CHECKED, LAYOUT_UNSUPPORTED],
  reads: ['header', 'whole-text'],
};

/**
 * A file that is not UTF-8 text (UTF-16), or text with bytes that are not UTF-8 (Latin-1): save
 * it as UTF-8, with what each judged agent does with it (its declared `not-text` or
 * `invalid-utf8` reading): an error when one of them leaves the skill out, else a warning (they
 * load garbled text, or U+FFFD for each bad byte). Without agents to judge, UTF-16 is not loaded.
 */
export const notTextRule: SkillRule = {
  id: 'not-text',
  kind: 'skill',
  codes: [FILE_UNREADABLE, ENCODING_INVALID],
  reads: ['header'],
  check: (ctx) => checkNotText(ctx),
};

/** The rules every profile runs, in the order of the common rule table: the file and its YAML, suppression comments, safety. */
export const COMMON_RULES: readonly Rule[] = [headerSyntaxRule, fileRule, notTextRule, suppressionRule, ...SAFETY_SKILL_RULES];

/** What a file that is not UTF-8 text is, in an author's words. */
const NOT_TEXT: Readonly<Record<NotText, LocalizedText>> = {
  'utf-16le': { en: 'it is UTF-16 (little-endian)', fr: 'il est en UTF-16 (petit-boutiste)' },
  'utf-16be': { en: 'it is UTF-16 (big-endian)', fr: 'il est en UTF-16 (gros-boutiste)' },
  nul: { en: 'it is not text (it holds NUL bytes)', fr: 'ce n’est pas du texte (il contient des octets NUL)' },
};

function checkNotText({ skill, profile, config, report }: SkillRuleContext): void {
  const kind = skill.record.notText;
  const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  if (kind === undefined || skill.parsed.frontMatter) {
    // Read as UTF-8 it still has its header (NUL bytes in the body only): the agents read it, the model gets the bytes.
    if (kind !== undefined) report({ code: 'encoding-invalid', range, message: { en: 'Remove the NUL bytes from this file: the agents read its header, and the model gets them as they are.', fr: 'Retirez les octets NUL de ce fichier : les agents lisent son en-tête, et le modèle les reçoit tels quels.' } });
    if (skill.record.invalidUtf8) checkInvalidUtf8({ skill, profile, config, report }, range);
    return;
  }
  const what = NOT_TEXT[kind];
  const j = profile.headerJudgement
    ? profile.headerJudgement('not-text', skill, config)
    : { severity: 'error' as const, effect: { en: 'it is not loaded as a skill', fr: 'il n’est pas chargé comme skill' } };
  if (!j) return;
  report({
    code: j.severity === 'error' ? 'file-unreadable' : 'encoding-invalid',
    severity: j.severity,
    range,
    message: leadSentence(
      { en: 'Save this file as UTF-8', fr: 'Enregistrez ce fichier en UTF-8' },
      { en: `${what.en}, whose bytes read as UTF-8 show no header, only garbled text`, fr: `${what.fr}, et ses octets lus en UTF-8 ne montrent aucun en-tête, rien qu’un texte illisible` },
      j.effect,
    ),
  });
}

/**
 * Text with bytes that are not UTF-8 (saved as Latin-1): an error where a judged agent refuses
 * the file (it reads files as strict UTF-8), else a warning (the model gets U+FFFD characters).
 */
function checkInvalidUtf8({ skill, profile, config, report }: Pick<SkillRuleContext, 'skill' | 'profile' | 'config' | 'report'>, range: Range): void {
  const j = profile.headerJudgement?.('invalid-utf8', skill, config);
  if (j?.severity === 'error') {
    report({
      code: 'file-unreadable',
      severity: 'error',
      range,
      message: leadSentence(
        { en: 'Save this file as UTF-8', fr: 'Enregistrez ce fichier en UTF-8' },
        { en: 'some of its bytes are not UTF-8 (it was saved as Latin-1 or Windows-1252)', fr: 'certains de ses octets ne sont pas de l’UTF-8 (il a été enregistré en Latin-1 ou Windows-1252)' },
        j.effect,
      ),
    });
    return;
  }
  report({ code: 'encoding-invalid', range, message: { en: 'Save this file as UTF-8: its invalid bytes reach the model as � characters.', fr: 'Enregistrez ce fichier en UTF-8 : ses octets invalides arrivent au modèle sous forme de caractères �.' } });
}

function checkHeaderSyntax({ skill, profile, config, report }: SkillRuleContext): void {
  const fm = skill.parsed.frontMatter;
  if (!fm) return;
  // With a profile that knows its runtimes, their effect decides the severity and ends the message.
  const effectOf = (cause: HeaderCause, fallback: LocalizedText): { severity?: Severity; effect: LocalizedText } | undefined => {
    if (!profile.headerJudgement) return { effect: fallback };
    return profile.headerJudgement(cause, skill, config);
  };
  if (!fm.closeRange) {
    const j = effectOf('unclosed', { en: 'the runtime reads no metadata from this file', fr: 'le runtime ne lit aucune métadonnée de ce fichier' });
    if (!j) return;
    report({
      code: 'frontmatter-unclosed',
      range: fm.openRange,
      ...(j.severity ? { severity: j.severity } : {}),
      message: leadSentence(
        { en: 'Close the header with a `---` line', fr: 'Fermez l’en-tête par une ligne `---`' },
        { en: 'the one opened here never closes', fr: 'celui ouvert ici ne se ferme jamais' },
        j.effect,
      ),
      data: { fix: 'close-frontmatter' },
    });
    return;
  }
  // One mistake often makes the parser complain several times on its line: say it once.
  const lines = new Set<number>();
  for (const p of fm.problems) {
    if (p.kind !== 'error' || profile.claimsHeaderProblem?.(p, skill.parsed) || lines.has(p.range.start.line)) continue;
    lines.add(p.range.start.line);
    // A limit of Skillkiln's own: it did not read the header, so it cannot say what an agent does with it.
    if (isOwnLimit(p)) {
      report({ code: 'yaml-syntax', range: p.range, severity: 'warning', message: yamlSyntaxMessage(skill.parsed, p) });
      continue;
    }
    const cause: HeaderCause = p.yamlCode === 'DUPLICATE_KEY' ? 'duplicate-key' : p.yamlCode === 'TAB_AS_INDENT' ? 'tab-indent' : 'yaml-error';
    const j = effectOf(cause, { en: 'the runtime cannot read the header', fr: 'le runtime ne peut pas lire l’en-tête' });
    if (!j) continue;
    report({ code: 'yaml-syntax', range: p.range, ...(j.severity ? { severity: j.severity } : {}), message: yamlSyntaxMessage(skill.parsed, p, j.effect) });
  }
  if (fm.problems.length === 0 && !fm.isMapping) {
    const j = effectOf('not-mapping', { en: 'the runtime cannot read the header', fr: 'le runtime ne peut pas lire l’en-tête' });
    if (!j) return;
    report({ code: 'yaml-syntax', range: fm.openRange, ...(j.severity ? { severity: j.severity } : {}), message: yamlSyntaxMessage(skill.parsed, undefined, j.effect) });
  }
}

/**
 * The one information finding of a document whose body is only partly scanned (see
 * `scannedPart`): how big it is and the line where checks stop. Undefined for a whole parse.
 */
export function partlyCheckedReport(part: ParsedSkill): Report | undefined {
  if (!part.whole) return undefined;
  const stop = part.lines.positionAt(part.text.length);
  // 1-based, as editors number lines; a cut mid-line stops inside that line.
  const line = stop.line + 1;
  return {
    code: 'body-partly-checked',
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    message: {
      en: `Body checks, links, outline and skill references stop at line ${countEn(line)}: this file has ${countEn(part.whole.length)} characters (${formatMegabytes(part.whole.length)}), and to keep the editor responsive they look only at its first ${LIMIT.en}; the header is checked whole.`,
      fr: `Les vérifications du corps, les liens, le plan et les références de skills s’arrêtent à la ligne ${countFr(line)} : ce fichier compte ${countFr(part.whole.length)} caractères (${formatMegabytesFr(part.whole.length)}), et pour que l’éditeur reste réactif ils ne lisent que ses premiers ${LIMIT.fr} ; l’en-tête est vérifié en entier.`,
    },
  };
}

/** Finding for a file that could not be read as a skill (too large, denied); one that is not valid UTF-8 is `notTextRule`'s. */
export function unreadableFinding(record: SkillRecord): Finding | undefined {
  const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  if (record.unreadable && record.unreadable !== 'missing') {
    const why: LocalizedText = record.unreadable === 'binary'
      ? { en: 'This file is not loaded as a skill: it is binary (it contains NUL bytes).', fr: 'Ce fichier n’est pas chargé comme skill : il est binaire (il contient des octets NUL).' }
      : record.unreadable === 'denied'
        ? { en: 'This file is not loaded as a skill: it cannot be read (permission denied or I/O error).', fr: 'Ce fichier n’est pas chargé comme skill : il ne peut pas être lu (permission refusée ou erreur d’entrée-sortie).' }
        : { en: 'This file is not parsed: it is larger than 16 MB.', fr: 'Ce fichier n’est pas analysé : il dépasse 16 Mo.' };
    return { path: record.path, code: 'file-unreadable', severity: 'error', message: why, range };
  }
  // A file that is not UTF-8 text, or holds bytes that are not, is said by its own rule (`not-text`), agent by agent.
  return undefined;
}

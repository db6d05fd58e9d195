import { leadSentence } from '../text/leadSentence';
import type { Finding, LocalizedText, Report, Severity } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import { MAX_SCANNED_CHARS } from '../parse/scannedPart';
import { countEn, countFr, formatMegabytes, formatMegabytesFr } from '../text/numbers';
import type { SkillRecord } from '../model/skillRecord';
import type { HeaderCause, Profile, RuleMeta, SkillRuleContext, SkillRule } from '../profiles/profile';
import { SUPPRESSION_RULES } from './suppressionRules';
import { SAFETY_RULES } from '../safety/safetyRuleMeta';
import { yamlSyntaxMessage } from './yamlSyntaxMessage';

/** The scan limit as people read it: "512 KB (524,288 characters)". */
const LIMIT = { en: `${MAX_SCANNED_CHARS / 1024} KB (${countEn(MAX_SCANNED_CHARS)} characters)`, fr: `${MAX_SCANNED_CHARS / 1024} Ko (${countFr(MAX_SCANNED_CHARS)} caractères)` };

/** Codes every profile reports: the file itself and its YAML. */
export const COMMON_RULES: readonly RuleMeta[] = [
  { code: 'frontmatter-unclosed', severity: 'error', doc: { en: 'The file starts with `---` but the header never closes: the runtime reads no metadata.', fr: 'Le fichier commence par `---` mais l’en-tête ne se ferme jamais : aucune métadonnée n’est lue.' }, fix: { en: 'Add the closing `---` line.', fr: 'Ajouter la ligne `---` de fermeture.' } },
  { code: 'yaml-syntax', severity: 'error', doc: { en: 'The header is not valid YAML: the runtime cannot read it.', fr: 'L’en-tête n’est pas du YAML valide : le runtime ne peut pas le lire.' } },
  { code: 'file-unreadable', severity: 'error', doc: { en: 'The file is binary, too large or unreadable: it is not loaded as a skill.', fr: 'Le fichier est binaire, trop gros ou illisible : il n’est pas chargé comme skill.' } },
  { code: 'encoding-invalid', severity: 'warning', doc: { en: 'The file is not valid UTF-8: the model sees replacement characters.', fr: 'Le fichier n’est pas de l’UTF-8 valide : le modèle voit des caractères de remplacement.' } },
  { code: 'body-partly-checked', severity: 'information', doc: { en: `The file is larger than ${LIMIT.en}: to keep the editor responsive, body checks, links, outline and skill references stop there. The header is checked whole.`, fr: `Le fichier dépasse ${LIMIT.fr} : pour que l’éditeur reste réactif, les vérifications du corps, les liens, le plan et les références de skills s’arrêtent là. L’en-tête est vérifié en entier.` } },
  { code: 'layout-unsupported', severity: 'warning', doc: { en: 'This format does not load skills in this layout: the file is ignored.', fr: 'Ce format ne charge pas les skills dans cette disposition : le fichier est ignoré.' } },
  ...SUPPRESSION_RULES,
  ...SAFETY_RULES,
];

/**
 * The header's own problems: unclosed, YAML errors (with the parser's position). A profile
 * may claim a YAML error it reports under a clearer code (`Profile.claimsHeaderProblem`).
 */
export function headerSyntaxRule(profile: Profile): SkillRule {
  return { id: 'header-syntax', check: (ctx) => checkHeaderSyntax(ctx, profile) };
}

function checkHeaderSyntax({ skill, config, report }: SkillRuleContext, profile: Profile): void {
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

/** Finding for a file that could not be read as a skill (binary, too large, invalid UTF-8). */
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
  if (record.invalidUtf8) {
    return { path: record.path, code: 'encoding-invalid', severity: 'warning', range, message: { en: 'Save this file as UTF-8: its invalid bytes reach the model as � characters.', fr: 'Enregistrez ce fichier en UTF-8 : ses octets invalides arrivent au modèle sous forme de caractères �.' } };
  }
  return undefined;
}

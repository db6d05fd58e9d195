import { headerUnreadable } from '../describeMm';
import type { SkillRule, SkillRuleContext } from '../../profile';
import { nearestKey } from '../../shared/nearestKey';
import type { FillNameFix, RenameKeyFix } from '../fixData';
import { MM_SCHEMA } from '../mmSchema';
import { yamlScalar } from '../../shared/yamlScalar';
import { textEdit, trimEnd } from './mmEdits';
import { renameKey } from '../../../features/codeActions/renameKey';
import { fillName } from '../../../features/codeActions/fillName';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `unknown-key`: its severity and docs and example (rule pages, hovers, SARIF). */
export const UNKNOWN_KEY: RuleCode = {
  code: 'unknown-key', severity: 'information',
  doc: { en: 'A header key this format does not read: the runtime ignores it (only `name`, `description` and `keywords` are read).', fr: 'Une clé d’en-tête que ce format ne lit pas : le runtime l’ignore (seuls `name`, `description` et `keywords` sont lus).' },
  fix: { en: 'Rename it to the key it looks like.', fr: 'La renommer en la clé qu’elle semble viser.' },
  example: { file: 'skills/greetings.md', text: mm(['name: greetings', 'descripton: Greet somebody.']) },
};

/** `name-empty`: its severity and docs and example (rule pages, hovers, SARIF). */
export const NAME_EMPTY: RuleCode = {
  code: 'name-empty', severity: 'information',
  doc: { en: '`name` is present but empty: the runtime keeps the on-disk name (the file name without `.md`, or the folder name).', fr: '`name` est présent mais vide : le runtime garde le nom sur disque (le nom du fichier sans `.md`, ou celui du dossier).' },
  fix: { en: 'Write the on-disk name.', fr: 'Écrire le nom sur disque.' },
  example: { file: 'skills/greetings.md', text: mm(['name:', 'description: Greet somebody.']) },
};

const KNOWN_KEYS = MM_SCHEMA.keys.map((k) => k.key);

/**
 * `unknown-key`: the runtime reads only `name`, `description` and `keywords`; any other
 * key is ignored (marked unnecessary). A near miss of a known key gets a rename fix.
 */
export const unknownKeyRule: SkillRule = {
  id: 'mm.unknown-key',
  kind: 'skill',
  codes: [UNKNOWN_KEY],
  reads: ['header'],
  fixes: [renameKey],
  check({ skill, report }: SkillRuleContext) {
    const parsed = skill.parsed;
    for (const entry of parsed.frontMatter?.entries ?? []) {
      if (KNOWN_KEYS.includes(entry.key)) continue;
      const replacement = nearestKey(entry.key, KNOWN_KEYS);
      // A near miss is only offered when the key it stands for is not written already.
      const usable = replacement !== undefined && parsed.entry(replacement) === undefined ? replacement : undefined;
      const keyStart = parsed.lines.offsetAt(entry.keyRange.start);
      const keyEnd = parsed.lines.offsetAt(entry.keyRange.end);
      const data: RenameKeyFix | undefined = usable ? { fix: 'rename-key', replacement: usable, edit: textEdit(parsed, keyStart, keyEnd, usable) } : undefined;
      const hint = usable ? { en: ` Did you mean \`${usable}\`?`, fr: ` Vouliez-vous dire \`${usable}\` ?` } : { en: '', fr: '' };
      report({
        code: 'unknown-key',
        range: parsed.lines.range(entry.pairSpan.start, trimEnd(parsed.text, entry.pairSpan.start, entry.pairSpan.end)),
        message: {
          en: `The runtime ignores \`${entry.key}\`: only \`name\`, \`description\` and \`keywords\` reach the catalog.${hint.en}`,
          fr: `Le runtime ignore \`${entry.key}\` : seuls \`name\`, \`description\` et \`keywords\` arrivent au catalogue.${hint.fr}`,
        },
        unnecessary: true,
        ...(data ? { data } : {}),
      });
    }
  },
};

/** `name-empty`: `name:` is written but gives nothing, so the on-disk name is kept. */
export const nameEmptyRule: SkillRule = {
  id: 'mm.name-empty',
  kind: 'skill',
  codes: [NAME_EMPTY],
  reads: ['header'],
  fixes: [fillName],
  check({ skill, report }: SkillRuleContext) {
    const parsed = skill.parsed;
    const entry = parsed.entry('name');
    // A header the runtime cannot read gives no name at all: `yaml-syntax` says so.
    if (!entry || skill.info.nameRange || headerUnreadable(parsed)) return;
    const v = entry.value;
    const empty = v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
    const fallback = skill.record.dirName;
    const { start, end } = entry.valueSpan;
    // `name:` needs a space before the value; `name: ` (a trailing space) has one already.
    const space = start === end && !/[ \t]/.test(parsed.text[start - 1] ?? '') ? ' ' : '';
    const data: FillNameFix = { fix: 'fill-name', name: fallback, edit: textEdit(parsed, start, end, `${space}${yamlScalar(fallback)}`) };
    report({
      code: 'name-empty',
      range: parsed.lines.range(entry.pairSpan.start, entry.pairSpan.end),
      message: empty
        ? { en: `The runtime serves this skill as "${fallback}", its name on disk: \`name\` is empty.`, fr: `Le runtime sert ce skill sous le nom « ${fallback} », son nom sur disque : \`name\` est vide.` }
        : { en: `The runtime serves this skill as "${fallback}", its name on disk: \`name\` is not a line of text.`, fr: `Le runtime sert ce skill sous le nom « ${fallback} », son nom sur disque : \`name\` n’est pas une ligne de texte.` },
      data,
    });
  },
};

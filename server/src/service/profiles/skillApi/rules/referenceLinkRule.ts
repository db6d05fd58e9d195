import * as path from 'node:path';
import type { Range } from 'vscode-languageserver-types';
import type { FileSystem } from '../../../fs/fileSystem';
import type { Report } from '../../../model/finding';
import type { SkillRule } from '../../profile';
import type { LocalLink } from '../../shared/markdownLinks';
import { bodyLinksOf } from '../bodyLinks';
import type { CreateReferenceFileFix, ReplaceLinkTargetFix } from '../fixData';
import { createReferenceFile } from '../../../features/codeActions/createFile';
import { replaceLinkTarget } from '../../../features/codeActions/replaceLinkTarget';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `reference-missing`: its severity and docs and example (rule pages, hovers, SARIF). */
export const REFERENCE_MISSING: RuleCode = { code: 'reference-missing', severity: 'error', doc: { en: 'A relative link of the body names no file of the skill folder (letter case included): the agent’s read_skill_file call fails.', fr: 'Un lien relatif du corps ne nomme aucun fichier du dossier du skill (casse comprise) : l’appel read_skill_file de l’agent échoue.' }, fix: { en: 'Create the file, or fix the letter case of the link.', fr: 'Créer le fichier, ou corriger la casse du lien.' } };

/** `reference-outside`: its severity and docs and example (rule pages, hovers, SARIF). */
export const REFERENCE_OUTSIDE: RuleCode = { code: 'reference-outside', severity: 'error', doc: { en: 'A link leaves the skill folder (`../x.md`, an absolute path): the API stores only the folder, so the agent cannot open it.', fr: 'Un lien sort du dossier du skill (`../x.md`, chemin absolu) : l’API ne stocke que le dossier, l’agent ne peut pas l’ouvrir.' },
  example: { file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: invoice-extraction', 'description: Use when the user sends an invoice to extract.'], 'Follow [the format](../shared/format.md).') },
};

/** `reference-skill-md`: its severity and docs (rule pages, hovers, SARIF). */
export const REFERENCE_SKILL_MD: RuleCode = { code: 'reference-skill-md', severity: 'warning', doc: { en: 'A link of the body points to the skill’s own SKILL.md: read_skill_file cannot read it (get_skill already returns the body), so the agent’s call fails.', fr: 'Un lien du corps mène au SKILL.md du skill : read_skill_file ne peut pas le lire (get_skill renvoie déjà le corps), l’appel de l’agent échoue.' },
  example: { file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: invoice-extraction', 'description: Use when the user sends an invoice to extract.'], 'Read [these steps](SKILL.md) again before answering.') },
};

/**
 * `reference-missing` and `reference-outside`: a relative link of the body must name a
 * file inside the skill folder. The API stores the folder and nothing else: the agent
 * follows such a link with `read_skill_file`, which only reads paths inside the skill.
 * URLs, anchors, placeholders and links in code are not file references. A link to the
 * skill's own SKILL.md is `reference-skill-md`: `read_skill_file` refuses that one path.
 */
export const referenceLinkRule: SkillRule = {
  id: 'skill-api-reference-links',
  kind: 'skill',
  codes: [REFERENCE_MISSING, REFERENCE_OUTSIDE, REFERENCE_SKILL_MD],
  reads: ['header', 'body', 'file-system'],
  fixes: [createReferenceFile, replaceLinkTarget],
  // Reference files come and go without the body changing; cross-file rules get the complete text.
  check({ skill, index, report }) {
    if (skill.status === 'layout') return;
    const links = bodyLinksOf(skill.parsed);
    const dir = skill.record.skillDir;
    const listings = new Map<string, readonly string[] | undefined>();
    const list = (d: string) => {
      if (!listings.has(d)) listings.set(d, index.fs.readDirectory(d)?.map((e) => e.name));
      return listings.get(d);
    };
    for (const { link, range } of links) {
      const resolved = link.targetKind === 'absolute' ? undefined : path.resolve(dir, link.path);
      const rel = resolved === undefined ? undefined : path.relative(dir, resolved);
      if (rel === undefined || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) {
        const exists = resolved !== undefined && index.fs.stat(resolved) !== undefined;
        const why = link.targetKind === 'absolute'
          ? { en: 'is an absolute path', fr: 'est un chemin absolu' }
          : { en: exists ? 'leaves the skill folder (the file exists on this disk, not in the skill)' : 'leaves the skill folder', fr: exists ? 'sort du dossier du skill (le fichier existe sur ce disque, pas dans le skill)' : 'sort du dossier du skill' };
        report({
          code: 'reference-outside',
          range,
          message: {
            en: `Copy the file into the skill (e.g. references/) and link it relatively: "${link.target}" ${why.en}, and the API stores only the skill’s folder, so the agent cannot open it with read_skill_file.`,
            fr: `Copiez le fichier dans le skill (par ex. references/) et liez-le en relatif : « ${link.target} » ${why.fr}, et l’API ne stocke que le dossier du skill, l’agent ne peut donc pas l’ouvrir avec read_skill_file.`,
          },
        });
        continue;
      }
      if (rel === '' || resolved === undefined) continue;
      if (rel === 'SKILL.md') {
        report({
          code: 'reference-skill-md',
          range,
          message: {
            en: 'Link a reference file, or a heading of this page (`#section`): this link points to the skill’s own SKILL.md, which read_skill_file cannot read (get_skill already returns that body), so the agent’s call fails.',
            fr: 'Liez un fichier de référence, ou un titre de cette page (`#section`) : ce lien mène au SKILL.md du skill, que read_skill_file ne peut pas lire (get_skill renvoie déjà ce corps), donc l’appel de l’agent échoue.',
          },
        });
        continue;
      }
      const found = resolveExact(index.fs, dir, rel.split(path.sep), list);
      if (found === true) continue;
      reportMissing(link, rel.split(path.sep).join('/'), resolved, found, range, report);
    }
  },
};

/**
 * True when every segment exists with this exact case; the correctly cased relative path
 * when only case differs (the server's file system is case-sensitive); false otherwise.
 */
function resolveExact(fs: FileSystem, dir: string, segments: readonly string[], list: (d: string) => readonly string[] | undefined): true | string | false {
  let current = dir;
  const actual: string[] = [];
  let caseDiffers = false;
  for (const seg of segments) {
    const names = list(current);
    if (!names) return false;
    let name = names.find((n) => n === seg);
    if (name === undefined) {
      name = names.find((n) => n.toLowerCase() === seg.toLowerCase());
      if (name === undefined) return false;
      caseDiffers = true;
    }
    actual.push(name);
    current = path.join(current, name);
  }
  if (fs.stat(current) === undefined) return false;
  return caseDiffers ? actual.join('/') : true;
}

function reportMissing(link: LocalLink, relPath: string, resolved: string, caseFix: string | false, range: Range, report: (r: Report) => void): void {
  if (caseFix) {
    const replacement = link.target.replace(link.path.replace(/^\.\//, ''), caseFix);
    const data: ReplaceLinkTargetFix | undefined = replacement !== link.target ? { fix: 'replace-link-target', replacement, edit: { range, newText: replacement } } : undefined;
    report({
      code: 'reference-missing',
      range,
      message: {
        en: `Write "${caseFix}", with its letter case: the API’s paths are case-sensitive, so read_skill_file will not find "${link.target}".`,
        fr: `Écrivez « ${caseFix} », avec sa casse : les chemins de l’API respectent la casse, read_skill_file ne trouvera donc pas « ${link.target} ».`,
      },
      ...(data ? { data } : {}),
    });
    return;
  }
  // A link to a folder (`scripts/`) cannot be fixed by creating a file.
  const data: CreateReferenceFileFix | undefined = /[/\\]$/.test(link.path) ? undefined : { fix: 'create-reference-file', path: resolved, relPath };
  report({
    code: 'reference-missing',
    range,
    message: {
      en: `The agent gets an error following this link with read_skill_file: there is no file "${relPath}" in the skill folder.`,
      fr: `L’agent obtient une erreur en suivant ce lien avec read_skill_file : il n’y a pas de fichier « ${relPath} » dans le dossier du skill.`,
    },
    ...(data ? { data } : {}),
  });
}

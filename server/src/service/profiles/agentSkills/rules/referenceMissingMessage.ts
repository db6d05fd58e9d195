import type { LocalizedText } from '../../../model/finding';
import type { BodyReference } from '../body/findBodyReferences';

/** Where a reference was looked for and, when it resolves from another folder, which one. */
export interface MissingReference {
  readonly ref: BodyReference;
  /** `skill`: not in the skill's folder; `outside`: a `../` path to nothing; `plugin`: a `${CLAUDE_PLUGIN_ROOT}/` path to nothing. */
  readonly where: 'skill' | 'outside' | 'plugin';
  /** The plugin's folder, shown as `label/` (for `plugin`, and for `elsewhere` of kind `plugin`). */
  readonly pluginLabel?: string;
  /** A file of that letter case only (`Security.md` for `security.md`). */
  readonly caseTwin?: string;
  /** Another folder from which the path resolves, and the path to write from the skill's folder. */
  readonly elsewhere?: { readonly kind: 'plugin' | 'parent'; readonly label: string; readonly relative: string };
}

/** The `reference-missing` message: what the agent does, and which folder would make the path resolve. */
export function referenceMissingMessage(m: MissingReference): LocalizedText {
  const p = m.ref.base === 'plugin' ? `\${CLAUDE_PLUGIN_ROOT}/${m.ref.path}` : m.ref.path;
  const what = m.ref.kind === 'link'
    ? { en: `This link points to \`${p}\``, fr: `Ce lien mène à \`${p}\`` }
    : { en: `The body names \`${p}\``, fr: `Le corps cite \`${p}\`` };
  if (m.where === 'plugin') {
    return {
      en: `${what.en}, which does not exist in the plugin's folder \`${m.pluginLabel}/\`: the agent will try to open it and fail.`,
      fr: `${what.fr}, absent du dossier du plugin \`${m.pluginLabel}/\` : l’agent essaiera de l’ouvrir et échouera.`,
    };
  }
  if (m.where === 'outside') {
    return {
      en: `${what.en}, outside the skill's folder, and it does not exist: the agent will fail to open it (and files outside the folder are not installed with the skill).`,
      fr: `${what.fr}, hors du dossier du skill, et il n’existe pas : l’agent ne pourra pas l’ouvrir (et les fichiers hors du dossier ne s’installent pas avec le skill).`,
    };
  }
  const twin = m.caseTwin
    ? { en: ` (\`${m.caseTwin}\` exists, but names are case-sensitive on Linux)`, fr: ` (\`${m.caseTwin}\` existe, mais la casse compte sous Linux)` }
    : { en: '', fr: '' };
  const e = m.elsewhere;
  const other = !e
    ? { en: '', fr: '' }
    : e.kind === 'plugin'
      ? {
        en: `; the path resolves from the plugin's folder \`${e.label}/\`: write \`${e.relative}\` or say that the path starts from the plugin's folder`,
        fr: ` ; le chemin existe depuis le dossier du plugin \`${e.label}/\` : écrivez \`${e.relative}\` ou précisez que le chemin part du dossier du plugin`,
      }
      : {
        en: `; the path resolves from the folder above the skill, \`${e.label}/\`: write \`${e.relative}\``,
        fr: ` ; le chemin existe depuis le dossier au-dessus du skill, \`${e.label}/\` : écrivez \`${e.relative}\``,
      };
  return {
    en: `${what.en}, which does not exist in the skill's folder${twin.en}: the agent will try to open it and fail${other.en}.`,
    fr: `${what.fr}, absent du dossier du skill${twin.fr} : l’agent essaiera de l’ouvrir et échouera${other.fr}.`,
  };
}

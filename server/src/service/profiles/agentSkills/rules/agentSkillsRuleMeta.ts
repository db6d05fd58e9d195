import type { AgentTarget } from '../../../config/serviceConfig';
import type { RuleMeta } from '../../profile';

/**
 * Which agents refuse the skill for each problem. A finding is an error when one of the
 * selected targets is listed, a portability warning otherwise. `spec` mirrors the
 * reference validator (skills-ref `validator.py`); Codex's loader requires `name` and
 * `description` (≤ 64 / ≤ 1024 characters) and strict YAML; VS Code documents `name` and
 * `description` as required; Claude Code refuses none of these.
 */
export const REJECTED_BY = {
  'frontmatter-missing': ['spec', 'vscode', 'codex'],
  'name-missing': ['spec', 'vscode', 'codex'],
  'name-format': ['spec'],
  'name-dir-mismatch': ['spec'],
  'description-missing': ['spec', 'vscode', 'codex'],
  'description-length': ['spec', 'codex'],
  'compatibility-length': ['spec'],
  'metadata-type': [],
  'allowed-tools-type': ['spec'],
  'unquoted-colon': ['spec', 'codex'],
} as const satisfies Record<string, readonly AgentTarget[]>;

/** Documentation of every agent-skills code (README table, hover on a diagnostic, settings). */
export const AGENT_SKILLS_RULES: readonly RuleMeta[] = [
  {
    code: 'frontmatter-missing', severity: 'error',
    doc: { en: 'SKILL.md has no `---` header: the reference validator, VS Code and Codex reject it; Claude Code names it after its folder.', fr: 'SKILL.md n’a pas d’en-tête `---` : le validateur de référence, VS Code et Codex le rejettent ; Claude Code le nomme d’après son dossier.' },
    fix: { en: 'Add a header with `name` (the folder\'s name) and `description`.', fr: 'Ajouter un en-tête avec `name` (le nom du dossier) et `description`.' },
  },
  {
    code: 'name-missing', severity: 'error',
    doc: { en: '`name` is missing or blank: strict agents reject the skill; Claude Code uses the folder name.', fr: '`name` manque ou est vide : les agents stricts rejettent le skill ; Claude Code prend le nom du dossier.' },
    fix: { en: 'Add `name` with the folder\'s name.', fr: 'Ajouter `name` avec le nom du dossier.' },
  },
  {
    code: 'name-format', severity: 'error',
    doc: { en: '`name` must be 1–64 lowercase letters, digits and single hyphens, with no hyphen at either end (checked after NFKC normalisation, as the reference validator does).', fr: '`name` doit compter 1 à 64 lettres minuscules, chiffres et tirets simples, sans tiret aux extrémités (vérifié après normalisation NFKC, comme le validateur de référence).' },
    fix: { en: 'Replace the name with the nearest valid one.', fr: 'Remplacer le nom par le nom valide le plus proche.' },
  },
  {
    code: 'name-dir-mismatch', severity: 'error',
    doc: { en: '`name` differs from the skill\'s folder name: the reference validator rejects the skill.', fr: '`name` diffère du nom du dossier du skill : le validateur de référence rejette le skill.' },
    fix: { en: 'Set `name` to the folder\'s name, or rename the folder.', fr: 'Donner à `name` le nom du dossier, ou renommer le dossier.' },
  },
  {
    code: 'description-missing', severity: 'error',
    doc: { en: '`description` is missing, blank or not text: the agent has nothing to match requests against.', fr: '`description` manque, est vide ou n’est pas du texte : l’agent n’a rien à rapprocher des demandes.' },
    fix: { en: 'Add `description` with a placeholder to replace (selected, in editors that take snippets).', fr: 'Ajouter `description` avec un texte à remplacer (sélectionné, dans les éditeurs qui prennent les snippets).' },
  },
  {
    code: 'description-length', severity: 'error',
    doc: { en: '`description` is longer than 1,024 characters: the reference validator and Codex reject the skill.', fr: '`description` dépasse 1 024 caractères : le validateur de référence et Codex rejettent le skill.' },
  },
  {
    code: 'compatibility-length', severity: 'error',
    doc: { en: '`compatibility` is not text or is longer than 500 characters: the reference validator rejects the skill.', fr: '`compatibility` n’est pas du texte ou dépasse 500 caractères : le validateur de référence rejette le skill.' },
  },
  {
    code: 'metadata-type', severity: 'warning',
    doc: { en: '`metadata` must map strings to strings: nested values are flattened to text by the reference tooling, and unquoted numbers lose their form (`1.10` → `1.1`); Codex rejects a `metadata` that is not a mapping.', fr: '`metadata` doit associer du texte à du texte : les valeurs imbriquées sont aplaties en texte par l’outillage de référence et les nombres sans guillemets perdent leur forme (`1.10` → `1.1`) ; Codex rejette un `metadata` qui n’est pas une table.' },
    fix: { en: 'Quote the value as written.', fr: 'Mettre la valeur entre guillemets telle qu’écrite.' },
  },
  {
    code: 'allowed-tools-type', severity: 'error',
    doc: { en: '`allowed-tools` is a space-separated string in the standard; a YAML list of strings is accepted by the reference validator and Claude Code (information); anything else is rejected.', fr: '`allowed-tools` est un texte séparé par des espaces dans le standard ; une liste YAML de textes est acceptée par le validateur de référence et Claude Code (information) ; tout le reste est rejeté.' },
    fix: { en: 'Join the list into one space-separated string.', fr: 'Réunir la liste en un texte séparé par des espaces.' },
  },
  {
    code: 'key-unsupported', severity: 'error',
    doc: { en: 'A header key that some selected agents do not accept: an error when none of them accepts it (the reference validator rejects the whole skill), a warning when another selected agent uses it.', fr: 'Une clé d’en-tête que certains agents sélectionnés n’acceptent pas : erreur si aucun ne l’accepte (le validateur de référence rejette tout le skill), avertissement si un autre agent sélectionné l’utilise.' },
    fix: { en: 'Fix the typo (unless the header already has that key), or remove the key.', fr: 'Corriger la faute de frappe (sauf si l’en-tête a déjà cette clé), ou supprimer la clé.' },
  },
  {
    code: 'unquoted-colon', severity: 'error',
    doc: { en: 'A plain YAML value contains `: `: lenient loaders read it as text, strict YAML parsers (the reference validator, Codex) reject the whole header.', fr: 'Une valeur YAML sans guillemets contient `: ` : les chargeurs tolérants la lisent comme du texte, les analyseurs YAML stricts (validateur de référence, Codex) rejettent tout l’en-tête.' },
    fix: { en: 'Quote it, or fold it (`>-`).', fr: 'La mettre entre guillemets, ou la plier (`>-`).' },
  },
  {
    code: 'exec-marker', severity: 'warning',
    doc: { en: '`` !`command` `` in the body: Claude Code runs the command in a shell when it loads the skill, even inside a code fence, and a failure aborts the skill; other agents show the text as is.', fr: '`` !`commande` `` dans le corps : Claude Code exécute la commande dans un shell au chargement du skill, même dans un bloc de code, et un échec annule le skill ; les autres agents affichent le texte tel quel.' },
    fix: { en: 'Break the marker (`! \\`…\\``) when it is an example.', fr: 'Casser le marqueur (`! \\`…\\``) quand c’est un exemple.' },
  },
  {
    code: 'body-length', severity: 'warning',
    doc: { en: 'The body is longer than 500 lines: the whole of it enters the context when the skill is used. Move details to `references/`.', fr: 'Le corps dépasse 500 lignes : il entre en entier dans le contexte quand le skill sert. Déplacez les détails dans `references/`.' },
  },
  {
    code: 'reference-missing', severity: 'warning',
    doc: { en: 'A relative link or backticked path in the body (`scripts/x.py`, `references/a.md`) names a file that does not exist in the skill\'s folder: the agent will fail to open it.', fr: 'Un lien relatif ou un chemin entre accents graves dans le corps (`scripts/x.py`, `references/a.md`) désigne un fichier absent du dossier du skill : l’agent ne pourra pas l’ouvrir.' },
    fix: { en: 'Create the missing file.', fr: 'Créer le fichier manquant.' },
  },
];

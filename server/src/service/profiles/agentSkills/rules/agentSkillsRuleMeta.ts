import type { RuleMeta } from '../../profile';

/** Documentation of every agent-skills code (README table, hover on a diagnostic, settings). */
export const AGENT_SKILLS_RULES: readonly RuleMeta[] = [
  {
    code: 'frontmatter-missing', severity: 'error',
    doc: { en: 'SKILL.md has no `---` header: Codex and the reference validator reject it, Gemini CLI skips it, Claude Code and Copilot CLI take a description from the body. The severity follows what your selected agents do.', fr: 'SKILL.md n’a pas d’en-tête `---` : le validateur de référence, VS Code et Codex le rejettent ; Claude Code le nomme d’après son dossier.' },
    fix: { en: 'Add a header with `name` (the folder\'s name) and `description`.', fr: 'Ajouter un en-tête avec `name` (le nom du dossier) et `description`.' },
  },
  {
    code: 'name-missing', severity: 'error',
    doc: { en: '`name` is missing or blank: Gemini CLI skips the skill and the reference validator rejects it; Claude Code, Codex and Copilot CLI use the folder name.', fr: '`name` manque ou est vide : les agents stricts rejettent le skill ; Claude Code prend le nom du dossier.' },
    fix: { en: 'Add `name` with the folder\'s name.', fr: 'Ajouter `name` avec le nom du dossier.' },
  },
  {
    code: 'name-format', severity: 'error',
    doc: { en: '`name` must be 1–64 lowercase letters, digits and single hyphens, with no hyphen at either end (checked after NFKC normalisation, as the reference validator does).', fr: '`name` doit compter 1 à 64 lettres minuscules, chiffres et tirets simples, sans tiret aux extrémités (vérifié après normalisation NFKC, comme le validateur de référence).' },
    fix: { en: 'Replace the name with the nearest valid one.', fr: 'Remplacer le nom par le nom valide le plus proche.' },
  },
  {
    code: 'name-dir-mismatch', severity: 'error',
    doc: { en: '`name` differs from the skill\'s folder name: the reference validator rejects the skill, and Claude Code lists it under the folder name anyway.', fr: '`name` diffère du nom du dossier du skill : le validateur de référence rejette le skill.' },
    fix: { en: 'Set `name` to the folder\'s name, or rename the folder.', fr: 'Donner à `name` le nom du dossier, ou renommer le dossier.' },
  },
  {
    code: 'description-missing', severity: 'error',
    doc: { en: '`description` is missing, blank or not text: the agent has nothing to match requests against.', fr: '`description` manque, est vide ou n’est pas du texte : l’agent n’a rien à rapprocher des demandes.' },
    fix: { en: 'Add `description` with a placeholder to replace (selected, in editors that take snippets).', fr: 'Ajouter `description` avec un texte à remplacer (sélectionné, dans les éditeurs qui prennent les snippets).' },
  },
  {
    code: 'description-length', severity: 'error',
    doc: { en: '`description` is longer than an agent keeps: over 1,024 characters Copilot CLI and the reference validator reject the skill and Codex cuts it; over 1,536 (with `when_to_use`) Claude Code cuts it.', fr: '`description` dépasse 1 024 caractères : le validateur de référence et Codex rejettent le skill.' },
  },
  {
    code: 'description-type', severity: 'error',
    doc: { en: '`description` is a number or a boolean, not text: Copilot CLI rejects the skill; the other agents read it as text.', fr: '`description` est un nombre ou un booléen, pas du texte : Copilot CLI rejette le skill ; les autres agents le lisent comme du texte.' },
    fix: { en: 'Quote the value.', fr: 'Mettre la valeur entre guillemets.' },
  },
  {
    code: 'description-line-read', severity: 'warning',
    doc: { en: 'An agent that reads the header line by line, without YAML (Qwen Code), lists another description than the one written: a `>` or `|` block becomes the mark itself, a value over several lines keeps its first line.', fr: 'Un agent qui lit l’en-tête ligne par ligne, sans YAML (Qwen Code), liste une autre description que celle écrite : un bloc `>` ou `|` devient le signe lui-même, une valeur sur plusieurs lignes garde sa première ligne.' },
    fix: { en: 'Write the description on one line, unquoted or quoted.', fr: 'Écrire la description sur une ligne, avec ou sans guillemets.' },
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
    doc: { en: 'A header key that some selected agents do not read: an error only when one of them rejects the skill for it (the reference validator), information when they merely ignore it, a warning when it looks like a typo of a key they read.', fr: 'Une clé d’en-tête que certains agents sélectionnés n’acceptent pas : erreur si aucun ne l’accepte (le validateur de référence rejette tout le skill), avertissement si un autre agent sélectionné l’utilise.' },
    fix: { en: 'Fix the typo (unless the header already has that key), or remove the key.', fr: 'Corriger la faute de frappe (sauf si l’en-tête a déjà cette clé), ou supprimer la clé.' },
  },
  {
    code: 'unquoted-colon', severity: 'error',
    doc: { en: 'A plain YAML value contains `: `: Claude Code, Codex and Gemini CLI read it as text; Copilot CLI and the reference validator reject the skill (Claude Code drops a header whose nested value has it).', fr: 'Une valeur YAML sans guillemets contient `: ` : les chargeurs tolérants la lisent comme du texte, les analyseurs YAML stricts (validateur de référence, Codex) rejettent tout l’en-tête.' },
    fix: { en: 'Quote it, or fold it (`>-`).', fr: 'La mettre entre guillemets, ou la plier (`>-`).' },
  },
  {
    code: 'exec-marker', severity: 'warning',
    doc: { en: '`` !`command` `` in the body: Claude Code runs the command in a shell when it loads the skill, even inside a code fence, and a failure aborts the skill; other agents show the text as is.', fr: '`` !`commande` `` dans le corps : Claude Code exécute la commande dans un shell au chargement du skill, même dans un bloc de code, et un échec annule le skill ; les autres agents affichent le texte tel quel.' },
    fix: { en: 'Break the marker (`! \\`…\\``) when it is an example.', fr: 'Casser le marqueur (`! \\`…\\``) quand c’est un exemple.' },
  },
  {
    code: 'header-bom', severity: 'error',
    doc: { en: 'An invisible byte-order mark before `---`: Codex rejects the skill, Gemini CLI skips it, Claude Code ignores the header; Copilot CLI reads it.', fr: 'Une marque d’ordre des octets invisible avant `---` : Codex rejette le skill, Gemini CLI l’ignore, Claude Code ignore l’en-tête ; Copilot CLI le lit.' },
    fix: { en: 'Remove the byte-order mark.', fr: 'Supprimer la marque d’ordre des octets.' },
  },
  {
    code: 'flow-style', severity: 'error',
    doc: { en: 'Flow-style YAML (`{a: b}`, `[a, b]`) in the header: the reference validator (strictyaml) rejects the skill; the agents read it.', fr: 'Du YAML en style flux (`{a: b}`, `[a, b]`) dans l’en-tête : le validateur de référence (strictyaml) rejette le skill ; les agents le lisent.' },
  },
  {
    code: 'header-dashes', severity: 'warning',
    doc: { en: '`---` inside a header value: Claude Code closes the header there, cannot read it and lists the skill with a description taken from the body.', fr: '`---` dans une valeur de l’en-tête : Claude Code y ferme l’en-tête, ne peut plus le lire et liste le skill avec une description prise dans le corps.' },
  },
  {
    code: 'skill-not-found', severity: 'error',
    doc: { en: 'The SKILL.md is deeper under its skills folder than some agents search: Claude Code, Gemini CLI and VS Code look only at `<folder>/<name>/SKILL.md`; Codex searches six levels, Copilot CLI any depth. Also a SKILL.md directly in the skills folder (three agents ignore it), and every skill such a file hides from Copilot CLI and pi, which take the whole folder for that one skill.', fr: 'Le SKILL.md est plus profond sous son dossier de skills que certains agents ne cherchent : Claude Code, Gemini CLI et VS Code ne regardent que `<dossier>/<nom>/SKILL.md` ; Codex cherche sur six niveaux, Copilot CLI à toute profondeur. Aussi un SKILL.md directement dans le dossier de skills (trois agents l’ignorent), et chaque skill qu’un tel fichier cache à Copilot CLI et pi, qui prennent tout le dossier pour ce seul skill.' },
  },
  {
    code: 'skill-file-name', severity: 'error',
    doc: { en: 'A `skill.md` in another case than `SKILL.md`: no agent loads it.', fr: 'Un `skill.md` dans une autre casse que `SKILL.md` : aucun agent ne le charge.' },
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
  {
    code: 'body-empty', severity: 'error',
    doc: { en: 'Nothing below the header: Cline and Factory Droid leave the skill out (a skill is its instructions); the other agents load an empty skill.', fr: 'Rien sous l’en-tête : Cline et Factory Droid écartent le skill (un skill, ce sont ses instructions) ; les autres agents chargent un skill vide.' },
  },
  {
    code: 'skill-turned-off', severity: 'warning',
    doc: { en: '`disabled: true` (Cline) or `enabled: false` (Cline, Factory Droid) turns the skill off: loaded, never listed to the model; the other agents ignore these keys and list it.', fr: '`disabled: true` (Cline) ou `enabled: false` (Cline, Factory Droid) désactive le skill : chargé, jamais présenté au modèle ; les autres agents ignorent ces clés et le listent.' },
  },
];

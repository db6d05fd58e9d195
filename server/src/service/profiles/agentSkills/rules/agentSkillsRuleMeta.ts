import type { RuleMeta } from '../../profile';

/** Documentation of every agent-skills code (README table, hover on a diagnostic, settings). */
export const AGENT_SKILLS_RULES: readonly RuleMeta[] = [
  {
    code: 'frontmatter-missing', severity: 'error',
    doc: { en: 'SKILL.md has no `---` header: some agents reject or skip the skill, others load it with the folder\'s name and a description taken from the body. The severity follows what your selected agents do.', fr: 'SKILL.md n’a pas d’en-tête `---` : certains agents rejettent ou écartent le skill, d’autres le chargent avec le nom du dossier et une description prise dans le corps. La sévérité suit ce que font vos agents sélectionnés.' },
    fix: { en: 'Add a header with `name` (the folder\'s name) and `description`.', fr: 'Ajouter un en-tête avec `name` (le nom du dossier) et `description`.' },
  },
  {
    code: 'name-missing', severity: 'error',
    doc: { en: '`name` is missing or blank: some agents reject or skip the skill, others use the folder\'s name.', fr: '`name` manque ou est vide : certains agents rejettent ou écartent le skill, d’autres prennent le nom du dossier.' },
    fix: { en: 'Add `name` with the folder\'s name.', fr: 'Ajouter `name` avec le nom du dossier.' },
  },
  {
    code: 'name-format', severity: 'error',
    doc: { en: '`name` must be 1–64 lowercase letters, digits and single hyphens, with no hyphen at either end (checked after NFKC normalisation, as the standard says).', fr: '`name` doit compter 1 à 64 lettres minuscules, chiffres et tirets simples, sans tiret aux extrémités (vérifié après normalisation NFKC, comme le dit le standard).' },
    fix: { en: 'Replace the name with the nearest valid one.', fr: 'Remplacer le nom par le nom valide le plus proche.' },
  },
  {
    code: 'name-dir-mismatch', severity: 'error',
    doc: { en: '`name` differs from the skill\'s folder name: some agents reject the skill or warn, some list it under the folder\'s name anyway.', fr: '`name` diffère du nom du dossier du skill : certains agents rejettent le skill ou avertissent, certains le listent quand même sous le nom du dossier.' },
    fix: { en: 'Set `name` to the folder\'s name, or rename the folder.', fr: 'Donner à `name` le nom du dossier, ou renommer le dossier.' },
  },
  {
    code: 'description-missing', severity: 'error',
    doc: { en: '`description` is missing, blank or not text: the agent has nothing to match requests against.', fr: '`description` manque, est vide ou n’est pas du texte : l’agent n’a rien à rapprocher des demandes.' },
    fix: { en: 'Add `description` with a placeholder to replace (selected, in editors that take snippets).', fr: 'Ajouter `description` avec un texte à remplacer (sélectionné, dans les éditeurs qui prennent les snippets).' },
  },
  {
    code: 'description-length', severity: 'error',
    doc: { en: '`description` is longer than an agent keeps: over 1,024 characters some agents reject the skill and others cut it in their listing; some count `when_to_use` with it.', fr: '`description` est plus longue que ce qu’un agent garde : au-delà de 1 024 caractères certains agents rejettent le skill et d’autres la coupent dans leur liste ; certains y ajoutent `when_to_use`.' },
  },
  {
    code: 'description-characters', severity: 'error',
    doc: { en: '`description` holds a character an upload refuses there (`<` or `>`): the skill is not accepted.', fr: '`description` contient un caractère qu’un envoi refuse à cet endroit (`<` ou `>`) : le skill n’est pas accepté.' },
  },
  {
    code: 'description-type', severity: 'error',
    doc: { en: '`description` is a number or a boolean, not text: some agents reject the skill; the others read it as text.', fr: '`description` est un nombre ou un booléen, pas du texte : certains agents rejettent le skill ; les autres le lisent comme du texte.' },
    fix: { en: 'Quote the value.', fr: 'Mettre la valeur entre guillemets.' },
  },
  {
    code: 'description-line-read', severity: 'warning',
    doc: { en: 'An agent that reads the header line by line, without YAML, lists another description than the one written: a `>` or `|` block becomes the mark itself, a value over several lines keeps its first line.', fr: 'Un agent qui lit l’en-tête ligne par ligne, sans YAML, liste une autre description que celle écrite : un bloc `>` ou `|` devient le signe lui-même, une valeur sur plusieurs lignes garde sa première ligne.' },
    fix: { en: 'Write the description on one line, unquoted or quoted.', fr: 'Écrire la description sur une ligne, avec ou sans guillemets.' },
  },
  {
    code: 'compatibility-length', severity: 'error',
    doc: { en: '`compatibility` is not text or is longer than 500 characters, which the standard does not allow.', fr: '`compatibility` n’est pas du texte ou dépasse 500 caractères, ce que le standard n’admet pas.' },
  },
  {
    code: 'metadata-type', severity: 'warning',
    doc: { en: '`metadata` must map strings to strings: nested values are flattened to text by the reference tooling, and unquoted numbers lose their form (`1.10` → `1.1`); a `metadata` that is not a mapping is rejected by some agents.', fr: '`metadata` doit associer du texte à du texte : les valeurs imbriquées sont aplaties en texte par l’outillage de référence et les nombres sans guillemets perdent leur forme (`1.10` → `1.1`) ; un `metadata` qui n’est pas une table est rejeté par certains agents.' },
    fix: { en: 'Quote the value as written.', fr: 'Mettre la valeur entre guillemets telle qu’écrite.' },
  },
  {
    code: 'allowed-tools-type', severity: 'error',
    doc: { en: '`allowed-tools` is a space-separated string in the standard; a YAML list of strings is accepted by some (information); anything else is rejected.', fr: '`allowed-tools` est un texte séparé par des espaces dans le standard ; une liste YAML de textes est acceptée par certains (information) ; tout le reste est rejeté.' },
    fix: { en: 'Join the list into one space-separated string.', fr: 'Réunir la liste en un texte séparé par des espaces.' },
  },
  {
    code: 'key-type', severity: 'error',
    doc: { en: 'A key whose value is not of the type an agent checks it has, even empty (`user-invocable` and `disable-model-invocation` must be booleans, `argument-hint` text, for some): that agent rejects the skill.', fr: 'Une clé dont la valeur n’est pas du type qu’un agent vérifie, même vide (`user-invocable` et `disable-model-invocation` doivent être des booléens, `argument-hint` du texte, pour certains) : cet agent rejette le skill.' },
    fix: { en: 'Write a value of the type the key takes (`true` or `false` for a switch), or remove the key.', fr: 'Écrire une valeur du type que prend la clé (`true` ou `false` pour un interrupteur), ou supprimer la clé.' },
  },
  {
    code: 'key-unsupported', severity: 'error',
    doc: { en: 'A header key that some selected agents do not read: an error only when one of them rejects the skill for it, information when they merely ignore it (none for a key the standard defines), a warning when it looks like a typo of a key they read.', fr: 'Une clé d’en-tête que certains agents sélectionnés ne lisent pas : une erreur seulement si l’un d’eux rejette le skill pour elle, une information s’ils l’ignorent simplement (aucune pour une clé que le standard définit), un avertissement si elle ressemble à une faute de frappe d’une clé qu’ils lisent.' },
    fix: { en: 'Fix the typo (unless the header already has that key), or remove the key.', fr: 'Corriger la faute de frappe (sauf si l’en-tête a déjà cette clé), ou supprimer la clé.' },
  },
  {
    code: 'unquoted-colon', severity: 'error',
    doc: { en: 'A plain YAML value contains `: `: strict YAML parsers reject the skill; tolerant loaders read it as text, repair it or drop the header.', fr: 'Une valeur YAML sans guillemets contient `: ` : les analyseurs YAML stricts rejettent le skill ; les chargeurs tolérants la lisent comme du texte, la réparent ou abandonnent l’en-tête.' },
    fix: { en: 'Quote it, or fold it (`>-`).', fr: 'La mettre entre guillemets, ou la plier (`>-`).' },
  },
  {
    code: 'exec-marker', severity: 'warning',
    doc: { en: '`` !`command` `` in the body is a load-time marker: the agent that defines it runs the command in a shell when it loads the skill, even inside a code fence, and a failure aborts the skill; other agents show the text as is.', fr: '`` !`commande` `` dans le corps est un marqueur de chargement : l’agent qui le définit exécute la commande dans un shell au chargement du skill, même dans un bloc de code, et un échec annule le skill ; les autres agents affichent le texte tel quel.' },
    fix: { en: 'Break the marker (`! \\`…\\``) when it is an example.', fr: 'Casser le marqueur (`! \\`…\\``) quand c’est un exemple.' },
  },
  {
    code: 'header-bom', severity: 'error',
    doc: { en: 'An invisible byte-order mark before `---`: some agents reject or skip the skill, some ignore the header, some read it.', fr: 'Une marque d’ordre des octets invisible avant `---` : certains agents rejettent ou écartent le skill, certains ignorent l’en-tête, certains le lisent.' },
    fix: { en: 'Remove the byte-order mark.', fr: 'Supprimer la marque d’ordre des octets.' },
  },
  {
    code: 'flow-style', severity: 'error',
    doc: { en: 'Flow-style YAML (`{a: b}`, `[a, b]`) in the header: a strict YAML parser (strictyaml) rejects the skill; the agents read it.', fr: 'Du YAML en style flux (`{a: b}`, `[a, b]`) dans l’en-tête : un analyseur YAML strict (strictyaml) rejette le skill ; les agents le lisent.' },
  },
  {
    code: 'header-dashes', severity: 'warning',
    doc: { en: '`---` inside a header value: an agent that looks for `---` anywhere closes the header there, cannot read it and lists the skill with a description taken from the body.', fr: '`---` dans une valeur de l’en-tête : un agent qui cherche `---` n’importe où y ferme l’en-tête, ne peut plus le lire et liste le skill avec une description prise dans le corps.' },
  },
  {
    code: 'skill-not-found', severity: 'error',
    doc: { en: 'The SKILL.md is deeper under its skills folder than some agents search, or directly in the skills folder (some ignore it; some take the whole folder for that one skill and hide every other skill in it).', fr: 'Le SKILL.md est plus profond sous son dossier de skills que certains agents ne cherchent, ou directement dans le dossier de skills (certains l’ignorent ; certains prennent tout le dossier pour ce seul skill et cachent tous les autres).' },
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
    doc: { en: 'A relative link or backticked path in the body (`scripts/x.py`, `references/a.md`) names a file that does not exist in the skill\'s folder: the agent will fail to open it. Paths given as examples, files the text tells the agent to create, and files it places in the user\'s project are not reported; a path written from the plugin\'s folder is looked for there.', fr: 'Un lien relatif ou un chemin entre accents graves dans le corps (`scripts/x.py`, `references/a.md`) désigne un fichier absent du dossier du skill : l’agent ne pourra pas l’ouvrir. Les chemins donnés en exemple, les fichiers que le texte demande de créer et ceux qu’il place dans le projet de l’utilisateur ne sont pas signalés ; un chemin écrit depuis le dossier du plugin y est cherché.' },
    fix: { en: 'Create the missing file.', fr: 'Créer le fichier manquant.' },
  },
  {
    code: 'body-empty', severity: 'error',
    doc: { en: 'Nothing below the header: some agents leave the skill out (a skill is its instructions); the others load an empty skill.', fr: 'Rien sous l’en-tête : certains agents écartent le skill (un skill, ce sont ses instructions) ; les autres chargent un skill vide.' },
  },
  {
    code: 'skill-turned-off', severity: 'warning',
    doc: { en: '`disabled: true` or `enabled: false` turns the skill off for the agents that read these keys: loaded, never listed to the model; the other agents ignore them and list it.', fr: '`disabled: true` ou `enabled: false` désactive le skill pour les agents qui lisent ces clés : chargé, jamais présenté au modèle ; les autres agents les ignorent et le listent.' },
  },
];

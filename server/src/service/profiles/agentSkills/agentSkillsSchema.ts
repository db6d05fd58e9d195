import type { AgentTarget } from '../../config/serviceConfig';
import { AGENTS } from '../../agents/agents';
import type { HeaderSchema, KeySchema } from '../../schema/headerSchema';


/**
 * Every header key an agent of the open SKILL.md standard reads, with its documentation
 * (completion, hover); which agents read each one is in their declarations (`targetsOfKey`).
 */
export const AGENT_SKILLS_KEYS: readonly KeySchema[] = [
  {
    key: 'name', type: 'string', required: true,
    doc: {
      en: 'The skill\'s identifier: 1–64 lowercase letters, digits and single hyphens (no hyphen at either end), equal to its folder\'s name. The reference validator rejects any other name; Claude Code falls back to the folder name when it is missing.',
      fr: 'Identifiant du skill : 1 à 64 lettres minuscules, chiffres et tirets simples (pas de tiret au début ni à la fin), égal au nom de son dossier. Le validateur de référence rejette tout autre nom ; Claude Code reprend le nom du dossier s’il manque.',
    },
  },
  {
    key: 'description', type: 'string', required: true,
    doc: {
      en: 'What the skill does and when to use it, 1–1024 characters. It is the only text the agent sees before it opens the skill: put the trigger first.',
      fr: 'Ce que fait le skill et quand l’utiliser, 1 à 1024 caractères. C’est le seul texte que l’agent voit avant d’ouvrir le skill : mettez le déclencheur en premier.',
    },
  },
  {
    key: 'license', type: 'string',
    doc: { en: 'License of the skill: a name (`Apache-2.0`) or the file that holds it (`Complete terms in LICENSE.txt`). Agents do not act on it.', fr: 'Licence du skill : un nom (`Apache-2.0`) ou le fichier qui la contient (`Complete terms in LICENSE.txt`). Les agents n’en font rien.' },
  },
  {
    key: 'compatibility', type: 'string',
    doc: { en: 'Environment the skill needs (product, system packages, network access), at most 500 characters. Most skills do not need it.', fr: 'Environnement requis par le skill (produit, paquets système, accès réseau), 500 caractères au plus. La plupart des skills n’en ont pas besoin.' },
  },
  {
    key: 'metadata', type: 'map',
    doc: { en: 'Free map of string keys to string values (author, version…). Quote numbers such as `"1.0"`: unquoted, YAML reads them as numbers and `1.10` becomes `1.1`.', fr: 'Table libre de clés et valeurs texte (auteur, version…). Mettez les nombres entre guillemets, comme `"1.0"` : sans guillemets, YAML les lit comme des nombres et `1.10` devient `1.1`.' },
  },
  {
    key: 'allowed-tools', type: 'string',
    doc: { en: 'Tools pre-approved while the skill runs, space-separated (`Read Bash(git:*)`). Experimental in the standard; Claude Code also accepts a YAML list; VS Code does not read it.', fr: 'Outils pré-autorisés pendant l’exécution du skill, séparés par des espaces (`Read Bash(git:*)`). Expérimental dans le standard ; Claude Code accepte aussi une liste YAML ; VS Code ne le lit pas.' },
  },
  {
    key: 'argument-hint', type: 'string',
    doc: { en: 'Hint shown after `/name` in autocomplete, e.g. `[issue-number]`.', fr: 'Indication affichée après `/nom` dans l’autocomplétion, par exemple `[numero-ticket]`.' },
  },
  {
    key: 'user-invocable', type: 'boolean', default: 'true',
    doc: { en: '`false` hides the skill from the `/` menu: only the agent loads it, as background knowledge.', fr: '`false` masque le skill du menu `/` : seul l’agent le charge, comme connaissance de fond.' },
  },
  {
    key: 'disable-model-invocation', type: 'boolean', default: 'false',
    doc: { en: '`true` keeps the skill out of the list the model sees: it runs only when the user types `/name`.', fr: '`true` retire le skill de la liste que voit le modèle : il ne s’exécute que si l’utilisateur tape `/nom`.' },
  },
  {
    key: 'when_to_use', type: 'string',
    doc: { en: 'Extra trigger phrases or example requests. Claude Code appends it to the description in its listing; both share the 1,536-character cap.', fr: 'Phrases de déclenchement ou exemples de demandes en plus. Claude Code l’ajoute à la description dans sa liste ; les deux partagent la limite de 1 536 caractères.' },
  },
  {
    key: 'model', type: 'string',
    doc: { en: 'Model for the turn that runs the skill (`sonnet`, `opus`, `haiku`, a full model id or `inherit`); the session model comes back afterwards.', fr: 'Modèle du tour qui exécute le skill (`sonnet`, `opus`, `haiku`, un identifiant complet ou `inherit`) ; le modèle de la session revient ensuite.' },
  },
  {
    key: 'effort', type: 'string',
    enum: [
      { value: 'low', doc: { en: 'Least reasoning.', fr: 'Raisonnement minimal.' } },
      { value: 'medium', doc: { en: 'Medium reasoning.', fr: 'Raisonnement moyen.' } },
      { value: 'high', doc: { en: 'More reasoning.', fr: 'Plus de raisonnement.' } },
      { value: 'xhigh', doc: { en: 'Even more reasoning (some models).', fr: 'Encore plus de raisonnement (certains modèles).' } },
      { value: 'max', doc: { en: 'Most reasoning the model allows.', fr: 'Le maximum de raisonnement permis par le modèle.' } },
    ],
    doc: { en: 'Effort level while the skill is active; the levels available depend on the model.', fr: 'Niveau d’effort pendant que le skill est actif ; les niveaux disponibles dépendent du modèle.' },
  },
  {
    key: 'context', type: 'string',
    enum: [{ value: 'fork', doc: { en: 'Run the skill in a forked subagent, without the conversation history.', fr: 'Exécuter le skill dans un sous-agent séparé, sans l’historique de la conversation.' } }],
    doc: { en: '`fork` runs the skill in an isolated subagent context.', fr: '`fork` exécute le skill dans le contexte isolé d’un sous-agent.' },
  },
  {
    key: 'agent', type: 'string',
    doc: { en: 'Subagent type used with `context: fork` (`Explore`, `Plan`, `general-purpose` or one of `.claude/agents/`).', fr: 'Type de sous-agent utilisé avec `context: fork` (`Explore`, `Plan`, `general-purpose` ou l’un de `.claude/agents/`).' },
  },
  {
    key: 'background', type: 'boolean',
    doc: { en: 'For `context: fork`: `false` waits for the subagent\'s result instead of running it in the background.', fr: 'Avec `context: fork` : `false` attend le résultat du sous-agent au lieu de l’exécuter en arrière-plan.' },
  },
  {
    key: 'hooks', type: 'map',
    doc: { en: 'Lifecycle hooks that apply while the skill is active (same shape as the hooks of Claude Code\'s settings).', fr: 'Hooks de cycle de vie actifs pendant le skill (même forme que les hooks des réglages de Claude Code).' },
  },
  {
    key: 'paths', type: 'any',
    doc: { en: 'Glob patterns (comma-separated string or YAML list): Claude Code loads the skill automatically only when working on matching files.', fr: 'Motifs glob (texte séparé par des virgules ou liste YAML) : Claude Code ne charge le skill automatiquement que pour les fichiers correspondants.' },
  },
  {
    key: 'shell', type: 'string',
    enum: [
      { value: 'bash', doc: { en: 'Default shell for `!`command`` injections.', fr: 'Shell par défaut des injections `!`commande``.' } },
      { value: 'powershell', doc: { en: 'PowerShell (needs CLAUDE_CODE_USE_POWERSHELL_TOOL=1).', fr: 'PowerShell (requiert CLAUDE_CODE_USE_POWERSHELL_TOOL=1).' } },
    ],
    doc: { en: 'Shell that runs the `!`command`` injections of the body.', fr: 'Shell qui exécute les injections `!`commande`` du corps.' },
  },
  {
    key: 'arguments', type: 'any',
    doc: { en: 'Named positional arguments (space-separated string or YAML list) substituted as `$name` in the body.', fr: 'Arguments positionnels nommés (texte séparé par des espaces ou liste YAML), substitués en `$nom` dans le corps.' },
  },
  {
    key: 'disallowed-tools', type: 'any',
    doc: { en: 'Tools removed from the agent while the skill is active (string or YAML list); cleared at the next user message.', fr: 'Outils retirés à l’agent pendant que le skill est actif (texte ou liste YAML) ; rétablis au message suivant de l’utilisateur.' },
  },
];

/** The header schema of agent-skills (completion, hover, unknown-key checks). */
export const AGENT_SKILLS_SCHEMA: HeaderSchema = {
  keys: AGENT_SKILLS_KEYS,
  targetsOf: (k) => targetsOfKey(k),
  snippets: [
    {
      label: 'agent skill', context: 'document',
      doc: { en: 'A new SKILL.md with the two required keys.', fr: 'Un nouveau SKILL.md avec les deux clés obligatoires.' },
      body: '---\nname: ${1:${TM_DIRECTORY/.*[\\\\/]//}}\ndescription: ${2:What it does. Use when …}\n---\n# ${3:Title}\n\n$0',
    },
  ],
};

/** Targets that read a key, from the agents' declarations. */
export function targetsOfKey(schema: KeySchema): readonly AgentTarget[] {
  return Object.values(AGENTS).filter((a) => a.keys.includes(schema.key)).map((a) => a.id);
}

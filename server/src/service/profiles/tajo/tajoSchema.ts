import type { EnumValue, HeaderSchema, KeySchema } from '../../schema/headerSchema';
import { TAJO_SNIPPETS } from './tajoSnippets';
import {
  TAJO_ACTION_TYPES, TAJO_AUTHENTICATIONS, TAJO_BACKOFFS, TAJO_CATEGORIES, TAJO_METHODS,
  TAJO_NAMED_SCHEDULES, TAJO_ON_ERROR, TAJO_PERMISSIONS, TAJO_STATUSES,
} from './tajoVocabulary';

const ACTION_TYPE_VALUES: readonly EnumValue[] = TAJO_ACTION_TYPES.map((a) => ({
  value: a.type,
  doc: a.scope ? { en: `${a.doc.en} Needs \`${a.scope}\`.`, fr: `${a.doc.fr} Nécessite \`${a.scope}\`.` } : a.doc,
}));

/** Keys of one condition: `<field>: "<operator> <value>"`; the fields below are the seed's examples. */
const CONDITION_KEYS: readonly KeySchema[] = [
  { key: 'cart_value', type: 'any', doc: { en: 'Cart amount, e.g. `"> 50"`.', fr: 'Montant du panier, ex. `"> 50"`.' } },
  { key: 'items_count', type: 'any', doc: { en: 'Number of items, e.g. `">= 1"`.', fr: 'Nombre d’articles, ex. `">= 1"`.' } },
  { key: 'time_since_activity', type: 'any', doc: { en: 'Inactivity, e.g. `"> 30m"`.', fr: 'Inactivité, ex. `"> 30m"`.' } },
  { key: 'customer_email', type: 'any', doc: { en: 'Customer email, e.g. `"exists"`.', fr: 'Email du client, ex. `"exists"`.' } },
];

/** Keys of a trigger: exactly one of `event`, `schedule`, `webhook`, plus that kind's options. */
export const TAJO_TRIGGER_KEYS: readonly KeySchema[] = [
  { key: 'event', type: 'string', doc: { en: 'Event trigger: the platform event that starts the skill (e.g. `cart_abandoned`).', fr: 'Déclencheur d’événement : l’événement de la plateforme qui lance le skill (ex. `cart_abandoned`).' } },
  { key: 'conditions', type: 'list', children: CONDITION_KEYS, doc: { en: 'Event only. Each item is `field: "<operator> value"` (`=`, `!=`, `>`, `>=`, `<`, `<=`, `contains`, `starts_with`, `in`, `exists`); a bare value means `=`. All must hold.', fr: 'Événement seulement. Chaque élément est `champ: "<opérateur> valeur"` (`=`, `!=`, `>`, `>=`, `<`, `<=`, `contains`, `starts_with`, `in`, `exists`) ; une valeur seule signifie `=`. Toutes doivent être vraies.' } },
  { key: 'debounce', type: 'string', doc: { en: 'Event only. Wait this long before triggering again: a number and a unit, `45s`, `5m`, `1h`, `7d`.', fr: 'Événement seulement. Attendre cette durée avant de redéclencher : un nombre et une unité, `45s`, `5m`, `1h`, `7d`.' } },
  { key: 'schedule', type: 'string', enum: TAJO_NAMED_SCHEDULES, doc: { en: 'Scheduled trigger: a 5-field cron expression (`"0 9 * * *"`, minute hour day month weekday; quote it) or `every_hour` / `every_day`.', fr: 'Déclencheur planifié : une expression cron à 5 champs (`"0 9 * * *"`, minute heure jour mois jour-de-semaine ; entre guillemets) ou `every_hour` / `every_day`.' } },
  { key: 'timezone', type: 'string', timeZone: true, default: 'UTC', doc: { en: 'Schedule only. IANA time zone of the cron expression (e.g. `America/New_York`).', fr: 'Planification seulement. Fuseau horaire IANA de l’expression cron (ex. `America/New_York`).' } },
  { key: 'webhook', type: 'string', doc: { en: 'Webhook trigger: the path that starts the skill when called (e.g. `/skills/customer-sync/trigger`).', fr: 'Déclencheur webhook : le chemin qui lance le skill quand il est appelé (ex. `/skills/customer-sync/trigger`).' } },
  { key: 'method', type: 'string', enum: TAJO_METHODS, doc: { en: 'Webhook only. HTTP method accepted.', fr: 'Webhook seulement. Méthode HTTP acceptée.' } },
  { key: 'authentication', type: 'string', enum: TAJO_AUTHENTICATIONS, doc: { en: 'Webhook only. How callers authenticate.', fr: 'Webhook seulement. Comment les appelants s’authentifient.' } },
];

/** Parameters the seed documents (send-email, control/delay, control/condition). */
export const TAJO_PARAMETER_KEYS: readonly KeySchema[] = [
  { key: 'template_id', type: 'any', doc: { en: 'send-email: Brevo template id, a number or a quoted template (`"{{ env.TEMPLATE }}"`).', fr: 'send-email : identifiant du gabarit Brevo, un nombre ou un gabarit entre guillemets (`"{{ env.TEMPLATE }}"`).' } },
  { key: 'to', type: 'any', doc: { en: 'Recipient, usually `"{{ contact.email }}"`.', fr: 'Destinataire, en général `"{{ contact.email }}"`.' } },
  { key: 'subject', type: 'string', doc: { en: 'Subject line; may contain templates.', fr: 'Objet ; peut contenir des gabarits.' } },
  { key: 'params', type: 'map', doc: { en: 'Values passed to the template, each usually a `"{{ … }}"` template.', fr: 'Valeurs passées au gabarit, en général des gabarits `"{{ … }}"`.' } },
  { key: 'duration', type: 'string', doc: { en: 'control/delay: how long to wait, `30m`, `1h`, `24h`, `7d`.', fr: 'control/delay : durée d’attente, `30m`, `1h`, `24h`, `7d`.' } },
  { key: 'condition', type: 'string', doc: { en: 'control/condition: the expression to test, e.g. `"{{ cart.converted }} = false"`.', fr: 'control/condition : l’expression à tester, ex. `"{{ cart.converted }} = false"`.' } },
  { key: 'then', type: 'string', doc: { en: 'control/condition: action id to run when the condition holds, or `stop`.', fr: 'control/condition : id de l’action à exécuter si la condition est vraie, ou `stop`.' } },
  { key: 'else', type: 'string', doc: { en: 'control/condition: action id to run otherwise, or `stop`.', fr: 'control/condition : id de l’action à exécuter sinon, ou `stop`.' } },
];

/** Keys of `retry`. */
export const TAJO_RETRY_KEYS: readonly KeySchema[] = [
  { key: 'attempts', type: 'number', doc: { en: 'How many times to try the action.', fr: 'Nombre de tentatives de l’action.' } },
  { key: 'backoff', type: 'string', enum: TAJO_BACKOFFS, doc: { en: 'Wait strategy between attempts.', fr: 'Stratégie d’attente entre les tentatives.' } },
];

/** Keys of an action. */
export const TAJO_ACTION_KEYS: readonly KeySchema[] = [
  { key: 'id', type: 'string', doc: { en: 'Unique id of the action, named by `then`/`else` of a control/condition.', fr: 'Identifiant unique de l’action, désigné par `then`/`else` d’un control/condition.' } },
  { key: 'type', type: 'string', enum: ACTION_TYPE_VALUES, doc: { en: 'What the action does: one of the 13 action types.', fr: 'Ce que fait l’action : l’un des 13 types d’action.' } },
  { key: 'parameters', type: 'map', children: TAJO_PARAMETER_KEYS, doc: { en: 'Inputs of the action; values may use `{{ path | filter }}` templates (quote them).', fr: 'Entrées de l’action ; les valeurs peuvent utiliser des gabarits `{{ chemin | filtre }}` (entre guillemets).' } },
  { key: 'retry', type: 'map', children: TAJO_RETRY_KEYS, doc: { en: 'Retries when the action fails.', fr: 'Nouvelles tentatives quand l’action échoue.' } },
  { key: 'on_error', type: 'string', enum: TAJO_ON_ERROR, doc: { en: 'What happens when the action still fails.', fr: 'Ce qui se passe si l’action échoue malgré tout.' } },
];

/** Keys of `mcp.inputSchema` offered by completion (any JSON Schema keyword is valid). */
export const TAJO_INPUT_SCHEMA_KEYS: readonly KeySchema[] = [
  { key: 'type', type: 'string', enum: [{ value: 'object', doc: { en: 'MCP tools take an object of named arguments.', fr: 'Les outils MCP prennent un objet d’arguments nommés.' } }], doc: { en: 'Must be `object` for an MCP tool.', fr: 'Doit être `object` pour un outil MCP.' } },
  { key: 'properties', type: 'map', doc: { en: 'One JSON Schema per argument (`type`, `description`, `default`…).', fr: 'Un JSON Schema par argument (`type`, `description`, `default`…).' } },
  { key: 'required', type: 'list', doc: { en: 'Names of arguments the agent must pass; each must be a key of `properties`.', fr: 'Noms des arguments que l’agent doit passer ; chacun doit être une clé de `properties`.' } },
  { key: 'additionalProperties', type: 'any', doc: { en: '`false` rejects arguments not in `properties`.', fr: '`false` refuse les arguments absents de `properties`.' } },
  { key: 'description', type: 'string', doc: { en: 'What the arguments are for.', fr: 'À quoi servent les arguments.' } },
  { key: '$schema', type: 'string', doc: { en: 'JSON Schema dialect; 2020-12 when absent (draft-07 is also checked).', fr: 'Dialecte JSON Schema ; 2020-12 en son absence (draft-07 est aussi vérifié).' } },
];

/** Keys of `mcp`. */
export const TAJO_MCP_KEYS: readonly KeySchema[] = [
  { key: 'tool_name', type: 'string', doc: { en: 'Name of the MCP tool agents discover: `tajo/<kebab-name>`.', fr: 'Nom de l’outil MCP que les agents découvrent : `tajo/<nom-kebab>`.' } },
  { key: 'description', type: 'string', doc: { en: 'What agents read when they discover the tool (defaults to the skill’s description).', fr: 'Ce que lisent les agents en découvrant l’outil (par défaut, la description du skill).' } },
  { key: 'inputSchema', type: 'map', children: TAJO_INPUT_SCHEMA_KEYS, doc: { en: 'JSON Schema of the tool’s arguments (`type: object`, `properties`, `required`).', fr: 'JSON Schema des arguments de l’outil (`type: object`, `properties`, `required`).' } },
  { key: 'brevo_servers', type: 'list', doc: { en: 'Brevo MCP server modules the skill needs (e.g. `brevo_contacts`).', fr: 'Modules de serveur MCP Brevo dont le skill a besoin (ex. `brevo_contacts`).' } },
];

/** Every key of a Tajo header (seed 002), nested levels included. */
export const TAJO_KEYS: readonly KeySchema[] = [
  { key: 'name', type: 'string', required: true, doc: { en: 'Unique identifier, kebab-case (`abandoned-cart-recovery`).', fr: 'Identifiant unique, en kebab-case (`abandoned-cart-recovery`).' } },
  { key: 'version', type: 'string', required: true, doc: { en: 'Semantic version (`2.1.0`); breaking changes bump the major.', fr: 'Version sémantique (`2.1.0`) ; un changement cassant augmente la majeure.' } },
  { key: 'description', type: 'string', required: true, doc: { en: 'Short description, 160 characters at most.', fr: 'Description courte, 160 caractères maximum.' } },
  { key: 'category', type: 'string', required: true, enum: TAJO_CATEGORIES, doc: { en: 'Catalog category.', fr: 'Catégorie du catalogue.' } },
  { key: 'status', type: 'string', enum: TAJO_STATUSES, default: 'stable', doc: { en: 'Maturity shown in the catalog.', fr: 'Maturité affichée dans le catalogue.' } },
  { key: 'triggers', type: 'list', required: true, children: TAJO_TRIGGER_KEYS, doc: { en: 'Events that start the skill: each item is an `event`, a `schedule` or a `webhook`.', fr: 'Événements qui lancent le skill : chaque élément est un `event`, un `schedule` ou un `webhook`.' } },
  { key: 'actions', type: 'list', required: true, children: TAJO_ACTION_KEYS, doc: { en: 'Operations the skill runs, in order: a type name, or a mapping with `id`, `type`, `parameters`, `retry`, `on_error`.', fr: 'Opérations exécutées par le skill, dans l’ordre : un nom de type, ou une table avec `id`, `type`, `parameters`, `retry`, `on_error`.' } },
  { key: 'brevoEndpoints', type: 'list', default: '[]', doc: { en: 'Brevo API endpoints used, each `METHOD /path` (`POST /v3/contacts`).', fr: 'Endpoints API Brevo utilisés, chacun `MÉTHODE /chemin` (`POST /v3/contacts`).' } },
  { key: 'permissions', type: 'list', default: '[]', enum: TAJO_PERMISSIONS, doc: { en: 'Brevo API scopes the skill needs; each action type implies one (send-email → `email:send`…).', fr: 'Permissions API Brevo requises ; chaque type d’action en implique une (send-email → `email:send`…).' } },
  { key: 'relatedSkills', type: 'list', default: '[]', skillReference: true, doc: { en: 'Names of related skills of the workspace.', fr: 'Noms des skills associés de l’espace de travail.' } },
  { key: 'featured', type: 'boolean', default: 'false', enum: [{ value: 'true', doc: { en: 'Highlighted in the catalog.', fr: 'Mis en avant dans le catalogue.' } }, { value: 'false', doc: { en: 'Not highlighted.', fr: 'Pas mis en avant.' } }], doc: { en: 'Highlight in the skills catalog (`true`/`false`, unquoted).', fr: 'Mettre en avant dans le catalogue (`true`/`false`, sans guillemets).' } },
  { key: 'mcp', type: 'map', children: TAJO_MCP_KEYS, doc: { en: 'Expose the skill as an MCP tool agents can discover and call.', fr: 'Exposer le skill comme outil MCP que les agents peuvent découvrir et appeler.' } },
];

/** The Tajo header schema: keys at every level plus snippets. */
export const TAJO_SCHEMA: HeaderSchema = { keys: TAJO_KEYS, snippets: TAJO_SNIPPETS };

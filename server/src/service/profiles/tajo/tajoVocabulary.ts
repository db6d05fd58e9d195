import type { LocalizedText } from '../../model/finding';
import type { EnumValue } from '../../schema/headerSchema';

/**
 * The closed vocabularies of the Tajo format (seed 002), each with its documentation.
 * Rules, schema, snippets and completion all read these lists; nothing else spells them.
 */

/** `category` values (seed: "L’une des suivantes"). */
export const TAJO_CATEGORIES: readonly EnumValue[] = [
  { value: 'data-sync', doc: { en: 'Keeps contacts and data in sync between your platform and Brevo.', fr: 'Synchronise contacts et données entre votre plateforme et Brevo.' } },
  { value: 'email-marketing', doc: { en: 'Email campaigns and transactional sequences.', fr: 'Campagnes email et séquences transactionnelles.' } },
  { value: 'sms-whatsapp', doc: { en: 'SMS and WhatsApp messaging.', fr: 'Messages SMS et WhatsApp.' } },
  { value: 'loyalty', doc: { en: 'Loyalty programs, rewards and retention.', fr: 'Programmes de fidélité, récompenses et rétention.' } },
  { value: 'analytics', doc: { en: 'Tracking, reporting and analysis.', fr: 'Suivi, rapports et analyse.' } },
  { value: 'integrations', doc: { en: 'Connections to other platforms.', fr: 'Connexions à d’autres plateformes.' } },
];

/** `status` values; `stable` is the default. */
export const TAJO_STATUSES: readonly EnumValue[] = [
  { value: 'stable', doc: { en: 'Ready for production (default).', fr: 'Prêt pour la production (par défaut).' } },
  { value: 'beta', doc: { en: 'Usable, still changing.', fr: 'Utilisable, encore en évolution.' } },
  { value: 'experimental', doc: { en: 'In development: test it on small audiences.', fr: 'En développement : testez-le sur de petites audiences.' } },
];

/** `on_error` values of an action. */
export const TAJO_ON_ERROR: readonly EnumValue[] = [
  { value: 'continue', doc: { en: 'Go on with the next action when this one fails (for non-critical actions).', fr: 'Passer à l’action suivante si celle-ci échoue (actions non critiques).' } },
  { value: 'stop', doc: { en: 'Stop the whole chain when this action fails.', fr: 'Arrêter toute la chaîne si cette action échoue.' } },
];

/**
 * `retry.backoff` values. The seed shows only `exponential`; `linear` and `fixed` are the
 * other usual strategies, so values outside these three are reported as warnings.
 */
export const TAJO_BACKOFFS: readonly EnumValue[] = [
  { value: 'exponential', doc: { en: 'Doubles the wait between attempts.', fr: 'Double l’attente entre deux tentatives.' } },
  { value: 'linear', doc: { en: 'Grows the wait by a constant step between attempts.', fr: 'Augmente l’attente d’un pas constant entre deux tentatives.' } },
  { value: 'fixed', doc: { en: 'Waits the same time between attempts.', fr: 'Attend la même durée entre deux tentatives.' } },
];

/** Webhook `method` values (the seed shows POST; the others are the HTTP methods a webhook can use). */
export const TAJO_METHODS: readonly EnumValue[] = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE'].map((m) => ({
  value: m,
  doc: { en: `The webhook answers HTTP ${m} requests.`, fr: `Le webhook répond aux requêtes HTTP ${m}.` },
}));

/**
 * Webhook `authentication` values. The seed shows only `api_key`; `bearer`, `hmac`,
 * `basic` and `none` are the usual webhook schemes, so others are reported as warnings.
 */
export const TAJO_AUTHENTICATIONS: readonly EnumValue[] = [
  { value: 'api_key', doc: { en: 'Callers send the workspace API key.', fr: 'Les appelants envoient la clé d’API de l’espace.' } },
  { value: 'bearer', doc: { en: 'Callers send a bearer token.', fr: 'Les appelants envoient un jeton bearer.' } },
  { value: 'hmac', doc: { en: 'Callers sign the body with a shared secret.', fr: 'Les appelants signent le corps avec un secret partagé.' } },
  { value: 'basic', doc: { en: 'HTTP basic authentication.', fr: 'Authentification HTTP basic.' } },
  { value: 'none', doc: { en: 'Anyone who knows the URL can trigger the skill.', fr: 'Quiconque connaît l’URL peut déclencher le skill.' } },
];

/** The six scopes the seed lists under "Permissions". */
export const TAJO_PERMISSIONS: readonly EnumValue[] = [
  { value: 'contacts:read', doc: { en: 'Read contact data.', fr: 'Lire les données des contacts.' } },
  { value: 'contacts:write', doc: { en: 'Create, update and delete contacts.', fr: 'Créer, mettre à jour et supprimer des contacts.' } },
  { value: 'email:send', doc: { en: 'Send transactional emails.', fr: 'Envoyer des emails transactionnels.' } },
  { value: 'sms:send', doc: { en: 'Send SMS messages.', fr: 'Envoyer des SMS.' } },
  { value: 'lists:write', doc: { en: 'Manage contact lists.', fr: 'Gérer les listes de contacts.' } },
  { value: 'events:write', doc: { en: 'Track custom events.', fr: 'Suivre des événements personnalisés.' } },
];

/** One action type, with the scope its Brevo call needs. */
export interface TajoActionType {
  readonly type: string;
  readonly doc: LocalizedText;
  /**
   * Scope the action needs in `permissions`. `brevo/send-whatsapp` has none: the seed
   * lists no WhatsApp scope, and demanding one would make every WhatsApp skill report
   * either a missing or an unknown permission.
   */
  readonly scope?: string;
}

/** The 13 action types of the seed's table, in its order. */
export const TAJO_ACTION_TYPES: readonly TajoActionType[] = [
  { type: 'brevo/send-email', scope: 'email:send', doc: { en: 'Send a transactional email.', fr: 'Envoyer un email transactionnel.' } },
  { type: 'brevo/send-sms', scope: 'sms:send', doc: { en: 'Send an SMS.', fr: 'Envoyer un SMS.' } },
  { type: 'brevo/send-whatsapp', doc: { en: 'Send a WhatsApp message (the format lists no scope for it).', fr: 'Envoyer un message WhatsApp (le format ne liste aucune permission pour lui).' } },
  { type: 'brevo/create-contact', scope: 'contacts:write', doc: { en: 'Create a new contact.', fr: 'Créer un nouveau contact.' } },
  { type: 'brevo/update-contact', scope: 'contacts:write', doc: { en: 'Update a contact’s attributes.', fr: 'Mettre à jour les attributs d’un contact.' } },
  { type: 'brevo/delete-contact', scope: 'contacts:write', doc: { en: 'Delete a contact.', fr: 'Supprimer un contact.' } },
  { type: 'brevo/add-to-list', scope: 'lists:write', doc: { en: 'Add a contact to a list.', fr: 'Ajouter un contact à une liste.' } },
  { type: 'brevo/remove-from-list', scope: 'lists:write', doc: { en: 'Remove a contact from a list.', fr: 'Retirer un contact d’une liste.' } },
  { type: 'brevo/track-event', scope: 'events:write', doc: { en: 'Track a custom event.', fr: 'Suivre un événement personnalisé.' } },
  { type: 'http/request', doc: { en: 'Make an HTTP request.', fr: 'Effectuer une requête HTTP.' } },
  { type: 'transform/map', doc: { en: 'Transform data.', fr: 'Transformer des données.' } },
  { type: 'control/delay', doc: { en: 'Wait before going on (`parameters.duration`, e.g. `1h`).', fr: 'Attendre avant de continuer (`parameters.duration`, ex. `1h`).' } },
  { type: 'control/condition', doc: { en: 'Branch on a condition (`parameters.condition`, `then`, `else`).', fr: 'Brancher selon une condition (`parameters.condition`, `then`, `else`).' } },
];

/** A template filter (`{{ value | name: arg }}`). */
export interface TajoFilter {
  readonly name: string;
  readonly doc: LocalizedText;
  readonly example: string;
  /** Whether the filter takes an argument after `:` (`currency` may omit it). */
  readonly argument: 'none' | 'optional' | 'required';
}

/** The 12 filters of the seed's table. */
export const TAJO_FILTERS: readonly TajoFilter[] = [
  { name: 'default', argument: 'required', example: "{{ name | default: 'Guest' }}", doc: { en: 'Fallback value when empty.', fr: 'Valeur par défaut.' } },
  { name: 'uppercase', argument: 'none', example: '{{ name | uppercase }}', doc: { en: 'Upper-case string.', fr: 'Chaîne en majuscules.' } },
  { name: 'lowercase', argument: 'none', example: '{{ email | lowercase }}', doc: { en: 'Lower-case string.', fr: 'Chaîne en minuscules.' } },
  { name: 'capitalize', argument: 'none', example: '{{ name | capitalize }}', doc: { en: 'First letter upper-case.', fr: 'Première lettre en majuscule.' } },
  { name: 'truncate', argument: 'required', example: '{{ desc | truncate: 100 }}', doc: { en: 'Cut a string to a length.', fr: 'Tronquer une chaîne.' } },
  { name: 'date', argument: 'required', example: "{{ date | date: 'YYYY-MM-DD' }}", doc: { en: 'Format a date.', fr: 'Formater une date.' } },
  { name: 'currency', argument: 'optional', example: "{{ price | currency: 'EUR' }}", doc: { en: 'Format as a currency.', fr: 'Formater en devise.' } },
  { name: 'map', argument: 'required', example: "{{ items | map: 'name' }}", doc: { en: 'Take one property of each array item.', fr: 'Mapper une propriété de tableau.' } },
  { name: 'join', argument: 'required', example: "{{ tags | join: ', ' }}", doc: { en: 'Join an array into a string.', fr: 'Joindre un tableau.' } },
  { name: 'first', argument: 'none', example: '{{ items | first }}', doc: { en: 'First item of an array.', fr: 'Premier élément du tableau.' } },
  { name: 'last', argument: 'none', example: '{{ items | last }}', doc: { en: 'Last item of an array.', fr: 'Dernier élément du tableau.' } },
  { name: 'size', argument: 'none', example: '{{ items | size }}', doc: { en: 'Length of an array or string.', fr: 'Taille du tableau/de la chaîne.' } },
];

/** A condition operator (`field: "<op> value"`). */
export interface TajoOperator {
  readonly operator: string;
  readonly doc: LocalizedText;
  readonly example: string;
  /** `exists` takes no operand. */
  readonly operand: boolean;
}

/**
 * The operators of the seed's table, plus `exists`: the table omits it but the seed's own
 * complete example uses `customer_email: "exists"`. A value with no operator means `=`.
 */
export const TAJO_OPERATORS: readonly TajoOperator[] = [
  { operator: '=', operand: true, example: 'status: "active"', doc: { en: 'Equal (also what a bare value means).', fr: 'Égal (c’est aussi le sens d’une valeur seule).' } },
  { operator: '!=', operand: true, example: 'status: "!= deleted"', doc: { en: 'Not equal.', fr: 'Différent de.' } },
  { operator: '>', operand: true, example: 'cart_value: "> 50"', doc: { en: 'Greater than.', fr: 'Supérieur à.' } },
  { operator: '>=', operand: true, example: 'items: ">= 1"', doc: { en: 'Greater than or equal.', fr: 'Supérieur ou égal.' } },
  { operator: '<', operand: true, example: 'age: "< 30"', doc: { en: 'Less than.', fr: 'Inférieur à.' } },
  { operator: '<=', operand: true, example: 'quantity: "<= 10"', doc: { en: 'Less than or equal.', fr: 'Inférieur ou égal.' } },
  { operator: 'contains', operand: true, example: 'email: "contains @gmail.com"', doc: { en: 'String contains.', fr: 'Chaîne contient.' } },
  { operator: 'starts_with', operand: true, example: 'name: "starts_with Dr."', doc: { en: 'String prefix.', fr: 'Préfixe de chaîne.' } },
  { operator: 'in', operand: true, example: 'country: "in US,CA,UK"', doc: { en: 'Value in a comma-separated list.', fr: 'Valeur dans une liste séparée par des virgules.' } },
  { operator: 'exists', operand: false, example: 'customer_email: "exists"', doc: { en: 'The field is present (used in Tajo’s own example, though its operator table leaves it out).', fr: 'Le champ est présent (utilisé dans l’exemple de Tajo, bien que son tableau des opérateurs l’omette).' } },
];

/** Named schedules the seed shows besides cron expressions. */
export const TAJO_NAMED_SCHEDULES: readonly EnumValue[] = [
  { value: 'every_hour', doc: { en: 'Once an hour.', fr: 'Une fois par heure.' } },
  { value: 'every_day', doc: { en: 'Once a day.', fr: 'Une fois par jour.' } },
];

/** The three trigger kinds; a trigger has exactly one of these keys. */
export const TAJO_TRIGGER_KINDS = ['event', 'schedule', 'webhook'] as const;
export type TajoTriggerKind = (typeof TAJO_TRIGGER_KINDS)[number];

/** `then`/`else` may name this instead of an action id. */
export const TAJO_STOP = 'stop';

/** Values of an enum, for messages and membership tests. */
export function enumValues(values: readonly EnumValue[]): string[] {
  return values.map((v) => v.value);
}

/** The action type named `type`, if it is one of the 13. */
export function actionType(type: string): TajoActionType | undefined {
  return TAJO_ACTION_TYPES.find((a) => a.type === type);
}

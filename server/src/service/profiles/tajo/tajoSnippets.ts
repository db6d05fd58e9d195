import type { HeaderSchema } from '../../schema/headerSchema';
import { enumValues, TAJO_ACTION_TYPES, TAJO_AUTHENTICATIONS, TAJO_CATEGORIES, TAJO_METHODS, type TajoActionType } from './tajoVocabulary';

type Snippet = NonNullable<HeaderSchema['snippets']>[number];

/** `${n|a,b,c|}`: an LSP snippet choice. */
function choice(n: number, values: readonly string[]): string {
  return `\${${n}|${values.join(',')}|}`;
}

/**
 * Parameters inserted for each action type. The seed documents those of send-email,
 * control/delay and control/condition; for the others it documents none, so their
 * snippet leaves one key/value placeholder instead of inventing names.
 */
function parametersOf(a: TajoActionType): string {
  switch (a.type) {
    case 'brevo/send-email':
      return '    template_id: ${3:12345}\n    to: "{{ contact.email }}"\n    params:\n      ${4:first_name}: "{{ ${5:contact.firstName} }}"';
    case 'control/delay':
      return '    duration: ${3:1h}';
    case 'control/condition':
      return '    condition: "{{ ${3:cart.converted} }} = ${4:false}"\n    then: ${5:next_action}\n    else: ${6:stop}';
    default:
      return '    ${3:key}: ${4:value}';
  }
}

/** Id proposed for a new action of a type: `send_email`, `delay`… */
function defaultId(type: string): string {
  return type.slice(type.indexOf('/') + 1).replace(/-/g, '_');
}

const ACTION_SNIPPETS: readonly Snippet[] = TAJO_ACTION_TYPES.map((a) => ({
  label: `action ${a.type}`,
  context: 'list-item',
  parentKey: 'actions',
  doc: a.doc,
  body: `- id: \${1:${defaultId(a.type)}}\n  type: ${a.type}\n  parameters:\n${parametersOf(a)}\n$0`,
}));

/**
 * Snippets of the Tajo format. `list-item` bodies start with `- ` and are indented
 * relative to the dash; `header` bodies start at column 0 of a top-level key.
 */
export const TAJO_SNIPPETS: readonly Snippet[] = [
  {
    label: 'tajo skill',
    context: 'document',
    doc: { en: 'A new Tajo skill: every required field, one event trigger, one action.', fr: 'Un nouveau skill Tajo : tous les champs obligatoires, un déclencheur d’événement, une action.' },
    body: [
      '---',
      'name: ${1:${TM_FILENAME_BASE}}',
      'version: ${2:1.0.0}',
      'description: ${3:What the skill does, in 160 characters at most}',
      `category: ${choice(4, enumValues(TAJO_CATEGORIES))}`,
      'status: ${5|experimental,beta,stable|}',
      '',
      'triggers:',
      '  - event: ${6:customer_created}',
      '',
      'actions:',
      '  - id: ${7:send_welcome_email}',
      '    type: brevo/send-email',
      '    parameters:',
      '      template_id: ${8:12345}',
      '      to: "{{ contact.email }}"',
      '',
      'permissions:',
      '  - email:send',
      '---',
      '',
      '# ${9:Title}',
      '',
      '$0',
    ].join('\n'),
  },
  {
    label: 'event trigger',
    context: 'list-item',
    parentKey: 'triggers',
    doc: { en: 'Start the skill on a platform event, with conditions and a debounce.', fr: 'Lancer le skill sur un événement de la plateforme, avec conditions et anti-rebond.' },
    body: '- event: ${1:cart_abandoned}\n  conditions:\n    - ${2:cart_value}: "${3:> 50}"\n  debounce: ${4:30m}\n$0',
  },
  {
    label: 'schedule trigger',
    context: 'list-item',
    parentKey: 'triggers',
    doc: { en: 'Start the skill on a cron schedule in a time zone.', fr: 'Lancer le skill selon une planification cron dans un fuseau horaire.' },
    body: '- schedule: "${1:0 9 * * *}"\n  timezone: "${2:America/New_York}"\n$0',
  },
  {
    label: 'webhook trigger',
    context: 'list-item',
    parentKey: 'triggers',
    doc: { en: 'Start the skill when a URL is called.', fr: 'Lancer le skill quand une URL est appelée.' },
    body: `- webhook: /skills/\${1:skill-name}/trigger\n  method: ${choice(2, enumValues(TAJO_METHODS))}\n  authentication: ${choice(3, enumValues(TAJO_AUTHENTICATIONS))}\n$0`,
  },
  ...ACTION_SNIPPETS,
  {
    label: 'mcp block',
    context: 'header',
    doc: { en: 'Expose the skill as an MCP tool with an input schema.', fr: 'Exposer le skill comme outil MCP avec un schéma d’entrée.' },
    body: [
      'mcp:',
      '  tool_name: tajo/${1:${TM_FILENAME_BASE}}',
      '  description: ${2:What an agent can ask this tool to do}',
      '  inputSchema:',
      '    type: object',
      '    properties:',
      '      ${3:contact_email}:',
      '        type: ${4|string,number,integer,boolean,array,object|}',
      '        description: ${5:What this argument is}',
      '    required: [${3}]',
      '$0',
    ].join('\n'),
  },
];

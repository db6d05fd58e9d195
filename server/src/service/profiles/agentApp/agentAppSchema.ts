import type { HeaderSchema } from '../../schema/headerSchema';
import { CATEGORY_INFO } from './agentAppCategories';

/** Limits of seed 001 ("Limites"). */
export const AGENT_APP_LIMITS = {
  nameChars: 128,
  descriptionChars: 500,
  contentChars: 50_000,
} as const;

/** The four keys of an agent-app skill (seed 001). */
export const AGENT_APP_SCHEMA: HeaderSchema = {
  keys: [
    {
      key: 'name',
      type: 'string',
      required: true,
      doc: {
        en: 'The skill’s name: what `{{skill:name}}` references, the Read operation and the system prompt’s skill list use. At most 128 characters, only letters, digits, `-` and `_`.',
        fr: 'Le nom du skill : celui qu’utilisent les références `{{skill:nom}}`, l’opération Lire et la liste des skills du prompt système. 128 caractères au plus, uniquement lettres, chiffres, `-` et `_`.',
      },
    },
    {
      key: 'description',
      type: 'string',
      doc: {
        en: 'What the skill is for, returned by the List operation with its name and category. At most 500 characters.',
        fr: 'À quoi sert le skill, renvoyé par l’opération Lister avec son nom et sa catégorie. 500 caractères au plus.',
      },
    },
    {
      key: 'category',
      type: 'string',
      doc: {
        en: 'One of the five categories: `system`, `code`, `workflow`, `analysis`, `custom` (the French labels Système, Code, Flux de travail, Analyse, Personnalisée are accepted too).',
        fr: 'L’une des cinq catégories : `system`, `code`, `workflow`, `analysis`, `custom` (les libellés Système, Code, Flux de travail, Analyse, Personnalisée sont acceptés aussi).',
      },
      enum: CATEGORY_INFO.map((c) => ({ value: c.value, doc: { en: `${c.label} — ${c.doc.en}`, fr: `${c.label} — ${c.doc.fr}` }, aliases: c.value === 'code' ? [] : [c.label] })),
    },
    {
      key: 'enabled',
      type: 'boolean',
      default: 'true',
      doc: {
        en: '`false` turns the skill off: the app treats it as nonexistent — it is neither listed nor readable, and `{{skill:…}}` references to it break.',
        fr: '`false` désactive le skill : l’application le traite comme inexistant — il n’est ni listé ni lisible, et les références `{{skill:…}}` vers lui cassent.',
      },
      enum: [
        { value: 'true', doc: { en: 'Listed and readable (the default).', fr: 'Listée et lisible (par défaut).' } },
        { value: 'false', doc: { en: 'Treated as nonexistent.', fr: 'Traitée comme inexistante.' } },
      ],
    },
  ],
  snippets: [
    {
      label: 'agent-app skill',
      context: 'document',
      doc: { en: 'A new skill with name, description, category and enabled.', fr: 'Un nouveau skill avec nom, description, catégorie et activation.' },
      body: '---\nname: ${1:${TM_FILENAME_BASE}}\ndescription: ${2:What it is for, in one sentence.}\ncategory: ${3|system,code,workflow,analysis,custom|}\nenabled: true\n---\n# ${4:Title}\n\n$0',
    },
    {
      label: 'skill reference',
      context: 'document',
      doc: { en: 'Insert `{{skill:name}}`: at run time the app asks the model to read that skill first.', fr: 'Insère `{{skill:nom}}` : à l’exécution, l’application demande au modèle de lire ce skill d’abord.' },
      body: '{{skill:${1:name}}}$0',
    },
  ],
};

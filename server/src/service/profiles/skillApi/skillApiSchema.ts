import type { HeaderSchema } from '../../schema/headerSchema';

/** The two header keys of a skill-api skill (seed 003's `upsert_skill`). */
export const SKILL_API_SCHEMA: HeaderSchema = {
  keys: [
    {
      key: 'name',
      type: 'string',
      required: true,
      doc: {
        en: 'The skill name. The API derives the slug from it (lowercase, other characters become `-`); two names with one slug land on the same skill. Without it, the folder name is used.',
        fr: 'Le nom du skill. L’API en dérive le slug (minuscules, les autres caractères deviennent `-`) ; deux noms au même slug tombent sur le même skill. Sans lui, le nom du dossier est utilisé.',
      },
    },
    {
      key: 'description',
      type: 'string',
      required: true,
      doc: {
        en: 'What makes the agent decide to load this skill, so state when to use it. This is the only line the agent sees before opening the skill.',
        fr: 'Ce qui décide l’agent à charger ce skill : dites quand l’utiliser. C’est la seule ligne que l’agent voit avant d’ouvrir le skill.',
      },
    },
  ],
  snippets: [
    {
      label: 'skill-api skill',
      context: 'document',
      doc: { en: 'A new skill: name and a "when to use it" description.', fr: 'Un nouveau skill : nom et description « quand l’utiliser ».' },
      body: '---\nname: ${1:${TM_DIRECTORY/.*[\\\\/]//}}\ndescription: ${2:Use when …}\n---\n# ${3:Title}\n\n$0',
    },
  ],
};

import type { HeaderSchema } from '../../schema/headerSchema';

/** The three keys seed 000's runtime reads; every other key is ignored. */
export const MM_SCHEMA: HeaderSchema = {
  keys: [
    { key: 'name', type: 'string', doc: { en: 'Name shown in the catalog and accepted by `read_skill`. Empty keeps the default: the file name without `.md`, or the folder name for a `SKILL.md`.', fr: 'Nom affiché dans le catalogue et accepté par `read_skill`. Vide, il garde le défaut : le nom du fichier sans `.md`, ou le nom du dossier pour un `SKILL.md`.' } },
    { key: 'description', type: 'string', default: '""', doc: { en: 'One-line summary shown in the catalog. Without it the skill is a bare name the model cannot match to anything.', fr: 'Résumé d’une ligne affiché dans le catalogue. Sans lui, le skill n’est qu’un nom nu que le modèle ne peut rattacher à rien.' } },
    { key: 'keywords', type: 'comma-list', doc: { en: 'Comma-separated words a user would really type, in any language. Only the first 8 reach the model, in order; do not spend them on words of the description.', fr: 'Mots qu’un utilisateur taperait vraiment, séparés par des virgules, dans n’importe quelle langue. Seuls les 8 premiers atteignent le modèle, dans l’ordre ; ne les gaspillez pas sur des mots de la description.' } },
  ],
  snippets: [
    { label: 'mm skill', context: 'document', doc: { en: 'A new skill with name, description and keywords.', fr: 'Un nouveau skill avec nom, description et mots-clés.' }, body: '---\nname: ${1:${TM_DIRECTORY/.*[\\\\/]//}}\ndescription: ${2:What it does, in one line.}\nkeywords: ${3:words, users, type}\n---\n# ${4:Title}\n\n$0' },
  ],
};

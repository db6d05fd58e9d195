import type { RuleMeta } from '../profiles/profile';

/** Code of the report on a suppression comment that suppresses nothing. */
export const SUPPRESSION_UNUSED = 'suppression-unused';

/** The codes of suppression comments (listed with the codes every profile reports). */
export const SUPPRESSION_RULES: readonly RuleMeta[] = [
  {
    code: SUPPRESSION_UNUSED,
    severity: 'warning',
    doc: {
      en: 'A `<!-- skillkiln-disable… -->` comment that hides no problem (the problem was fixed, the code is misspelt, or the comment is not where the problem is): it would silently hide the next one.',
      fr: 'Un commentaire `<!-- skillkiln-disable… -->` qui ne masque aucun problème (le problème a été corrigé, le code est mal écrit, ou le commentaire n’est pas là où est le problème) : il masquerait en silence le suivant.',
    },
    fix: { en: 'Remove the comment, or the code it no longer needs.', fr: 'Supprimer le commentaire, ou le code dont il n’a plus besoin.' },
  },
];

import { removeSuppression } from '../features/codeActions/removeSuppression';
import type { EngineRule, RuleCode } from './rule';
import { lines, mm } from './exampleText';

/** Code of the report on a suppression comment that suppresses nothing. */
export const SUPPRESSION_UNUSED = 'suppression-unused';

/** The code of suppression comments, as its page and hover say it. */
const SUPPRESSION_UNUSED_CODE: RuleCode = {
    code: SUPPRESSION_UNUSED,
    severity: 'warning',
    doc: {
      en: 'A `<!-- skillkiln-disable… -->` comment that hides no problem (the problem was fixed, the code is misspelt, or the comment is not where the problem is): it would silently hide the next one.',
      fr: 'Un commentaire `<!-- skillkiln-disable… -->` qui ne masque aucun problème (le problème a été corrigé, le code est mal écrit, ou le commentaire n’est pas là où est le problème) : il masquerait en silence le suivant.',
    },
    fix: { en: 'Remove the comment, or the code it no longer needs.', fr: 'Supprimer le commentaire, ou le code dont il n’a plus besoin.' },
  example: { file: 'skills/greetings.md', text: mm(['name: greetings', 'description: Greet somebody.'], lines('<!-- skillkiln-disable-next-line keywords-cap -->', 'Greet the person by name.').trimEnd()) },
};

/**
 * Suppression comments that hide nothing: the engine reports them once the other findings
 * of the file are known (`applySuppressions`), so the module holds only their docs and fix.
 */
export const suppressionRule: EngineRule = {
  id: 'suppressions',
  kind: 'engine',
  codes: [SUPPRESSION_UNUSED_CODE],
  reads: ['body'],
  fixes: [removeSuppression],
};

import { countEn, countFr } from '../../../text/numbers';
import type { SkillRule } from '../../profile';
import { AGENT_APP_LIMITS } from '../agentAppSchema';
import type { RuleCode } from '../../../rules/rule';
import { lines, mm, repeated } from '../../../rules/exampleText';

/** `description-length`: its severity and docs (rule pages, hovers, SARIF). */
export const DESCRIPTION_LENGTH: RuleCode = { code: 'description-length', severity: 'error', doc: { en: 'The description is longer than 500 characters: the app will not save the skill.', fr: 'La description dépasse 500 caractères : l’application n’enregistre pas le skill.' } };

/** `content-length`: its severity and docs (rule pages, hovers, SARIF). */
export const CONTENT_LENGTH: RuleCode = { code: 'content-length', severity: 'error', doc: { en: 'The content (the markdown after the header) is longer than 50,000 characters: the app will not save the skill.', fr: 'Le contenu (le markdown après l’en-tête) dépasse 50 000 caractères : l’application n’enregistre pas le skill.' },
  // Built when a test or the docs ask, not when the server loads.
  example: { file: 'prompts-app/code-review.md', profile: 'agent-app', get text() { return mm(['name: code-review', 'description: Review a pull request.', 'category: code'], lines('# Checklist', '', ...repeated('- Check that every new function has a test that fails without it.', 800)).trimEnd()); } },
};


/**
 * `description-length` (over 500 characters) and `content-length` (a body over 50,000
 * characters). The content is the markdown after the header: the app stores name,
 * description and category as fields and the body as the skill's content. Characters are
 * UTF-16 units, the stricter count (an emoji counts 2), so nothing the app refuses slips by.
 */
export const agentAppLimitRule: SkillRule = {
  id: 'agent-app-limits',
  kind: 'skill',
  codes: [DESCRIPTION_LENGTH, CONTENT_LENGTH],
  reads: ['header', 'body'],
  check({ skill, report }) {
    const { description, descriptionRange } = skill.info;
    if (descriptionRange && description.length > AGENT_APP_LIMITS.descriptionChars) {
      report({
        code: 'description-length',
        range: descriptionRange,
        message: {
          en: `Shorten the description to ${AGENT_APP_LIMITS.descriptionChars} characters: it has ${countEn(description.length)}, and the app will not save this skill.`,
          fr: `Raccourcissez la description à ${AGENT_APP_LIMITS.descriptionChars} caractères : elle en compte ${countFr(description.length)}, et l’application n’enregistrera pas ce skill.`,
        },
      });
    }
    const { text, bodyStart, lines } = skill.parsed;
    // A huge file's body is scanned only in part; its size is still the whole file's.
    const length = (skill.parsed.whole?.length ?? text.length) - bodyStart;
    if (length > AGENT_APP_LIMITS.contentChars) {
      // The range covers what is over the limit: that is what has to go.
      const over = bodyStart + AGENT_APP_LIMITS.contentChars;
      report({
        code: 'content-length',
        range: lines.range(over, text.length),
        message: {
          en: `Move detail into another skill and reference it with \`{{skill:name}}\`: the content (the markdown after the header) has ${countEn(length)} characters, the app accepts at most ${countEn(AGENT_APP_LIMITS.contentChars)} and will not save this skill, and everything from here on is over the limit.`,
          fr: `Déplacez le détail dans un autre skill référencé par \`{{skill:nom}}\` : le contenu (le markdown après l’en-tête) compte ${countFr(length)} caractères, l’application en accepte ${countFr(AGENT_APP_LIMITS.contentChars)} au plus et n’enregistrera pas ce skill, et tout ce qui suit dépasse la limite.`,
        },
      });
    }
  },
};

import type { ProfileId } from '../../../config/serviceConfig';
import type { IgnoredEntry, SkillRoot } from '../../../discovery/skillRoot';
import { ProfileVotes } from '../../detectProfile';
import { chooseProfile } from '../../profileChoice';
import type { DocumentRule, DocumentRuleContext, IndexView } from '../../profile';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `readme-not-skill`: its severity and docs and example (rule pages, hovers, SARIF). */
export const README_NOT_SKILL: RuleCode = {
  code: 'readme-not-skill', severity: 'information',
  doc: { en: 'README.md at the root of the skills folder has a header, but it is documentation, not a skill: it is never served.', fr: 'Le README.md à la racine du dossier des skills a un en-tête, mais c’est de la documentation, pas un skill : il n’est jamais servi.' },
  example: { file: 'skills/README.md', text: mm(['name: readme', 'description: What these skills are.'], 'The skills of this project.') },
};

/**
 * `readme-not-skill`: a `README.md` at the root of a skills folder is documentation, not
 * a skill (seed 000). A header in it suggests the author expects it to be served; it is
 * not, and nothing reads that header. Runs on other documents: discovery lists these
 * READMEs in `ignored()` with the reason `readme`.
 */
export const readmeNotSkillRule: DocumentRule = {
  id: 'mm.readme-not-skill',
  kind: 'document',
  codes: [README_NOT_SKILL],
  reads: ['document', 'other-headers'],
  appliesTo: (p: string, index: IndexView) => rootReadme(p, index) !== undefined,
  check(ctx: DocumentRuleContext) {
    const fm = ctx.parsed.frontMatter;
    if (!fm) return;
    const readme = rootReadme(ctx.path, ctx.index);
    if (!readme || rootProfile(ctx, readme.root) !== 'mm') return;
    ctx.report({
      code: 'readme-not-skill',
      range: { start: fm.openRange.start, end: (fm.closeRange ?? fm.openRange).end },
      message: {
        en: 'Nothing reads this header: a README.md at the root of the skills folder is documentation, not a skill, and read_skill never serves it.',
        fr: 'Rien ne lit cet en-tête : un README.md à la racine du dossier des skills est de la documentation, pas un skill, et read_skill ne le sert jamais.',
      },
    });
  },
};

/**
 * The profile of a root: the one the index chose for its skills; for a root without skills,
 * the settings (`rootProfiles`, `profile`), else what detection picks for an empty root.
 */
function rootProfile(ctx: DocumentRuleContext, root: SkillRoot): ProfileId {
  const skill = ctx.index.skillsInFolder(root.folder).find((s) => s.record.root.path === root.path);
  if (skill) return skill.profileId;
  return chooseProfile(root, ctx.config, new ProfileVotes()).profile;
}

/** The ignored-README entry of `p` when it is the README at the root of a skills folder. */
function rootReadme(p: string, index: IndexView): IgnoredEntry | undefined {
  return index.ignored().find((e) => e.path === p && e.reason === 'readme');
}

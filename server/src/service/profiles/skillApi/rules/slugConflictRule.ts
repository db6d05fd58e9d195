import type { RootRule, SkillView } from '../../profile';
import { skillAnchorRange } from '../../shared/skillAnchorRange';
import { slugify } from '../slugify';
import type { RuleCode } from '../../../rules/rule';
import { mm } from '../../../rules/exampleText';

/** `slug-conflict`: its severity and docs and example (rule pages, hovers, SARIF). */
export const SLUG_CONFLICT: RuleCode = { code: 'slug-conflict', severity: 'error', doc: { en: 'Two names derive the same slug: uploading one replaces the other.', fr: 'Deux noms donnent le même slug : envoyer l’une remplace l’autre.' },
  example: { file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: Invoice Extraction', 'description: Use when the user sends an invoice to extract.']), others: { 'skill-api/invoice-extraction-2/SKILL.md': mm(['name: invoice extraction', 'description: Use when an invoice arrives.']) } },
};

/** `slug-empty`: its severity and docs and example (rule pages, hovers, SARIF). */
export const SLUG_EMPTY: RuleCode = { code: 'slug-empty', severity: 'error', doc: { en: 'The name has no letter a–z or digit: its slug is empty and the API cannot store the skill.', fr: 'Le nom n’a ni lettre a–z ni chiffre : son slug est vide et l’API ne peut pas stocker le skill.' },
  example: { file: 'skill-api/invoice-extraction/SKILL.md', profile: 'skill-api', text: mm(['name: "!!!"', 'description: Use when the user sends an invoice to extract.']) },
};

/**
 * `slug-conflict`: two names that derive one slug (`My Skill` and `my-skill`). Upserting
 * one lands on the other: it replaces it, or is refused when an app owns it.
 * `slug-empty`: a name with no ASCII letter or digit derives no slug at all.
 */
export const slugConflictRule: RootRule = {
  id: 'skill-api-slug-conflict',
  kind: 'root',
  codes: [SLUG_CONFLICT, SLUG_EMPTY],
  reads: ['root'],
  // Names without a slug form one group, each reported alone.
  groupKey: (s) => (s.status === 'layout' ? undefined : slugify(s.info.name)),
  check({ skills, report }) {
    const bySlug = new Map<string, SkillView[]>();
    for (const s of skills) {
      if (s.status === 'layout') continue;
      const slug = slugify(s.info.name);
      const range = s.info.nameRange ?? skillAnchorRange(s.parsed);
      if (slug === '') {
        report(s.record.path, {
          code: 'slug-empty',
          range,
          message: {
            en: `Put a letter a–z or a digit in the name: the API derives an empty slug from "${s.info.name}" and cannot store the skill.`,
            fr: `Mettez une lettre a–z ou un chiffre dans le nom : l’API dérive un slug vide de « ${s.info.name} » et ne peut pas stocker le skill.`,
          },
        });
        continue;
      }
      const list = bySlug.get(slug);
      if (list) list.push(s);
      else bySlug.set(slug, [s]);
    }
    for (const [slug, list] of bySlug) {
      if (list.length < 2) continue;
      for (const s of list) {
        const others = list.filter((o) => o !== s);
        const names = others.map((o) => `"${o.info.name}"`).join(', ');
        report(s.record.path, {
          code: 'slug-conflict',
          range: s.info.nameRange ?? skillAnchorRange(s.parsed),
          message: {
            en: `Uploading one of these skills replaces ${others.length > 1 ? 'another' : 'the other'}: "${s.info.name}" has the slug "${slug}", like ${names}, and the API keys skills by slug.`,
            fr: `Envoyer l’un de ces skills remplace ${others.length > 1 ? 'un autre' : 'l’autre'} : « ${s.info.name} » a le slug « ${slug} », comme ${names.replace(/"([^"]*)"/g, '« $1 »')}, et l’API identifie les skills par leur slug.`,
          },
          related: others.map((o) => ({ path: o.record.path, range: o.info.nameRange ?? skillAnchorRange(o.parsed), message: { en: `also slug "${slug}"`, fr: `slug « ${slug} » aussi` } })),
        });
      }
    }
  },
};

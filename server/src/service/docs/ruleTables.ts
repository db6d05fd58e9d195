import type { Locale } from '../model/finding';
import { allProfiles } from '../profiles/registry';
import type { RuleMeta } from '../profiles/profile';
import { commonCodes, ownCodes } from '../rules/profileRules';

const cell = (s: string | undefined) => (s ?? '').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

function table(rules: readonly RuleMeta[], locale: Locale): string {
  const head = locale === 'fr' ? '| code | sévérité | ce que fait le runtime | correctif |' : '| code | severity | what the runtime does | fix |';
  return [head, '|---|---|---|---|', ...rules.map((r) => `| \`${r.code}\` | ${r.severity} | ${cell(r.doc[locale])} | ${cell(r.fix?.[locale]) || '—'} |`)].join('\n');
}

/** Markdown tables of every diagnostic code, per profile, from the rules' own metadata (the README's source). */
export function renderRuleTables(locale: Locale = 'en'): string {
  const sections = [`### ${locale === 'fr' ? 'Tous les profils' : 'Every profile'}\n\n${table(commonCodes(), locale)}`];
  for (const p of allProfiles()) sections.push(`### \`${p.id}\`\n\n${table(ownCodes(p), locale)}`);
  return sections.join('\n\n');
}

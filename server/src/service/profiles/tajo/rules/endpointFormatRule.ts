import { isScalar, isSeq } from 'yaml';
import type { SkillRule } from '../../profile';
import type { ReplaceValueFix } from '../fixData';
import { readTajoHeader } from '../tajoHeader';
import { rangeOf, sourceOf, valueOf } from '../yamlNodes';
import { replaceValue } from '../../../features/codeActions/replaceValue';
import type { RuleCode } from '../../../rules/rule';
import { lines, tajo } from '../../../rules/exampleText';

/** `endpoint-format`: its severity and docs (rule pages, hovers, SARIF). */
export const ENDPOINT_FORMAT: RuleCode = { code: 'endpoint-format', severity: 'warning', doc: { en: 'A `brevoEndpoints` entry is not `METHOD /path` (`POST /v3/contacts`).', fr: 'Une entrée de `brevoEndpoints` n’est pas `MÉTHODE /chemin` (`POST /v3/contacts`).' }, fix: { en: 'Normalize it to `METHOD /path`.', fr: 'La normaliser en `MÉTHODE /chemin`.' },
  example: { file: 'tajo/cart-reminder.md', profile: 'tajo', text: tajo({ endpoints: lines('brevoEndpoints:', '  - /v3/contacts').trimEnd() }) },
};

/** `METHOD /path`: an HTTP method in capitals, one space, a path without spaces. */
const ENDPOINT = /^(GET|POST|PUT|PATCH|DELETE) \/\S*$/;

/** `endpoint-format`: each `brevoEndpoints` entry reads `METHOD /path` (`POST /v3/contacts`). */
export const endpointFormatRule: SkillRule = {
  id: 'tajo-endpoint-format',
  kind: 'skill',
  codes: [ENDPOINT_FORMAT],
  reads: ['header'],
  fixes: [replaceValue],
  check({ skill, report }) {
    const header = readTajoHeader(skill.parsed);
    if (!header) return;
    const { parsed } = header;
    const list = valueOf(header.top, 'brevoEndpoints');
    if (!isSeq(list)) return;
    for (const item of list.items) {
      if (!isScalar(item) || item.value === null) continue;
      const text = typeof item.value === 'string' ? item.value : sourceOf(parsed, item);
      if (ENDPOINT.test(text)) continue;
      const range = rangeOf(parsed, item);
      const m = /^\s*(get|post|put|patch|delete)\s+(\/\S*)\s*$/i.exec(text);
      const fixed = m ? `${m[1]!.toUpperCase()} ${m[2]}` : undefined;
      const data: ReplaceValueFix | undefined = fixed && fixed !== text ? { fix: 'replace-value', range, newText: fixed } : undefined;
      report({ code: 'endpoint-format', range, ...(data ? { data } : {}), message: { en: `Write this entry as \`METHOD /path\` (GET, POST, PUT, PATCH or DELETE, one space, a path starting with \`/\`${fixed ? `: \`${fixed}\`` : ''}): \`brevoEndpoints\` lists the Brevo calls the skill makes, and \`${text}\` cannot be read as one.`, fr: `Écrivez cette entrée sous la forme \`MÉTHODE /chemin\` (GET, POST, PUT, PATCH ou DELETE, une espace, un chemin commençant par \`/\`${fixed ? ` : \`${fixed}\`` : ''}) : \`brevoEndpoints\` liste les appels Brevo du skill, et \`${text}\` ne peut pas être lu comme l’un d’eux.` } });
    }
  },
};

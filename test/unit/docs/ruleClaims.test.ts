import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Cause } from '../../../server/src/service/agents/agentDeclaration';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { CAUSE_TEXT } from '../../../server/src/service/agents/causeText';
import { AGENT_TARGETS } from '../../../server/src/service/config/serviceConfig';
import { DOC_EFFECT_TEXT, RULE_CAUSES, docEffectOf, type DocEffect } from '../../../server/src/service/docs/agentEffects';
import { ruleCatalog } from '../../../server/src/service/docs/ruleCatalog';
import { rulePagesDir } from '../../../server/src/service/docs/rulePages';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');

/** Every way a page could name an agent: its labels and their short forms. */
const NAMES: readonly RegExp[] = [...new Set(Object.values(AGENTS).flatMap((a) => [a.label.en, a.label.fr, a.label.en.replace(/ \(.*\)$/, '')]).concat(['reference validator', 'validateur de référence', 'skills-ref']))]
  .map((n) => new RegExp(`(^|[^\\w-])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`));

/** The page without its generated agent section and its example (a skill's own text). */
function handWritten(page: string): string {
  return page.replace(/\n## (What each agent does|Ce que fait chaque agent)\n[\s\S]*?(?=\n## )/, '\n').replace(/````markdown[\s\S]*?````/g, '');
}

describe('rule pages: what they say about agents comes from the declarations', () => {
  test('no rule names an agent in hand-written prose (its metadata, in English and French)', () => {
    const named: string[] = [];
    for (const doc of ruleCatalog()) {
      for (const { scope, meta } of doc.uses) {
        for (const text of [meta.doc.en, meta.doc.fr, meta.fix?.en ?? '', meta.fix?.fr ?? '']) {
          const hit = NAMES.find((n) => n.test(text));
          if (hit) named.push(`${doc.code} (${scope}): ${hit.source} in "${text}"`);
        }
      }
    }
    assert.deepEqual(named, []);
  });

  test('every committed page, English and French, names agents only in its generated section, and that section says what the declarations say', () => {
    for (const locale of ['en', 'fr'] as const) {
      const dir = path.join(REPO, rulePagesDir(locale));
      for (const doc of ruleCatalog()) {
        const page = fs.readFileSync(path.join(dir, `${doc.code}.md`), 'utf8');
        const hand = handWritten(page);
        const hit = NAMES.find((n) => n.test(hand));
        assert.ok(!hit, `${locale} ${doc.code}: names an agent by hand (${hit?.source})`);
        const causes = RULE_CAUSES[doc.code];
        if (!causes) continue;
        for (const cause of causes) {
          // The page's claims, read back: the line of each effect and the agents it lists.
          const block = page.split(`**${CAUSE_TEXT[cause][locale].charAt(0).toUpperCase()}${CAUSE_TEXT[cause][locale].slice(1)}**`)[1]?.split(/\n\n(?:\*\*|## )/)[0];
          assert.ok(block, `${locale} ${doc.code}: no section for ${cause}`);
          const claimed = new Map<string, DocEffect>();
          for (const line of block.trim().split('\n')) {
            const effect = (Object.keys(DOC_EFFECT_TEXT) as DocEffect[]).find((e) => line.startsWith(`- ${DOC_EFFECT_TEXT[e][locale]}${locale === 'fr' ? ' :' : ':'} `));
            assert.ok(effect, `${locale} ${doc.code}: unknown line ${line}`);
            for (const label of line.slice(line.indexOf(': ') + 2).split(', ')) claimed.set(label, effect);
          }
          for (const id of AGENT_TARGETS) {
            const declared: DocEffect = docEffectOf(AGENTS[id], cause as Cause);
            assert.equal(claimed.get(AGENTS[id].label[locale]), declared, `${locale} ${doc.code}: ${id} for ${cause}`);
          }
        }
      }
    }
  });

  test('every agent-skills code about an agent\'s behaviour has its causes', () => {
    for (const code of Object.keys(RULE_CAUSES)) assert.ok(ruleCatalog().some((d) => d.code === code), code);
  });
});

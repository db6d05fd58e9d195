import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { AGENT_TARGETS, DEFAULT_TARGETS } from '../../../server/src/service/config/serviceConfig';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const json = (file: string) => JSON.parse(readFileSync(path.join(REPO, file), 'utf8')) as Record<string, unknown>;

type Props = Record<string, { items?: { enum?: string[]; markdownEnumDescriptions?: string[] }; default?: unknown; propertyNames?: { enum?: string[] } }>;

/** The settings VS Code shows must offer every agent the service knows, each described in both languages. */
describe('package.json: the agent settings follow the agents', () => {
  const contributes = json('package.json')['contributes'] as { configuration: { properties: Props } | { properties: Props }[] };
  const all = Array.isArray(contributes.configuration) ? contributes.configuration : [contributes.configuration];
  const props = Object.assign({}, ...all.map((c) => c.properties)) as Props;

  test('skillkiln.agentSkills.targets offers every target and defaults to the service\'s default (not the reference validator), in the product\'s order', () => {
    const targets = props['skillkiln.agentSkills.targets']!;
    assert.deepEqual(targets.items!.enum, [...AGENT_TARGETS]);
    assert.deepEqual(targets.default, [...DEFAULT_TARGETS]);
  });

  test('each target has a description in English and French', () => {
    const keys = props['skillkiln.agentSkills.targets']!.items!.markdownEnumDescriptions!;
    assert.equal(keys.length, AGENT_TARGETS.length);
    for (const file of ['package.nls.json', 'package.nls.fr.json']) {
      const nls = json(file);
      for (const key of keys) assert.ok(typeof nls[key.replace(/^%|%$/g, '')] === 'string', `${file}: ${key}`);
    }
  });

  test('skillkiln.agentSkills.listingBudget accepts exactly the targets', () => {
    assert.deepEqual(props['skillkiln.agentSkills.listingBudget']!.propertyNames!.enum, [...AGENT_TARGETS]);
  });
});

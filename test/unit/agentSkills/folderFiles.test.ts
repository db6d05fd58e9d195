import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { manifestName } from '../../../server/src/service/agents/pluginName';
import { catalogOf, skillPath, skillText, validHeader } from './agentSkillsFixture';

const bytes = (text: string) => new TextEncoder().encode(text);
const skill = (dir: string, name = dir) => ({ [skillPath(dir)]: skillText([`name: ${name}`, `description: Does ${name} things.`]) });
/** Codex's lines of `/ws/skills`, in its order, without the file part. */
const codexNames = (files: Record<string, string>) => catalogOf(files, 'codex').entries.filter((e) => e.status !== 'omitted').map((e) => e.line.replace(/: Does .*$/, ''));

describe('Codex names a skill under a plugin folder `<plugin>:<name>` (observed on 0.171.0)', () => {
  test('the nearest folder with a manifest it reads gives the plugin, from the skill\'s own up to the workspace', () => {
    const files = {
      ...skill('zz', 'zeta'), '/ws/skills/zz/.claude-plugin/plugin.json': '{"name": "aaa"}',
      ...skill('nest/skills/inner', 'inner'), '/ws/skills/nest/.codex-plugin/plugin.json': '{"name": "nester"}',
      ...skill('plain'), '/ws/.claude-plugin/plugin.json': '{"name": "repo"}',
      // Above the workspace folder: never read.
      '/.claude-plugin/plugin.json': '{"name": "outside"}',
    };
    // Sorted by the whole name: `aaa:zeta` before `nester:inner` before `repo:plain`.
    assert.deepEqual(codexNames(files), ['- aaa:zeta', '- nester:inner', '- repo:plain']);
    assert.deepEqual(codexNames(skill('plain')), ['- plain']);
  });

  test('`.codex-plugin` decides for its folder; one it cannot read sends the search one folder up, the other manifest unread', () => {
    const files = {
      ...skill('both'), '/ws/skills/both/.codex-plugin/plugin.json': '{"name": 7}', '/ws/skills/both/.claude-plugin/plugin.json': '{"name": "claudeside"}',
      ...skill('first'), '/ws/skills/first/.codex-plugin/plugin.json': '{"version": 1}', '/ws/skills/first/.claude-plugin/plugin.json': '{"name": "claudeside"}',
      '/ws/skills/.claude-plugin/plugin.json': '{"name": "rootplug"}',
    };
    assert.deepEqual(codexNames(files), ['- first:first', '- rootplug:both']);
  });

  test('a plugin name keeps its white space; the header name is still put on one line', () => {
    const files = { [skillPath('sp')]: skillText(['name: "a  b"', 'description: Does sp things.']), '/ws/skills/sp/.claude-plugin/plugin.json': '{"name": "  Spaced  "}' };
    assert.deepEqual(codexNames(files), ['-   Spaced  :a b']);
  });

  test('the manifest as serde reads it: one `name` field, by key or by position', () => {
    const cases: [string, string | null][] = [
      ['{"name": "x"}', 'x'], ['{}', 'folder'], ['{"name": ""}', 'folder'], ['[]', 'folder'], ['["x"]', 'x'], ['{"version": 5, "name": "v"}', 'v'],
      ['{"name": null}', null], ['{"name": 5}', null], ['{"name": "a", "name": "b"}', null], ['["x", 5]', null], ['[5]', null],
      ['"text"', null], ['5', null], ['{"name": "x",}', null], ['// c\n{"name": "x"}', null], ['\uFEFF{"name": "x"}', null],
    ];
    for (const [text, want] of cases) assert.equal(manifestName(bytes(text), 'folder'), want, text);
    assert.equal(manifestName(new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), 'folder'), null, 'not UTF-8');
  });

  test('other agents name it as before', () => {
    const files = { ...skill('zz', 'zeta'), '/ws/skills/zz/.claude-plugin/plugin.json': '{"name": "aaa"}' };
    assert.deepEqual(catalogOf(files, 'copilot-cli').entries.map((e) => e.name), ['zeta']);
  });
});

describe('Codex keeps a skill out of its list on `policy.allow_implicit_invocation: false` in `agents/openai.yaml`', () => {
  const withFile = (text: string, file = 'agents/openai.yaml') => ({ [skillPath('hid')]: skillText(validHeader('hid')), [`/ws/skills/hid/${file}`]: text, ...skill('other') });
  const status = (files: Record<string, string>) => catalogOf(files, 'codex').entries.find((e) => e.name === 'hid');
  const flag = 'policy:\n  allow_implicit_invocation: false\n';

  test('left out with the reason, loaded still', () => {
    const e = status(withFile(flag));
    assert.equal(e?.status, 'omitted');
    assert.match(e?.reason?.en ?? '', /^`policy\.allow_implicit_invocation: false` in `agents\/openai\.yaml`: Codex keeps it out of the listing; only the user can run it$/);
    assert.deepEqual(codexNames(withFile(flag)), ['- other']);
  });

  test('as its reader takes it: YAML booleans, a byte-order mark, CRLF and keys it does not know', () => {
    for (const text of [flag, 'policy:\n  allow_implicit_invocation: False\n', `\uFEFF${flag}`, flag.replace(/\n/g, '\r\n'), `interface:\n  display_name: 5\n  unknown: [1]\nversion: [1]\n${flag}`, `dependencies:\n  tools:\n    - type: mcp\n      value: x\n${flag}`]) {
      assert.equal(status(withFile(text))?.status, 'omitted', text);
    }
  });

  test('a file it ignores whole, another file name or another value leaves it listed', () => {
    const ignored = [
      'policy:\n  allow_implicit_invocation: "false"\n', 'policy:\n  allow_implicit_invocation: no\n', 'policy:\n  allow_implicit_invocation: 0\n', 'allow_implicit_invocation: false\n',
      `interface: 5\n${flag}`, `interface:\n  display_name: [a]\n${flag}`, `dependencies:\n  tools: 5\n${flag}`, `dependencies:\n  tools:\n    - 5\n${flag}`,
      'policy:\n  allow_implicit_invocation: false\n  products: 5\n', 'policy:\n  allow_implicit_invocation: false\n  allow_implicit_invocation: false\n',
      'policy: [\n', '- a\n', '', 'policy: null\n', 'policy:\n  allow_implicit_invocation: true\n',
    ];
    for (const text of ignored) assert.equal(status(withFile(text))?.status, 'full', text);
    assert.equal(status(withFile(flag, 'agents/openai.yml'))?.status, 'full');
  });

  test('other agents list it', () => {
    assert.equal(catalogOf(withFile(flag), 'copilot-cli').entries.find((e) => e.name === 'hid')?.status, 'full');
  });
});

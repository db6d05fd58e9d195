import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { codesOf, joinLines, serviceOn } from '../helpers/serviceFixture';

const skill = (...header: string[]) => joinLines('---', ...header, '---', '# Body', '');

describe('which files are prompts', () => {
  const svc = serviceOn({
    '/ws/agent-app/review.md': skill('name: code-review', 'category: code'),
    '/ws/agent-app/prompts/start.md': 'Follow {{skill:nowhere}}.',
    '/ws/prompts/deploy.md': 'Follow {{skill:nowhere}}.',
    '/ws/README.md': 'Write `{{skill:name}}` in a prompt; {{skill:name}} is replaced by the app.',
    '/ws/docs/guide.md': 'Reference a skill with {{skill:name}}.',
    '/ws/agent-app/README.md': 'Prompts say {{skill:name}}.',
  }, { skillsDirs: ['agent-app'], rootProfiles: { 'agent-app': 'agent-app' } });

  test('prompts under the app’s skills folder or in a prompts/ folder are checked', () => {
    assert.deepEqual(codesOf(svc.findings('/ws/agent-app/prompts/start.md')), ['skill-reference-unknown']);
    assert.deepEqual(codesOf(svc.findings('/ws/prompts/deploy.md')), ['skill-reference-unknown']);
  });

  test('documentation (READMEs, other markdown) only shows the syntax: no error', () => {
    assert.deepEqual(codesOf(svc.findings('/ws/README.md')), []);
    assert.deepEqual(codesOf(svc.findings('/ws/docs/guide.md')), []);
    assert.deepEqual(codesOf(svc.findings('/ws/agent-app/README.md')), []);
  });
});

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { completion } from '../../../server/src/service/features/completion';
import { joinLines, serviceOn } from '../helpers/serviceFixture';
import { withCursor } from './featureFixture';

const app = (name: string, enabled = true) => joinLines('---', `name: ${name}`, 'description: Does a thing.', 'category: custom', `enabled: ${enabled}`, '---', '');

describe('`{{skill:` completion offers what resolves', () => {
  const files = {
    '/ws/agent-app/code-review.md': app('code-review'),
    '/ws/agent-app/release-checklist.md': app('release-checklist', false),
    '/ws/agent-app/odd.md': app('"two words"'),
    '/ws/skills/greetings/SKILL.md': joinLines('---', 'name: greetings', 'description: Greet somebody.', 'keywords: hello', '---', ''),
  };
  const labels = (file: string, marked: string): string[] => {
    const { text, position } = withCursor(marked);
    const service = serviceOn({ ...files, [file]: text }, { skillsDirs: ['skills', 'agent-app'], rootProfiles: { 'agent-app': 'agent-app' } });
    service.openDocument(file, text);
    return completion(service, file, position, { snippets: true, markdown: true }).map((i) => i.label);
  };

  test('enabled app skills only: not disabled ones, not other formats, not names a template cannot hold', () => {
    assert.deepEqual(labels('/ws/agent-app/prompts/review.md', 'Follow {{skill:<|>'), ['code-review']);
  });
});

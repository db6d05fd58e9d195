import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { codeActions } from '../../../server/src/service/features/codeActions/codeActions';
import { toDiagnostic } from '../../../server/src/service/features/diagnostics';
import { runFixes } from '../../../server/src/service/features/fixEngine';
import { FULL_EDIT_CAPABILITIES } from '../../../server/src/service/features/workspaceEdit';
import { agentService, skillPath, skillText, validHeader } from '../agentSkills/agentSkillsFixture';

/** The quick-fix titles offered for the findings of one code. */
function titles(service: ReturnType<typeof agentService>, file: string, code: string): string[] {
  const diagnostics = service.findings(file).filter((f) => f.code === code).map((f) => toDiagnostic(f, 'en'));
  assert.ok(diagnostics.length > 0, `no ${code}`);
  return codeActions(service, file, { range: diagnostics[0]!.range, diagnostics, only: ['quickfix'] }, FULL_EDIT_CAPABILITIES)
    .filter((a) => !a.title.startsWith('Ignore `') && !a.title.startsWith('Fix all'))
    .map((a) => `${a.title}${a.isPreferred ? ' (preferred)' : ''}`);
}

describe('fixes that could do harm', () => {
  test('"Create …" is offered for a missing file in the skill’s own folder only: never outside it, never a SKILL.md', () => {
    const file = skillPath('pdf');
    const body = ['See [api](references/api.md).', 'See [up](../../../../etc/up.md).', 'See [sib](../other/notes.md).', 'See [skill](../ghost/SKILL.md).'];
    const service = agentService({ [file]: skillText(validHeader('pdf'), body) });
    const offered = titles(service, file, 'reference-missing').filter((t) => t.startsWith('Create'));
    assert.deepEqual(offered, ['Create references/api.md (preferred)']);
    const run = runFixes(service, [file], { unsafe: true });
    assert.deepEqual(run.creates, ['/ws/skills/pdf/references/api.md']);
  });

  test('no key is removed by a fix run; in the editor its removal is a choice that names who stops reading it', () => {
    const file = skillPath('pdf');
    const text = skillText(validHeader('pdf', 'allowed-tools: Bash', 'disable-model-invocation: true', 'when_to_use: When asked.', 'tool_ecosystem: npm'));
    const service = agentService({ [file]: text }, { targets: ['spec'] });
    const run = runFixes(service, [file], { unsafe: true });
    const after = run.files[0]?.after ?? text;
    for (const key of ['allowed-tools: Bash', 'disable-model-invocation: true', 'when_to_use: When asked.']) assert.ok(after.includes(`\n${key}\n`), `${key} kept`);
    assert.ok(after.includes('\ntool_ecosystem: npm\n'), 'a key no agent reads stays too: the author’s own tools may read it');
    const offered = titles(service, file, 'key-unsupported');
    assert.ok(offered.includes('Remove `when_to_use` (Claude Code and Qwen Code then no longer read it)'), offered.join(' | '));
    assert.ok(offered.includes('Remove `tool_ecosystem` (no agent reads it)'), offered.join(' | '));
    assert.ok(!offered.some((t) => t.startsWith('Remove') && t.endsWith('(preferred)')));
  });
});

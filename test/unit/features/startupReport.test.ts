// The server's startup report (the Skillkiln output): agents by name, no `undefined`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startupReport } from '../../../server/src/service/features/startupReport';
import { DEFAULT_CONFIG } from '../../../server/src/service/config/serviceConfig';
import { serviceOn, WS } from '../helpers/serviceFixture';

describe('startupReport', () => {
  test('the settings line names the agents and says what an unset context window means', () => {
    const service = serviceOn({ '/ws/.claude/skills/a/SKILL.md': '---\nname: a\ndescription: A skill. Use when testing.\n---\n' }, { agentSkills: { ...DEFAULT_CONFIG.agentSkills, targets: ['claude-code', 'gemini-cli'] } });
    const [settings] = startupReport(service, [WS], 12);
    assert.match(settings!.en, /; Claude Code, Gemini CLI; each agent’s default\.$/, settings!.en);
    assert.match(settings!.fr, /Claude Code, Gemini CLI ?; celle de chaque agent par défaut\.$/, settings!.fr);
    for (const line of [settings!.en, settings!.fr]) assert.doesNotMatch(line, /claude-code|gemini-cli|undefined/, line);
  });
});

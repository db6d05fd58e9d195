import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { localeOf, normalizeConfig } from '../../../server/src/service/config/normalizeConfig';
import { DEFAULT_CONFIG } from '../../../server/src/service/config/serviceConfig';

describe('normalizeConfig', () => {
  test('missing settings take their defaults, silently', () => {
    const { config, problems } = normalizeConfig(undefined);
    assert.deepEqual(config, DEFAULT_CONFIG);
    assert.equal(problems.length, 0);
  });

  test('valid settings are kept', () => {
    const { config, problems } = normalizeConfig({ profile: 'tajo', skillsDirs: ['a', ' b '], agentSkills: { targets: ['codex'] }, contextWindowTokens: 100000, rules: { 'keywords-cap': 'error', 'unknown-key': 'off' }, locale: 'fr' });
    assert.equal(problems.length, 0);
    assert.equal(config.profile, 'tajo');
    assert.deepEqual(config.skillsDirs, ['a', 'b']);
    assert.deepEqual(config.agentSkills.targets, ['codex']);
    assert.equal(config.contextWindowTokens, 100000);
    assert.deepEqual(config.rules, { 'keywords-cap': 'error', 'unknown-key': 'off' });
    assert.equal(config.locale, 'fr');
  });

  test('malformed settings: defaults, and a message naming each setting in both languages', () => {
    const { config, problems } = normalizeConfig({ profile: 'nope', skillsDirs: 3, contextWindowTokens: -1, rules: { a: 'loud' }, locale: 'de', agentSkills: { targets: ['codex', 'emacs'] } });
    assert.equal(config.profile, 'auto');
    assert.deepEqual(config.skillsDirs, ['skills']);
    assert.equal(config.contextWindowTokens, DEFAULT_CONFIG.contextWindowTokens);
    assert.deepEqual(config.rules, {});
    assert.equal(config.locale, 'en');
    assert.deepEqual(config.agentSkills.targets, ['codex']);
    assert.deepEqual(problems.map((p) => p.en.split(':')[0]), ['skillkiln.profile', 'skillkiln.skillsDirs', 'skillkiln.agentSkills.targets', 'skillkiln.contextWindowTokens', 'skillkiln.rules.a', 'skillkiln.locale']);
    assert.match(problems[0]!.fr, /n’est pas valide/);
    assert.equal(normalizeConfig('oops').problems.length, 1);
  });

  test('the client locale picks the default language', () => {
    assert.equal(localeOf('fr-CA'), 'fr');
    assert.equal(localeOf('en-US'), 'en');
    assert.equal(normalizeConfig({}, 'fr').config.locale, 'fr');
  });
});

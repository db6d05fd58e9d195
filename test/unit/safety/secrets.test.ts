import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findSecretKeys } from '../../../server/src/service/safety/secretKeys';
import { ofCode, safetyFindings, skillFile } from './safetyFixture';

// Made-up keys of each format (random characters; none was ever issued).
const KEYS = {
  aws: 'AKIA' + 'Q3ZK7WNB2HXMRT5P',
  github: 'ghp_' + 'k3Jd9QmZx7LpV2nR8tYw4bHc6fGa1sEuXo5N',
  openai: 'sk-proj-' + 'Zr8Kq2Lm9Xv4Tn7Bw1Yc5Hd3Jf6Gs0Pa' + 'T3BlbkFJ' + 'Qe7Rw2Ty9Ui4Op1As6Df3Gh',
  anthropic: 'sk-ant-api03-' + 'Xq7Lm2Kz9Rv4Tn8Bw1Yc5Hd3Jf6Gs0PaQe7Rw2Ty9Ui4Op1As6Df3GhJk8Lz5Xc2Vb7Nm4Qw9Er1Ty6Ui3Op0AsDf' + 'AA',
  slack: 'xoxb-' + '2718281828-3141592653-Zq8Lm3Kx7Rv2Tn',
  pem: ['-----BEGIN OPENSSH PRIVATE KEY-----', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 'QyNTUxOQAAACDk7Qp2Lx9Vm3Rn8Tb4Yw1Zc6Hd5Jf0Gs2PaKe7Rq9UiQAAAJgY3kq8GN5K', '-----END OPENSSH PRIVATE KEY-----'],
};

describe('hardcoded-secret', () => {
  test('AWS, GitHub, OpenAI, Anthropic, Slack keys and a private key: errors that show only the start', () => {
    const body = [`AWS_ACCESS_KEY_ID=${KEYS.aws}`, `token: ${KEYS.github}`, `OPENAI_API_KEY="${KEYS.openai}"`, `x-api-key: ${KEYS.anthropic}`, `SLACK=${KEYS.slack}`, ...KEYS.pem];
    const f = ofCode(safetyFindings('ops', skillFile('ops', ...body)), 'hardcoded-secret');
    assert.deepEqual(f.map((x) => x.range.start.line), [4, 5, 6, 7, 8, 9]);
    assert.ok(f.every((x) => x.severity === 'error'));
    assert.match(f[0]!.message.en, /looks like an AWS access key id \(AKIAQ3ZK…\)/);
    assert.ok(!f[1]!.message.en.includes(KEYS.github), 'the message does not repeat the key');
    assert.match(f[5]!.message.en, /a private key/);
  });

  test('placeholders are not secrets: your-api-key, sk-…xxxx, <token>, the AWS documentation key, x-runs', () => {
    const body = [
      'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
      'OPENAI_API_KEY=sk-proj-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'ANTHROPIC_API_KEY=sk-ant-api03-...',
      'GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
      'SLACK_BOT_TOKEN=xoxb-your-bot-token-here',
      'api_key: <token>',
      'key: your-api-key',
      '-----BEGIN RSA PRIVATE KEY-----', '...', '-----END RSA PRIVATE KEY-----',
    ];
    assert.deepEqual(ofCode(safetyFindings('ops', skillFile('ops', ...body)), 'hardcoded-secret'), []);
  });

  test('hints are looked for in one pass: two starting at one place, a frequent one before a rare one, a start offset, a hint at the very end', () => {
    // `sk-ant-` starts where `sk-` does: both formats are looked at (the Anthropic key is found).
    assert.deepEqual(findSecretKeys(KEYS.anthropic, 0).map((k) => k.kind), ['an Anthropic API key']);
    assert.deepEqual(findSecretKeys(`task-list ${KEYS.slack}`, 0).map((k) => k.kind), ['a Slack token']);
    assert.deepEqual(findSecretKeys(`see ${KEYS.github}`, 4).map((k) => k.start), [4]);
    assert.deepEqual(findSecretKeys(`${KEYS.github} and xox`, 1), []);
  });
});


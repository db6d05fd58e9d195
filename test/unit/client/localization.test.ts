// Every user-visible string of the extension exists in English and French: the manifest's
// %keys% in package.nls.json and package.nls.fr.json, and every vscode.l10n.t(...) message of
// the client in l10n/bundle.l10n.fr.json.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The literal messages passed to `vscode.l10n.t` (or its alias `t`) in the extension's host code. */
function runtimeMessages(): Set<string> {
  const messages = new Set<string>();
  // The webview has no vscode API: its strings come from the host (preview/previewStrings.ts).
  for (const file of sourceFiles('client/src').filter((f) => !f.includes('webview'))) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/(?:l10n\.t|\bt)\(\s*'((?:[^'\\]|\\.)*)'/g)) messages.add(match[1]!.replace(/\\'/g, "'"));
  }
  return messages;
}

describe('localization', () => {
  test('package.nls.json and package.nls.fr.json have the same keys, none empty', () => {
    const en = readJson('package.nls.json');
    const fr = readJson('package.nls.fr.json');
    assert.deepEqual(Object.keys(fr).sort(), Object.keys(en).sort());
    for (const [key, value] of Object.entries({ ...en, ...fr })) assert.ok(typeof value === 'string' && value.trim(), `${key} is empty`);
  });

  test('every %key% of the manifest is in package.nls.json', () => {
    const manifest = readFileSync(join(ROOT, 'package.json'), 'utf8');
    const en = readJson('package.nls.json');
    const keys = [...manifest.matchAll(/"%([\w.]+)%"/g)].map((m) => m[1]!);
    assert.ok(keys.length > 20, 'the manifest uses localized strings');
    for (const key of keys) assert.ok(key in en, `package.nls.json lacks ${key}`);
  });

  test('every runtime message has a French translation keeping its placeholders', () => {
    const bundle = readJson('l10n/bundle.l10n.fr.json');
    const messages = runtimeMessages();
    assert.ok(messages.size > 50, `found ${messages.size} messages`);
    for (const message of messages) {
      const french = bundle[message];
      assert.ok(typeof french === 'string' && french.trim(), `l10n/bundle.l10n.fr.json lacks ${JSON.stringify(message)}`);
      const placeholders = (text: string): string[] => (text.match(/\{\d+\}|\$\([\w-]+\)/g) ?? []).sort();
      assert.deepEqual(placeholders(french), placeholders(message), `placeholders of ${JSON.stringify(message)}`);
    }
    for (const key of Object.keys(bundle)) assert.ok(messages.has(key), `unused translation ${JSON.stringify(key)}`);
  });
});

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import type { Position, TextEdit } from 'vscode-languageserver-types';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../server/src/service/config/serviceConfig';
import { rename } from '../../server/src/service/features/rename';
import { createMemoryFileSystem } from '../../server/src/service/fs/memoryFileSystem';
import { createLanguageService } from '../../server/src/service/languageService';
import { LineIndex } from '../../server/src/service/text/lineIndex';

const FILE = '/ws/.claude/skills/old/SKILL.md';
const PROMPT = '/ws/docs/guide.md';

/** Applies a rename's edits to one file's text. */
function applied(text: string, edits: readonly TextEdit[]): string {
  const lines = new LineIndex(text);
  let out = text;
  for (const e of [...edits].sort((a, b) => lines.offsetAt(b.range.start) - lines.offsetAt(a.range.start))) out = out.slice(0, lines.offsetAt(e.range.start)) + e.newText + out.slice(lines.offsetAt(e.range.end));
  return out;
}

/** Renames the skill whose header is `header` (cursor on its name) and returns the new header's `name` as YAML reads it. */
function renamedName(nameLine: string, newName: string): { name: unknown; text: string } {
  const text = `---\n${nameLine}\ndescription: Does old things when asked.\n---\nBody.\n`;
  const fs = createMemoryFileSystem({ [FILE]: text, [PROMPT]: 'Use {{skill:old}}.\n' });
  const config: ServiceConfig = { ...DEFAULT_CONFIG };
  const service = createLanguageService({ fs, configFor: () => config });
  service.setFolders(['/ws']);
  const at: Position = { line: 1, character: nameLine.indexOf('old') + 1 };
  const r = rename(service, FILE, at, newName);
  assert.ok(!('error' in r), JSON.stringify(r));
  // The edits as they apply before any folder move (`editsOnly`): the text written is what is checked here.
  const edits = r.editsOnly.flatMap((c) => (c.kind === 'edit' && c.path === FILE ? c.edits : [])) as TextEdit[];
  const out = applied(text, edits);
  const header = out.split('---\n')[1]!;
  return { name: (parse(header) as { name: unknown }).name, text: out };
}

describe('rename writes a name YAML reads back as that name', () => {
  for (const newName of ['*x', '@x', '%x', '~', 'null', 'true', '1.0', '&anchor', '!tag', '-x', 'back\\slash', 'plain-name']) {
    test(`${JSON.stringify(newName)}, over a plain, a double-quoted and a single-quoted value`, () => {
      for (const line of ['name: old', 'name: "old"', "name: 'old'"]) {
        const { name, text } = renamedName(line, newName);
        assert.equal(name, newName, `${line} → ${text}`);
      }
    });
  }

  test('a name that needs no quotes stays plain (the edit is minimal)', () => {
    assert.match(renamedName('name: old', 'clock').text, /^name: clock$/m);
  });
});

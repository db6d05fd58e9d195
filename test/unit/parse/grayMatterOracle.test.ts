import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { parseSkill } from '../../../server/src/service/parse/parseSkill';

const CORPUS = path.resolve(__dirname, '..', '..', '..', '..', '..', 'shared', 'corpus');
const EXAMPLES = path.resolve(__dirname, '..', '..', '..', '..', 'examples');

function skillFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) skillFiles(p, out);
    else if (e.name.endsWith('.md')) out.push(p);
  }
  return out;
}

/**
 * gray-matter, the splitter most skill tooling uses, as an independent oracle for ours.
 * Options are always passed: without them gray-matter caches every input string forever.
 */
function grayMatter(text: string): { matter: string; data: unknown } {
  const file = matter(text, { language: 'yaml', engines: { yaml: (s: string) => (parseYaml(s) ?? {}) as object } });
  return { matter: file.matter, data: file.data };
}

describe('front-matter split agrees with gray-matter on real skills', () => {
  const files = [...(fs.existsSync(CORPUS) ? skillFiles(CORPUS) : []), ...skillFiles(EXAMPLES)];
  test(`every well-formed header of ${files.length} files reads the same`, () => {
    let compared = 0;
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
      const ours = parseSkill(text);
      const fm = ours.frontMatter;
      // gray-matter has looser delimiters (`---yaml`, `----`); compare where both see a closed header.
      if (!fm?.closeRange || fm.problems.some((p) => p.kind === 'error')) continue;
      const theirs = grayMatter(text);
      const source = text.slice(fm.split.content.start, fm.split.content.end);
      assert.equal(theirs.matter.trim(), source.trim(), file);
      assert.deepEqual(theirs.data, JSON.parse(JSON.stringify(fm.data)), file);
      compared++;
    }
    assert.ok(compared >= Math.min(100, files.length / 2), `only ${compared} headers compared`);
  });

  test('where they differ, ours follows seed 000 (the next line that is exactly ---)', () => {
    const text = '---\nname: a\n----\ndescription: still header\n---\nbody';
    const ours = parseSkill(text);
    assert.equal(ours.frontMatter?.closeRange?.start.line, 4);
    assert.equal(grayMatter(text).matter.includes('still header'), false);
  });
});

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findCodeSpans, isInSpans } from '../../../server/src/service/profiles/shared/markdownCodeSpans';
import { classifyLinkTarget, extractLocalLinks, extractMarkdownLinks, localTargetPath } from '../../../server/src/service/profiles/shared/markdownLinks';

const lines = (...l: string[]) => l.join('\n');
const targets = (text: string) => extractMarkdownLinks(text).map((l) => l.target);

describe('findCodeSpans', () => {
  test('fenced block with backticks and tildes, unclosed fence runs to the end', () => {
    const text = lines('a', '```js', 'x [a](b.md)', '```', 'b', '~~~~', 'y', '~~~', 'still code', '~~~~', 'c', '```', 'open');
    const spans = findCodeSpans(text);
    const code = spans.map((s) => text.slice(s.start, s.end));
    assert.deepEqual(code, ['```js\nx [a](b.md)\n```', '~~~~\ny\n~~~\nstill code\n~~~~', '```\nopen']);
  });

  test('a longer closing fence closes, a shorter one does not', () => {
    const text = lines('````', '```', 'in', '`````', 'out');
    const spans = findCodeSpans(text);
    assert.equal(spans.length, 1);
    assert.equal(text.slice(spans[0]!.end), '\nout');
  });

  test('fences indented inside list items and block quotes', () => {
    const text = lines('1. step', '    ```bash', '    run [x](y.md)', '    ```', '> ```', '> [q](q.md)', '> ```', 'after');
    const spans = findCodeSpans(text);
    assert.equal(spans.length, 2);
    assert.ok(isInSpans(spans, text.indexOf('[x]')));
    assert.ok(isInSpans(spans, text.indexOf('[q]')));
    assert.ok(!isInSpans(spans, text.indexOf('after')));
  });

  test('inline code pairs runs of equal length only', () => {
    const text = 'a `x` b ``y ` z`` c ```lone';
    const code = findCodeSpans(text).map((s) => text.slice(s.start, s.end));
    assert.deepEqual(code, ['`x`', '``y ` z``']);
  });

  test('inline code does not cross a blank line', () => {
    const text = lines('a `open', '', 'b` [x](y.md)');
    assert.deepEqual(findCodeSpans(text), []);
  });

  test('HTML comments are skipped, a comment marker inside code is not a comment', () => {
    const text = 'a <!-- [x](y.md) --> b `<!--` [z](w.md)';
    const code = findCodeSpans(text).map((s) => text.slice(s.start, s.end));
    assert.deepEqual(code, ['<!-- [x](y.md) -->', '`<!--`']);
  });

  test('CRLF line endings', () => {
    const text = 'a\r\n```\r\n[x](y.md)\r\n```\r\n[z](w.md)';
    assert.deepEqual(targets(text), ['w.md']);
  });
});

describe('extractMarkdownLinks', () => {
  test('inline links and images with exact offsets', () => {
    const text = 'See [the format](references/format.md) and ![chart](assets/c.png).';
    const links = extractMarkdownLinks(text);
    assert.equal(links.length, 2);
    const [a, b] = links;
    assert.equal(a!.kind, 'inline');
    assert.equal(a!.text, 'the format');
    assert.equal(text.slice(a!.start, a!.end), '[the format](references/format.md)');
    assert.equal(text.slice(a!.targetStart, a!.targetEnd), 'references/format.md');
    assert.equal(b!.kind, 'image');
    assert.equal(text.slice(b!.start, b!.end), '![chart](assets/c.png)');
  });

  test('titles, angle brackets, balanced parentheses, escapes', () => {
    assert.deepEqual(targets('[a](x.md "Title") [b](<my file.md>) [c](f(1).md) [d](a\\)b.md)'), ['x.md', 'my file.md', 'f(1).md', 'a\\)b.md']);
  });

  test('not links: unquoted space in destination, blank line inside, escaped bracket, reference style', () => {
    assert.deepEqual(targets('[a]({public reviews URL}) [b](x.md y) \\[c](d.md) [e][ref]'), []);
    assert.deepEqual(targets(lines('[a', '', 'b](x.md)')), []);
  });

  test('links skip code but not text around it', () => {
    const text = lines('`[a](code.md)` [b](real.md)', '```', '[c](fenced.md)', '```', '[d](after.md)');
    assert.deepEqual(targets(text), ['real.md', 'after.md']);
  });

  test('link text spanning a line, and link text with code containing brackets', () => {
    assert.deepEqual(targets('[two\nlines](a.md) [`x]`](b.md)'), ['a.md', 'b.md']);
  });

  test('nested brackets: image inside a link', () => {
    const links = extractMarkdownLinks('[![badge](badge.svg)](docs/guide.md)');
    assert.deepEqual(links.map((l) => [l.kind, l.target]), [['image', 'badge.svg'], ['inline', 'docs/guide.md']]);
  });

  test('link definitions at the start of a line', () => {
    const text = lines('Text [x][fmt].', '', '[fmt]: references/format.md "Format"', '  [spaced]: <a b.md>');
    const links = extractMarkdownLinks(text);
    assert.deepEqual(links.map((l) => [l.kind, l.text, l.target]), [['definition', 'fmt', 'references/format.md'], ['definition', 'spaced', 'a b.md']]);
    assert.equal(text.slice(links[0]!.targetStart, links[0]!.targetEnd), 'references/format.md');
  });

  test('respects from/to (e.g. the body only)', () => {
    const text = '---\ndescription: "[h](head.md)"\n---\n[b](body.md)';
    assert.deepEqual(extractMarkdownLinks(text, text.indexOf('[b]')).map((l) => l.target), ['body.md']);
  });

  test('linear on hostile input', () => {
    // Sizes where a quadratic scan would take minutes; a linear one takes well under a second.
    const n = 200_000;
    const text = '['.repeat(n) + '](x.md)' + '`'.repeat(n) + '('.repeat(n) + '\n' + ' '.repeat(n) + '['.repeat(n) + '\n' + '` '.repeat(n) + '\n' + '<!--'.repeat(n);
    const t0 = Date.now();
    extractMarkdownLinks(text);
    assert.ok(Date.now() - t0 < 5_000);
  });
});

describe('classifyLinkTarget / localTargetPath', () => {
  test('kinds', () => {
    const cases: [string, string][] = [
      ['https://x.y/a.md', 'url'], ['mailto:a@b.c', 'url'], ['//cdn/x.js', 'url'], ['vscode:extension/x', 'url'],
      ['#section', 'anchor'], ['', 'empty'],
      ['{url}', 'placeholder'], ['<path>', 'placeholder'], ['$FILE', 'placeholder'], ['docs/.../x.md', 'placeholder'], ['url', 'placeholder'], ['relative-url', 'placeholder'], ['path/to/file.md', 'placeholder'],
      ['/etc/x.md', 'absolute'], ['C:\\x\\y.md', 'absolute'], ['~/x.md', 'absolute'],
      ['references/format.md', 'relative'], ['./a.md', 'relative'], ['../b.md', 'relative'], ['a.md#part', 'relative'], ['LICENSE.txt', 'relative'],
    ];
    for (const [t, kind] of cases) assert.equal(classifyLinkTarget(t), kind, t);
  });

  test('decodes the path, drops query and fragment', () => {
    assert.deepEqual(localTargetPath('references/my%20file.md#step-2'), { path: 'references/my file.md', fragment: 'step-2' });
    assert.deepEqual(localTargetPath('a.md?raw=1'), { path: 'a.md' });
    assert.deepEqual(localTargetPath('100%.md'), { path: '100%.md' });
    assert.deepEqual(localTargetPath('a\\(1\\).md'), { path: 'a(1).md' });
  });

  test('extractLocalLinks keeps only file links', () => {
    const text = '[a](https://x) [b](#top) [c](mailto:x@y) [d](references/d.md#x) [e](/abs.md) [f]({f}) [g](url)';
    assert.deepEqual(extractLocalLinks(text).map((l) => [l.targetKind, l.path]), [['relative', 'references/d.md'], ['absolute', '/abs.md']]);
  });
});

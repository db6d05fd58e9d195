import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { UnfenceCommandFix } from '../../../server/src/service/profiles/mm/fixData';
import { joinLines } from '../helpers/serviceFixture';
import { applyFix, mmCode, textAt } from './mmFixture';

const header = ['---', 'name: what-time-is-it', 'description: Give the current date and time.', 'keywords: time, date, clock', '---'];
const DATE = 'date "+%A %d %B %Y — %H:%M:%S (%Z)"';

describe('fenced-command', () => {
  test('the seed example: `Run:` then a fenced bash block', () => {
    const text = joinLines(...header, '# What time is it?', 'Run:', '```bash', DATE, '```', '', "The answer is the command's output, nothing else.", '');
    const [f, ...rest] = mmCode(text, 'fenced-command');
    assert.equal(rest.length, 0);
    assert.equal(f!.severity, 'warning');
    assert.equal(textAt(text, f!), joinLines('```bash', DATE, '```'));
    assert.match(f!.message.en, /^Indent this command four spaces instead of fencing it, and name the tool .*: small models copy a fenced `bash` command/);
    assert.doesNotMatch(f!.message.en, /nothing else/, 'the skill already says the answer is the output');
    const data = f!.data as UnfenceCommandFix;
    assert.equal(data.replaceLeadIn, true);
    assert.equal(data.blankLineBefore, true);
    assert.deepEqual(data.contentLines, { start: 8, end: 8 });
    assert.equal(applyFix(text, f!), joinLines(...header, '# What time is it?', 'Call your `bash` tool with this command:', '', `    ${DATE}`, '', "The answer is the command's output, nothing else.", ''));
  });

  test('a longer lead-in inside a list item: its run verb becomes the tool instruction', () => {
    const text = joinLines(...header, '1. Find the script bundled with this skill and run it:', '   ```sh', '   ./report.sh --all', '   ```', '2. Show the result.');
    const [f] = mmCode(text, 'fenced-command');
    assert.match(f!.message.en, /nothing else/);
    assert.equal((f!.data as UnfenceCommandFix).replaceLeadIn, true);
    // One lead-in, not the old one above a new one; the seed's sentence is added, in the item.
    assert.equal(applyFix(text, f!), joinLines(...header, '1. Find the script bundled with this skill and call your `bash` tool with this command:', '', '       ./report.sh --all', '', "   The answer is the command's output, nothing else.", '2. Show the result.'));
  });

  test('the only shell block of a short body, after a heading, even unclosed', () => {
    const text = joinLines(...header, '# Date', '```shell', 'date', '```');
    const [f] = mmCode(text, 'fenced-command');
    assert.equal(applyFix(text, f!), joinLines(...header, '# Date', 'Call your `bash` tool with this command:', '', '    date', '', "The answer is the command's output, nothing else."));
    const open = joinLines(...header, 'Run:', '```bash', 'date');
    const [g] = mmCode(open, 'fenced-command');
    assert.equal(applyFix(open, g!), joinLines(...header, 'Call your `bash` tool with this command:', '', '    date', '', "The answer is the command's output, nothing else."));
  });

  test('of two shell blocks, only the one introduced by a run instruction', () => {
    const text = joinLines(...header, 'Check the clock first, then run:', '', '```bash', 'date', '```', '', 'Example of the output:', '', '```console', '$ date', 'Mon 1 Jan', '```');
    const found = mmCode(text, 'fenced-command');
    assert.deepEqual(found.map((f) => textAt(text, f).split('\n')[1]), ['date']);
    assert.equal(applyFix(text, found[0]!).split('\n').slice(5, 9).join('\n'), joinLines('Check the clock first, then call your `bash` tool with this command:', '', '    date', ''));
  });

  test('documentation showing several commands keeps its fences', () => {
    const block = (cmd: string) => ['Run:', '```bash', cmd, '```', ''];
    const text = joinLines(...header, '# Background jobs', ...block('jobs'), ...block('fg %1'), ...block('kill %1'));
    assert.deepEqual(mmCode(text, 'fenced-command'), []);
  });

  test('an example in a long procedure, a command for the user, other languages: nothing', () => {
    const prose = Array.from({ length: 10 }, (_, i) => `Step ${i + 1} of the procedure.`);
    assert.deepEqual(mmCode(joinLines(...header, ...prose, 'For example:', '```bash', 'date', '```'), 'fenced-command'), []);
    assert.deepEqual(mmCode(joinLines(...header, 'Tell the user to run:', '```bash', 'date', '```'), 'fenced-command'), []);
    assert.deepEqual(mmCode(joinLines(...header, 'Run:', '```python', 'print(1)', '```'), 'fenced-command'), []);
    assert.deepEqual(mmCode(joinLines(...header, 'Start a bounded follower run:', ...prose, '```bash', 'x', '```'), 'fenced-command'), []);
  });

  test('after one of two blocks is unfenced, the other is not taken for the skill\'s only command', () => {
    const text = joinLines('Use the shell:', '```sh', 'ls', '```', 'Run:', '```bash', 'npm test', '```', '');
    const [f, ...rest] = mmCode(text, 'fenced-command');
    assert.equal(rest.length, 0);
    const fixed = applyFix(text, f!);
    assert.equal(fixed, joinLines('Use the shell:', '```sh', 'ls', '```', 'Call your `bash` tool with this command:', '', '    npm test', '', "The answer is the command's output, nothing else.", ''));
    assert.deepEqual(mmCode(fixed, 'fenced-command'), []);
  });

  test('a ``` line indented four columns is indented code, not a fence, unless a list item holds it', () => {
    const text = joinLines('```bash', '```sh', 'l');
    const [f] = mmCode(text, 'fenced-command');
    const fixed = applyFix(text, f!);
    assert.equal(fixed, joinLines('Call your `bash` tool with this command:', '', '    ```sh', '    l', '', "The answer is the command's output, nothing else."));
    assert.deepEqual(mmCode(fixed, 'fenced-command'), []);
    const nested = joinLines(...header, '- Check:', '  - Run:', '', '      ```bash', '      date', '      ```');
    assert.equal(mmCode(nested, 'fenced-command').length, 1);
    const deep = joinLines(...header, '1. Step', '', '       ```bash', '       date', '       ```');
    assert.deepEqual(mmCode(deep, 'fenced-command'), []);
  });

  test('indented commands (the safe form) are not fenced: nothing', () => {
    assert.deepEqual(mmCode(joinLines(...header, 'Call your `bash` tool with this command:', '', '    date'), 'fenced-command'), []);
  });
});

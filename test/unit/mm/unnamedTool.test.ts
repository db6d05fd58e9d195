import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { joinLines } from '../helpers/serviceFixture';
import { applyFix, mmCode, textAt } from './mmFixture';

const header = ['---', 'name: what-time-is-it', 'description: Give the current date and time.', '---'];
const ANSWER = "The answer is the command's output, nothing else.";

describe('command-tool-unnamed', () => {
  test('"Run:" then an indented command: the lead-in names the tool, the answer sentence is added', () => {
    const text = joinLines(...header, '# What time is it?', 'Run:', '', '    date "+%H:%M"', '');
    const [f, ...rest] = mmCode(text, 'command-tool-unnamed');
    assert.equal(rest.length, 0);
    assert.equal(f!.severity, 'warning');
    assert.equal(textAt(text, f!), 'Run:');
    assert.equal(f!.message.en, 'Name the tool in this lead-in ("Call your `bash` tool with this command:"), saying that the answer is the command’s output, nothing else: without it, small models answer without running the indented command below.');
    const fixed = applyFix(text, f!);
    assert.equal(fixed, joinLines(...header, '# What time is it?', 'Call your `bash` tool with this command:', '', '    date "+%H:%M"', '', ANSWER, ''));
    assert.deepEqual(mmCode(fixed, 'command-tool-unnamed'), []);
    assert.deepEqual(mmCode(fixed, 'fenced-command'), []);
  });
  test('a longer lead-in in a list item keeps its words; the skill already says the answer is the output', () => {
    const text = joinLines(...header, '1. Check the clock, then run:', '', '       date', '', ANSWER);
    const [f] = mmCode(text, 'command-tool-unnamed');
    assert.doesNotMatch(f!.message.en, /nothing else/);
    assert.equal(applyFix(text, f!), joinLines(...header, '1. Check the clock, then run:', '', '   Call your `bash` tool with this command:', '', '       date', '', ANSWER));
  });
  test('not reported: the tool named, a command for the user, documentation of several commands, prose after Run:', () => {
    assert.deepEqual(mmCode(joinLines(...header, 'Call your `bash` tool with this command:', '', '    date'), 'command-tool-unnamed'), []);
    assert.deepEqual(mmCode(joinLines(...header, 'Tell the user to run:', '', '    date'), 'command-tool-unnamed'), []);
    assert.deepEqual(mmCode(joinLines(...header, 'Run:', '', '    a', '', 'Then run:', '', '    b', '', 'Run:', '', '    c'), 'command-tool-unnamed'), []);
    assert.deepEqual(mmCode(joinLines(...header, 'Run:', 'the tests, then report.'), 'command-tool-unnamed'), []);
  });
});

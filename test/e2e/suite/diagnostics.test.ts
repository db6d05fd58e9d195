import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { takeScreenshot, waitForDiagnostics } from './helpers';
import { activateSkillkiln, codeOf, openFile, revertAndCloseAll, setText, tidyForScreenshot } from './skillkilnFixture';

const GREETINGS = ['skills', 'greetings', 'SKILL.md'];
const TEN_KEYWORDS = 'hello, hi, bonjour, salut, saluer, hola, hallo, ciao, servus, moin';
const EIGHT_KEYWORDS = 'hello, hi, bonjour, salut, saluer, hola, hallo, ciao';

/** greetings/SKILL.md with `keywords` past the cap and no description. */
function brokenGreetings(original: string): string {
  return original
    .replace(/^keywords: .*$/m, `keywords: ${TEN_KEYWORDS}`)
    .replace(/^description: .*\n/m, '');
}

suite('diagnostics and quick fixes', () => {
  suiteSetup(async () => {
    await activateSkillkiln();
  });
  teardown(revertAndCloseAll);

  test('an edited skill gets diagnostics with the right codes, on the right ranges', async () => {
    const editor = await openFile(...GREETINGS);
    const uri = editor.document.uri;
    await setText(editor.document, brokenGreetings(editor.document.getText()));

    const diagnostics = await waitForDiagnostics(uri, (all) => ['keywords-cap', 'description-missing'].every((code) => all.some((d) => codeOf(d) === code)));
    const cap = diagnostics.find((d) => codeOf(d) === 'keywords-cap')!;
    assert.equal(cap.severity, vscode.DiagnosticSeverity.Warning);
    assert.match(editor.document.getText(cap.range), /servus/, 'the range covers the keywords past the 8th');
    assert.ok(!editor.document.getText(cap.range).includes('hello'), 'the range leaves the first 8 keywords alone');
  });

  test('the keywords-cap quick fix, applied through VS Code, keeps only the first 8', async () => {
    const editor = await openFile(...GREETINGS);
    const uri = editor.document.uri;
    await setText(editor.document, brokenGreetings(editor.document.getText()));
    const [cap] = (await waitForDiagnostics(uri, (all) => all.some((d) => codeOf(d) === 'keywords-cap'))).filter((d) => codeOf(d) === 'keywords-cap');

    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, cap!.range, vscode.CodeActionKind.QuickFix.value);
    // Prefer the action tied to the diagnostic; servers may also leave `diagnostics` out.
    // Every finding also gets "Ignore `code` …", which writes a suppression comment: not the fix.
    const fixes = actions.filter((action) => !action.title.startsWith('Ignore `'));
    const fix = fixes.find((action) => action.diagnostics?.some((d) => codeOf(d) === 'keywords-cap') && action.edit) ?? (fixes.length === 1 ? fixes[0] : undefined);
    assert.ok(fix?.edit, `a quick fix for keywords-cap (got: ${actions.map((a) => a.title).join(' | ')})`);

    // The menu a user sees, for the screenshot: cursor on the diagnostic, then Quick Fix.
    await tidyForScreenshot();
    editor.selection = new vscode.Selection(cap!.range.start, cap!.range.start);
    editor.revealRange(cap!.range, vscode.TextEditorRevealType.InCenter);
    await vscode.commands.executeCommand('editor.action.quickFix');
    await takeScreenshot('quick-fix-menu');
    await vscode.commands.executeCommand('hideCodeActionWidget');

    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.match(editor.document.getText(), new RegExp(`^keywords: ${EIGHT_KEYWORDS}$`, 'm'));
    await waitForDiagnostics(uri, (all) => !all.some((d) => codeOf(d) === 'keywords-cap'));
  });

  test('completion in the header lists the keys the profile reads', async () => {
    const editor = await openFile(...GREETINGS);
    await setText(editor.document, '---\n\n---\n# Greetings\n');
    const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', editor.document.uri, new vscode.Position(1, 0));
    const labels = list.items.map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
    for (const key of ['name', 'description', 'keywords']) assert.ok(labels.includes(key), `completion offers ${key} (got: ${labels.join(', ')})`);
  });
});

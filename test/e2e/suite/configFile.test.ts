import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { waitForDiagnostics } from './helpers';
import { activateSkillkiln, codeOf, openFile, revertAndCloseAll, setText, workspaceUri } from './skillkilnFixture';

const GREETINGS = ['skills', 'greetings', 'SKILL.md'];
const TEN_KEYWORDS = 'hello, hi, bonjour, salut, saluer, hola, hallo, ciao, servus, moin';
const CONFIG = () => workspaceUri('.skillkiln.json');

async function writeConfig(text: string): Promise<void> {
  await vscode.workspace.fs.writeFile(CONFIG(), new TextEncoder().encode(text));
}

suite('.skillkiln.json in the editor', () => {
  suiteSetup(async () => {
    await activateSkillkiln();
  });
  teardown(async () => {
    await revertAndCloseAll();
    await vscode.workspace.fs.delete(CONFIG()).then(undefined, () => undefined);
  });

  test('the server picks the file up when it is written and again when it changes; diagnostics link to the rule page', async () => {
    const editor = await openFile(...GREETINGS);
    const uri = editor.document.uri;
    await setText(editor.document, editor.document.getText().replace(/^keywords: .*$/m, `keywords: ${TEN_KEYWORDS}`));
    const severityOfCap = (all: vscode.Diagnostic[]) => all.find((d) => codeOf(d) === 'keywords-cap')?.severity;
    const [cap] = (await waitForDiagnostics(uri, (all) => severityOfCap(all) === vscode.DiagnosticSeverity.Warning)).filter((d) => codeOf(d) === 'keywords-cap');
    const code = cap!.code as { value: string; target: vscode.Uri };
    // The rule page shipped with the extension, opened offline (never a web page).
    assert.equal(code.target.scheme, 'file');
    assert.ok(code.target.path.endsWith('/docs/rules/keywords-cap.md'), code.target.toString(true));
    assert.ok((await vscode.workspace.fs.stat(code.target)).size > 0, 'the page is there');

    await writeConfig(JSON.stringify({ rules: { 'keywords-cap': 'error' } }));
    await waitForDiagnostics(uri, (all) => severityOfCap(all) === vscode.DiagnosticSeverity.Error);
    await writeConfig(JSON.stringify({ rules: { 'keywords-cap': 'off' } }));
    await waitForDiagnostics(uri, (all) => severityOfCap(all) === undefined);
  });

  test('VS Code validates the file against the shipped schema', async () => {
    await writeConfig('{\n  "profile": "nope"\n}\n');
    const document = await vscode.workspace.openTextDocument(CONFIG());
    await vscode.window.showTextDocument(document);
    assert.equal(document.languageId, 'jsonc', 'comments are allowed');
    const problems = await waitForDiagnostics(document.uri, (all) => all.some((d) => d.range.start.line === 1), 20_000);
    const problem = problems.find((d) => d.range.start.line === 1)!;
    assert.match(problem.message, /auto|mm|agent-skills/, problem.message);
  });
});

import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { PreviewInitialData } from './messages';

/**
 * The preview page: strict CSP (`default-src 'none'`, the script only by a fresh nonce, styles
 * and fonts only from `media/`), and the initial state in an escaped `data-initial` attribute —
 * never in an inline script, so no skill text can ever become code.
 */
export function previewHtml(webview: vscode.Webview, extensionUri: vscode.Uri, initial: PreviewInitialData): string {
  const nonce = randomBytes(16).toString('base64');
  const media = (...path: string[]): string => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', ...path)).toString();
  const csp = [
    `default-src 'none'`,
    `img-src ${webview.cspSource} data:`,
    `style-src ${webview.cspSource}`,
    `font-src ${webview.cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(initial.locale)}">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <link rel="stylesheet" href="${escapeHtml(media('codicons', 'codicon.css'))}">
  <link rel="stylesheet" href="${escapeHtml(media('preview.css'))}">
</head>
<body>
  <main id="app" data-initial="${escapeHtml(JSON.stringify(initial))}" aria-live="polite"></main>
  <script nonce="${nonce}" src="${escapeHtml(media('dist', 'preview.js'))}"></script>
</body>
</html>`;
}

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

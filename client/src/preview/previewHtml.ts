import { randomBytes } from 'node:crypto';
import type { PreviewInitialData } from './messages';

/**
 * What the preview page is built from. URIs are already webview URIs (`webview.asWebviewUri`);
 * this file never imports `vscode`, so tests render the real page in plain Node.
 */
export interface PreviewHtmlOptions {
  /** Allows the one script tag; a fresh one per render (default: {@link createPreviewNonce}). */
  readonly nonce?: string;
  /** `webview.cspSource`: the origin styles, fonts and images may come from. */
  readonly cspSource: string;
  /** media/dist/preview.js */
  readonly scriptUri: string;
  /** media/preview.css */
  readonly styleUri: string;
  /** media/codicons/codicon.css */
  readonly codiconUri: string;
  /** Put, escaped, in the page's `data-initial` attribute. */
  readonly initialState: PreviewInitialData;
}

/** 128 random bits, base64: unguessable by anything a skill contains. */
export function createPreviewNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The Content-Security-Policy of the page: nothing by default, the script only by nonce. */
export function previewCsp(nonce: string, cspSource: string): string {
  return [
    `default-src 'none'`,
    `img-src ${cspSource} data:`,
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
}

/**
 * The preview page: strict CSP (`default-src 'none'`, the script only by a fresh nonce, styles
 * and fonts only from `media/`), and the initial state in an escaped `data-initial` attribute —
 * never in an inline script, so no skill text can ever become code.
 */
export function renderPreviewHtml(options: PreviewHtmlOptions): string {
  const nonce = options.nonce ?? createPreviewNonce();
  const initial = options.initialState;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(initial.locale)}">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${escapeHtml(previewCsp(nonce, options.cspSource))}">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <link rel="stylesheet" href="${escapeHtml(options.codiconUri)}">
  <link rel="stylesheet" href="${escapeHtml(options.styleUri)}">
</head>
<body>
  <main id="app" data-initial="${escapeHtml(JSON.stringify(initial))}" aria-live="polite"></main>
  <script nonce="${escapeHtml(nonce)}" src="${escapeHtml(options.scriptUri)}"></script>
</body>
</html>`;
}

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

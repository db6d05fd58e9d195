/**
 * The server's messages mark keys and values as `code`. A tooltip (markdown) shows them as
 * code; a plain label (tree description, status text) shows them without the backticks.
 */

/** Escapes markdown in `text`, keeping its `code` spans as code. */
export function markdownKeepingCode(text: string): string {
  return text.split(/(`[^`\n]+`)/).map((part, i) => (i % 2 === 1 ? part : escapeMarkdownText(part))).join('');
}

/** `text` for a plain label: code spans lose their backticks. */
export function plainText(text: string): string {
  return text.replace(/`([^`\n]+)`/g, '$1');
}

/** Escapes every markdown character of `text`. */
export function escapeMarkdownText(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>$~]/g, '\\$&');
}

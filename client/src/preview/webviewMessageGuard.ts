/**
 * The preview host's check of what its webview sends. The page renders skill content, so it
 * is treated as untrusted: a message is taken only when its shape is right, a skill it asks
 * to open is one the host itself listed to it, and a command it asks to run is on the
 * allowlist. No `vscode` import, so it is tested in plain Node.
 */
import type { CatalogResult, TryRequestResult } from '../../../server/src/lsp/protocol';
import type { PreviewState, WebviewMessage } from './messages';

/** Commands the page may run (as `skillkiln.<name>`). */
const ALLOWED_COMMANDS: ReadonlySet<string> = new Set(['switchProfile']);
const VIEWS: ReadonlySet<string> = new Set(['text', 'structured']);

/** The skill files the page was shown and may ask to open: a catalog's entries and exclusions, then what "Try a request" listed. */
export class OpenableSkills {
  private uris = new Set<string>();

  /** A new catalog replaces what may be opened. */
  setCatalog(result: CatalogResult | null): void {
    this.uris = new Set([...(result?.catalog?.entries ?? []).map((e) => e.uri), ...(result?.catalog?.excluded ?? []).map((e) => e.uri)]);
  }

  /** Skills a "Try a request" answer lists may be opened too. */
  addTried(result: TryRequestResult | null): void {
    for (const s of [...(result?.reached ?? []), ...(result?.missed ?? [])]) this.uris.add(s.uri);
  }

  has(uri: string): boolean {
    return this.uris.has(uri);
  }
}

/** The message when it is well-formed and allowed; undefined when the host must ignore it. */
export function checkWebviewMessage(raw: unknown, openable: OpenableSkills): WebviewMessage | undefined {
  if (!isRecord(raw) || typeof raw['type'] !== 'string') return undefined;
  const m = raw;
  switch (m['type']) {
    case 'ready':
    case 'select':
      return isState(m['state']) ? { type: m['type'], state: m['state'] } : undefined;
    case 'openSkill':
      return typeof m['uri'] === 'string' && openable.has(m['uri']) && isCount(m['line']) ? { type: 'openSkill', uri: m['uri'], line: m['line'] } : undefined;
    case 'copy':
      return typeof m['text'] === 'string' ? { type: 'copy', text: m['text'] } : undefined;
    case 'tryRequest':
      return isCount(m['id']) && typeof m['rootUri'] === 'string' && typeof m['text'] === 'string' ? { type: 'tryRequest', id: m['id'], rootUri: m['rootUri'], text: m['text'] } : undefined;
    case 'tryForReal':
      return typeof m['rootUri'] === 'string' && typeof m['text'] === 'string' ? { type: 'tryForReal', rootUri: m['rootUri'], text: m['text'] } : undefined;
    case 'command':
      return typeof m['command'] === 'string' && ALLOWED_COMMANDS.has(m['command']) ? { type: 'command', command: m['command'] as 'switchProfile' } : undefined;
    case 'resync':
      return { type: 'resync' };
    case 'error':
      return typeof m['message'] === 'string' ? { type: 'error', message: m['message'] } : undefined;
    case 'rendered':
      return isOptionalString(m['rootUri']) && isOptionalString(m['target']) && typeof m['text'] === 'string' && typeof m['renderedAt'] === 'number' && isStringList(m['safety'])
        ? { type: 'rendered', rootUri: m['rootUri'], target: m['target'], text: m['text'], renderedAt: m['renderedAt'], safety: m['safety'] }
        : undefined;
    case 'activeSkillShown':
      return isOptionalString(m['uri']) && typeof m['view'] === 'string' && VIEWS.has(m['view']) && typeof m['inView'] === 'boolean' && typeof m['scrollY'] === 'number'
        ? { type: 'activeSkillShown', uri: m['uri'], view: m['view'] as 'text' | 'structured', inView: m['inView'], scrollY: m['scrollY'] }
        : undefined;
    default:
      return undefined;
  }
}

function isState(v: unknown): v is PreviewState {
  return isRecord(v) && typeof v['folderUri'] === 'string' && (v['rootUri'] === undefined || typeof v['rootUri'] === 'string') && (v['target'] === undefined || typeof v['target'] === 'string') && typeof v['view'] === 'string' && VIEWS.has(v['view']) && typeof v['request'] === 'string';
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

function isOptionalString(v: unknown): v is string | null {
  return v === null || typeof v === 'string';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= 1000 && v.every((x) => typeof x === 'string');
}

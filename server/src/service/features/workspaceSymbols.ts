import { SymbolKind, type SymbolInformation } from 'vscode-languageserver-types';
import type { LanguageService } from '../languageService';
import type { CancellationLike } from './documentContext';
import { pathToUri } from './uris';
import { FILE_START } from '../model/fileStart';

/** Every skill of every root by name; the query matches its characters in order, ignoring case. */
export function workspaceSymbols(service: LanguageService, query: string, token?: CancellationLike): SymbolInformation[] {
  const q = query.toLowerCase();
  const out: SymbolInformation[] = [];
  for (const state of service.roots()) {
    if (token?.isCancellationRequested) return [];
    for (const v of service.index.skillsOf(state.root)) {
      if (!subsequence(q, v.info.name.toLowerCase())) continue;
      out.push({
        name: v.info.name,
        kind: SymbolKind.Module,
        location: { uri: pathToUri(v.record.path), range: v.info.nameRange ?? FILE_START },
        containerName: `${state.root.label} (${state.profile.id})`,
      });
    }
  }
  return out;
}

function subsequence(q: string, s: string): boolean {
  let i = 0;
  for (let j = 0; j < s.length && i < q.length; j++) if (s[j] === q[i]) i++;
  return i === q.length;
}

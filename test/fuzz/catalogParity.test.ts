import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { decodeText } from '../../server/src/service/fs/decodeText';
import type { LanguageService } from '../../server/src/service/languageService';
import { catchingErrors, fcParams, profileCaseArb, rate, runsFor, seedsFor, serviceFor, show, textOf, workspaceFiles } from './fuzzKit';

const RUNS = runsFor(0.1);

/** Every catalog of every root and target, as text plus who is listed and how. */
function catalogs(service: LanguageService): string[] {
  const out: string[] = [];
  for (const state of service.roots()) {
    for (const target of state.profile.catalogTargets) {
      const c = service.catalog(state.root, target.id);
      out.push(`${state.root.path} ${state.profile.id} ${target.id}\n${c.text}\n${c.entries.map((e) => `${e.name} ${e.status} ${e.keywords.join(',')}`).join('\n')}\n${c.excluded.map((e) => e.path).join('\n')}`);
    }
  }
  return out;
}

test(`the catalog is the same from disk and from open buffers with the same content (${RUNS} cases)`, (t) => {
  const start = Date.now();
  fc.assert(
    fc.property(profileCaseArb, fc.nat(), fc.boolean(), ({ profile: written, c }, neighbour, detect) => {
      // The profile the seed was written for, forced or detected from the headers.
      const profile = detect ? undefined : written;
      const files = workspaceFiles(textOf(c), seedsFor(written)[neighbour % seedsFor(written).length]!);
      const { value, errors } = catchingErrors(() => {
        const disk = catalogs(serviceFor(files, profile).service);
        const { service } = serviceFor(files, profile);
        for (const [p, text] of Object.entries(files)) {
          // What an editor shows for the file: the bytes on disk, decoded (a binary file is not opened).
          const shown = decodeText(new TextEncoder().encode(text));
          if (shown.ok) service.openDocument(p, shown.text);
        }
        return { disk, buffers: catalogs(service) };
      });
      assert.deepEqual(errors, []);
      assert.deepEqual(value.buffers, value.disk, `profile ${profile ?? 'auto'}, text ${show(textOf(c))}`);
    }),
    fcParams(RUNS),
  );
  t.diagnostic(rate(RUNS, start));
});

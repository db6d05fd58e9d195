import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { AGENTS } from '../../../server/src/service/agents/agents';
import { AGENT_TARGETS } from '../../../server/src/service/config/serviceConfig';
import type { Finding } from '../../../server/src/service/model/finding';
import { caseText, type FuzzCase } from '../../conformance/fuzz/fuzzCase';
import { generateCases } from '../../conformance/fuzz/generateCases';
import { serviceOn, WS } from '../helpers/serviceFixture';

// What survives a body edit (the agents' outcomes, the findings of rules reading no body) must
// be what a fresh read of the edited text finds: generated skills, each edited below its header
// in ways that move what a header-only result could depend on, compared finding by finding.

/** Body edits: each a new body from the old (a keystroke, a blank body, a `---` line, a size past every agent's limit…). */
const BODY_EDITS: readonly [string, (body: string, sized: boolean) => string][] = [
  ['a word typed', (b) => `${b}x`],
  ['a line added', (b) => `${b}\nMore steps.\n`],
  ['emptied', () => ''],
  ['blank lines only', () => '\n\n  \n'],
  ['text into a blank body', (b) => `${b}# Title\n\nDo the thing.\n`],
  ['a `---` line first', (b) => `---\n${b}`],
  ['a `...` line first', (b) => `...\n${b}`],
  ['a heading first', (b) => `# Heading\n${b}`],
  // Past 1 MiB only where an agent with a size limit judges the skill, under a closed header (a megabyte of YAML is slow to read twice).
  ['past 1 MiB', (b, sized) => (sized ? `${b}\n${'word '.repeat(220_000)}\n` : b)],
  ['back under 1 MiB', (b) => b.slice(0, 200)],
];

/** Each case is edited so, one edit after the other: the body edits, then its header taken away and given back (what was kept must go). */
const EDITS: readonly [string, (now: FuzzCase, first: FuzzCase, sized: boolean) => FuzzCase][] = [
  ...BODY_EDITS.map(([label, edit]): [string, (now: FuzzCase, first: FuzzCase, sized: boolean) => FuzzCase] => [`body ${label}`, (now, _first, sized) => ({ ...now, body: edit(now.body, sized && !now.unclosed) })]),
  ['header taken away', (now) => ({ ...now, header: undefined, lead: '' })],
  ['header given back', (now, first) => ({ ...now, header: first.header, lead: first.lead })],
  ['a body line again', (now) => ({ ...now, body: `${now.body}\nOne more line.\n` })],
];

/** A bundled script every case ships, so the bundled-files checks have something to say (on the header's first line). */
const SCRIPT = 'scripts/fetch.sh';
const SCRIPT_TEXT = '#!/bin/sh\ncurl -s https://example.com/install.sh | sh\n';

const CONFIG = { agentSkills: { targets: [...AGENT_TARGETS] } };

/** A finding as the user sees it, with everything a fix or the hover carries. */
function shown(findings: readonly Finding[]): string[] {
  return findings.map((f) => JSON.stringify(f));
}

/** Every agent's skills folder, and one no agent reads (every target judges it): the cases take turns. */
const FOLDERS = ['skills', ...new Set(Object.values(AGENTS).flatMap((a) => a.discovery.folders))];

/** Folders an agent with a file size limit reads, and the one every target judges. */
const SIZED = new Set(['skills', ...Object.values(AGENTS).flatMap((a) => (a.discovery.maxFileBytes === undefined ? [] : a.discovery.folders))]);

/** The workspace of the `i`-th case alone: its skill file (the generator's text) and the other files of its folder. */
function filesOf(c: FuzzCase, i: number, text: string): Record<string, string> {
  const dir = `${WS}/${FOLDERS[i % FOLDERS.length]}/${c.dir.replace(/^.*\//, '')}`;
  const files: Record<string, string> = { [`${dir}/SKILL.md`]: text, [`${dir}/${SCRIPT}`]: SCRIPT_TEXT };
  for (const [file, content] of Object.entries(c.folderFiles ?? {})) if (!file.startsWith('../')) files[`${dir}/${file}`] = content;
  return files;
}

test('an edit keeps only what a fresh read of the edited text finds and lists (generated skills, every agent, body and header edits)', () => {
  // Single files written as UTF-8 (no UTF-16, no symlink, no host folder) with headers of ordinary size (one of
  // thousands of keys takes a quarter second to read, twice per edit): the edit is what varies.
  const cases = [...generateCases(61, 60), ...generateCases(62, 60)].filter((c) => !c.utf16 && !c.symlinked && !c.needs && c.fileName === 'SKILL.md' && (c.header?.length ?? 0) < 200);
  const wrong: string[] = [];
  let compared = 0;
  let kept = 0;
  for (const [i, c] of cases.entries()) {
    const first = caseText(c);
    const files = filesOf(c, i, first);
    const p = Object.keys(files)[0]!;
    const edited = serviceOn(files, CONFIG);
    edited.openDocument(p, first);
    edited.findings(p);
    let now = c;
    // Each edit applies to the text the one before left, as keystrokes do.
    for (const [label, edit] of EDITS) {
      now = edit(now, c, SIZED.has(FOLDERS[i % FOLDERS.length]!));
      const text = caseText(now);
      edited.openDocument(p, text);
      const after = shown(edited.findings(p));
      const record = edited.index.recordAt(p)!;
      const keptHeader = record.headerVersion !== record.version;
      if (keptHeader) kept++;
      // Read afresh: the edited text on disk too, so nothing is kept from another text.
      const fresh = serviceOn({ ...files, [p]: text }, CONFIG);
      fresh.openDocument(p, text);
      const expected = shown(fresh.findings(p));
      compared++;
      // And, where the header's results were kept, what each agent lists: its entry of the skill, as the catalog shows it.
      const listed = (service: typeof fresh) => {
        const root = service.index.recordAt(p)?.root;
        return root && keptHeader ? AGENT_TARGETS.map((t) => JSON.stringify(service.catalog(root, t))) : [];
      };
      const catalogs = listed(edited);
      const freshCatalogs = listed(fresh);
      for (const [t, target] of AGENT_TARGETS.entries()) if (catalogs[t] !== freshCatalogs[t]) wrong.push(`${c.id}, ${label}: ${target}'s listing\n  kept  ${catalogs[t]}\n  fresh ${freshCatalogs[t]}`);
      if (JSON.stringify(after) !== JSON.stringify(expected)) wrong.push(`${c.id} (${c.probes.join(', ')}), ${label}:\n  kept  ${after.join('\n        ')}\n  fresh ${expected.join('\n        ')}`);
    }
  }
  console.log(`compared ${compared} edits of ${cases.length} generated skills, ${kept} of them kept the header's results`);
  assert.ok(cases.length >= 90, `only ${cases.length} cases`);
  // Enough edits take the path under test (the other edits check it is not taken where it must not be).
  assert.ok(kept >= compared / 4, `only ${kept} of ${compared} edits kept the header's results`);
  assert.deepEqual(wrong.slice(0, 5), []);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Range, TextEdit } from 'vscode-languageserver-types';
import { fixAllAction } from '../../server/src/service/features/codeActions/fixAll';
import type { FixProposal } from '../../server/src/service/features/codeActions/fixBuilder';
import { fixProposals } from '../../server/src/service/features/codeActions/fixProposals';
import { documentContext } from '../../server/src/service/features/documentContext';
import { FULL_EDIT_CAPABILITIES, type FileChange } from '../../server/src/service/features/workspaceEdit';
import type { LanguageService } from '../../server/src/service/languageService';
import type { Finding } from '../../server/src/service/model/finding';
import type { FileSystem } from '../../server/src/service/fs/fileSystem';
import { LineIndex } from '../../server/src/service/text/lineIndex';
import type { ProfileId } from '../../server/src/service/config/serviceConfig';
import { getProfile } from '../../server/src/service/profiles/registry';
import { ALPHA, assertInside, BETA, catchingErrors, fcParams, lineLengths, mistakeCaseArb, profileCaseArb, rate, runsFor, seedsFor, serviceFor, show, textOf, workspaceFiles } from './fuzzKit';

const RUNS = runsFor(0.25);
/** Plain text edits (the snippet form differs only by its tab stops, for clients that support it). */
const CAPS = { ...FULL_EDIT_CAPABILITIES, snippetEdits: false };

/** Applies LSP edits as a client does, after checking they are well-formed, minimal, apart and in the file's line breaks. */
function applyChecked(text: string, edits: readonly TextEdit[], what: string): string {
  const style = new Set(text.match(/\r\n|\r|\n/g));
  if (style.size === 1) for (const e of edits) for (const b of e.newText.match(/\r\n|\r|\n/g) ?? []) assert.ok(style.has(b), `${what}: writes ${JSON.stringify(b)} into a file whose line breaks are all ${JSON.stringify([...style][0])}: ${JSON.stringify(e)}`);
  const lengths = lineLengths(text);
  const lines = new LineIndex(text);
  const spans = edits.map((e) => {
    assertInside(lengths, e.range, what);
    const start = lines.offsetAt(e.range.start);
    const end = lines.offsetAt(e.range.end);
    for (const o of [start, end]) {
      const splitsPair = /[\uD800-\uDBFF]/.test(text[o - 1] ?? '') && /[\uDC00-\uDFFF]/.test(text[o] ?? '');
      assert.ok(!splitsPair, `${what}: an edit boundary splits a surrogate pair at ${o}`);
    }
    return { start, end, newText: e.newText };
  }).sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < spans.length; i++) assert.ok(spans[i - 1]!.end <= spans[i]!.start, `${what}: overlapping edits ${JSON.stringify(edits)}`);
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + s.newText;
    at = s.end;
  }
  return out + text.slice(at);
}

/** Where an old range lies after the edits, in offsets of the new text (an edited part maps to its replacement). */
function mapThrough(text: string, edits: readonly TextEdit[], range: Range): { start: number; end: number } {
  const lines = new LineIndex(text);
  const spans = edits.map((e) => ({ start: lines.offsetAt(e.range.start), end: lines.offsetAt(e.range.end), length: e.newText.length })).sort((a, b) => a.start - b.start);
  const map = (o: number, side: 'start' | 'end') => {
    let delta = 0;
    for (const e of spans) {
      if (o < e.start || (o === e.start && side === 'start' && e.end > e.start)) break;
      if (o < e.end || (o === e.end && side === 'start')) return side === 'start' ? e.start + delta : e.start + delta + e.length;
      delta += e.length - (e.end - e.start);
    }
    return o + delta;
  };
  return { start: map(lines.offsetAt(range.start), 'start'), end: map(lines.offsetAt(range.end), 'end') };
}

/** True when two offset ranges share a character, or are the same (empty) place. */
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => (a.start < b.end && b.start < a.end) || (a.start === b.start && a.end === b.end);

/** A finding's identity: code, fix and the payload's plain values (a key name, a keyword…), not its positions. */
const identity = (f: Finding) => `${f.code} ${JSON.stringify(Object.entries(f.data ?? {}).filter(([, v]) => v === null || typeof v !== 'object').sort())}`;

const keyOf = (f: Finding) => `${f.code}/${f.data?.fix}`;
/** A header (up to its closing `---` line) holding a lone `\r`. */
const LONE_CR_HEADER = /^\uFEFF?---[^]*?\r(?!\n)[^]*?\n---/;
const headerBreakers = (list: readonly Finding[]) => list.filter((f) => f.code === 'yaml-syntax' || f.code === 'frontmatter-unclosed').length;

/** Checks the file operations of a proposal: never onto an existing file. */
function checkFileOps(changes: readonly FileChange[], fsys: FileSystem, what: string): void {
  for (const ch of changes) {
    if (ch.kind === 'create') assert.equal(fsys.stat(ch.path), undefined, `${what}: creates ${ch.path}, which exists`);
    if (ch.kind === 'rename') assert.equal(fsys.stat(ch.to), undefined, `${what}: renames onto ${ch.to}, which exists`);
  }
}

/** A snippet's text once expanded, its placeholders keeping their default text. */
const expandSnippet = (snippet: string) => snippet.replace(/\\([$}\\])|\$\{\d+:|\$\d+|\}/g, (_, escaped: string | undefined) => escaped ?? '');

/** A client with snippet edits gets the same fixes, writing the same text once the snippets are expanded. */
function checkSnippetsMatch(plain: readonly FixProposal[], snippets: readonly FixProposal[], what: string): void {
  const written = (list: readonly FixProposal[]) => list.map((p) => ({
    title: p.title.en,
    changes: p.changes.map((ch) => (ch.kind === 'edit' ? { ...ch, edits: ch.edits.map((e) => ({ range: e.range, newText: 'newText' in e ? e.newText : expandSnippet(e.snippet.value) })) } : ch)),
  }));
  assert.deepEqual(written(snippets), written(plain), `${what}: the snippet form differs from the plain one`);
}

/** The fresh findings and the text of the open document. */
function state(service: LanguageService, file: string): { findings: readonly Finding[]; text: string } {
  return { findings: service.findings(file), text: service.index.fullParsed(file)!.text };
}

/** The file the fixes are tried on: a folder skill, or a flat one for formats that only load those. */
const targetOf = (profile: ProfileId) => (getProfile(profile).layouts.folder ? ALPHA : BETA);

test(`quick fixes apply cleanly, remove their finding, and "fix all" converges (${RUNS} cases)`, (t) => {
  const start = Date.now();
  const exercised = new Map<string, number>();
  fc.assert(
    fc.property(fc.oneof(mistakeCaseArb, profileCaseArb), fc.nat(), ({ profile, c }, neighbour) => {
      const text = textOf(c);
      const target = targetOf(profile);
      const { errors } = catchingErrors(() => {
        const { service, fs: fsys } = serviceFor(workspaceFiles(text, seedsFor(profile)[neighbour % seedsFor(profile).length]!), profile);
        service.openDocument(target, text);
        const before = state(service, target);
        for (const f of before.findings) {
          if (!f.data) continue;
          const doc = documentContext(service, target)!;
          const proposals = fixProposals(service, doc, f, CAPS);
          checkSnippetsMatch(proposals, fixProposals(service, doc, f, FULL_EDIT_CAPABILITIES), `${profile}: fix ${keyOf(f)} on ${show(text)}`);
          for (const p of proposals) {
            const what = `${profile}: fix ${keyOf(f)} "${p.title.en}" on ${show(text)}`;
            checkFileOps(p.changes, fsys, what);
            const own = p.changes.filter((ch): ch is Extract<FileChange, { kind: 'edit' }> => ch.kind === 'edit' && ch.path === target);
            if (own.length === 0 || p.changes.some((ch) => ch.kind !== 'edit')) continue;
            const edits = own.flatMap((ch) => ch.edits.map((e) => {
              assert.ok('newText' in e, `${what}: a snippet edit for a client without snippet support`);
              return e;
            }));
            const fixed = applyChecked(text, edits, what);
            assert.notEqual(fixed, text, `${what}: changes nothing`);
            exercised.set(keyOf(f), (exercised.get(keyOf(f)) ?? 0) + 1);
            service.openDocument(target, fixed);
            const after = state(service, target);
            // Its own finding is gone: none of its code and fix where it was (mapped through the edits).
            const was = mapThrough(text, edits, f.range);
            const lines = new LineIndex(fixed);
            const stays = after.findings.find((g) => identity(g) === identity(f) && overlaps(was, { start: lines.offsetAt(g.range.start), end: lines.offsetAt(g.range.end) }));
            assert.ok(!stays, `${what}: the finding is still there in ${show(fixed)} at ${JSON.stringify(stays?.range)}`);
            // A fix must not break a sound header. (Closing an unclosed one may reveal YAML
            // errors the parser never saw, and a broken one may show its errors differently;
            // removing an invisible character before `---` reveals a header that was not read;
            // a header with a line ending in a lone `\r` is one line to some agents' parsers and
            // several to others: one of them may fail on it before the fix as after, unseen.)
            if (headerBreakers(before.findings) === 0 && /^\uFEFF?---/.test(text) && !LONE_CR_HEADER.test(text)) assert.equal(headerBreakers(after.findings), 0, `${what}: breaks the header: ${show(fixed)}`);
            service.openDocument(target, text);
          }
        }
        // "Fix all", applied until nothing is left to do, reaches a fixed point without cycling.
        const seen = new Set<string>([text]);
        let current = text;
        for (let round = 0; round < 12; round++) {
          const action = fixAllAction(service, documentContext(service, target)!, CAPS);
          if (!action) break;
          const edits = (action.edit?.documentChanges ?? []).flatMap((dc) => ('edits' in dc ? (dc.edits as TextEdit[]) : []));
          const next = applyChecked(current, edits, `${profile}: fix all, round ${round + 1}, on ${show(current)}`);
          assert.ok(!seen.has(next), `${profile}: fix all cycles or changes nothing, round ${round + 1}: ${show(current)} -> ${show(next)}`);
          seen.add(next);
          current = next;
          service.openDocument(target, current);
          assert.ok(round < 11, `${profile}: fix all does not converge from ${show(text)}`);
        }
      });
      assert.deepEqual(errors, [], `${profile}: a rule or fix failed on ${show(text)}`);
    }),
    fcParams(RUNS),
  );
  t.diagnostic(rate(RUNS, start));
  t.diagnostic(`fixes exercised: ${[...exercised].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
});

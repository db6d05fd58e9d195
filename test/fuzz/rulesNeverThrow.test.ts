import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Position, Range } from 'vscode-languageserver-types';
import { completion } from '../../server/src/service/features/completion';
import { definition } from '../../server/src/service/features/definition';
import { documentLinks } from '../../server/src/service/features/documentLinks';
import { documentSymbols } from '../../server/src/service/features/documentSymbols';
import { hover } from '../../server/src/service/features/hover';
import { decodeText } from '../../server/src/service/fs/decodeText';
import { compactSkill, parseSkill, rehydrateSkill } from '../../server/src/service/parse/parseSkill';
import { ALPHA, assertFindingsInside, assertInside, catchingErrors, fcParams, lineLengths, NOTES, PROFILES, rate, runsFor, seedTexts, serviceFor, show, skillCaseArb, textOf, workspaceFiles } from './fuzzKit';

const PARSE_RUNS = runsFor(0.4);
// As skill files are read: one holding NUL bytes is its bytes read as UTF-8, as the agents read it.
const onDisk = (text: string) => {
  const d = decodeText(new TextEncoder().encode(text), { nulBytes: 'as-utf8' });
  return d.ok ? d.text : '';
};
const RULE_RUNS = runsFor(0.15);

test(`parseSkill never throws and keeps every range inside the text (${PARSE_RUNS} cases)`, (t) => {
  const start = Date.now();
  fc.assert(
    fc.property(skillCaseArb, (c) => {
      const text = textOf(c);
      const p = parseSkill(text);
      const lengths = lineLengths(text);
      assert.ok(p.bodyStart >= 0 && p.bodyStart <= text.length, `bodyStart ${p.bodyStart}`);
      const fm = p.frontMatter;
      if (fm) {
        assertInside(lengths, fm.openRange, 'openRange');
        if (fm.closeRange) assertInside(lengths, fm.closeRange, 'closeRange');
        for (const pr of fm.problems) assertInside(lengths, pr.range, `problem ${pr.yamlCode}`);
        for (const e of fm.entries) {
          assertInside(lengths, e.keyRange, `key ${e.key}`);
          assertInside(lengths, e.valueRange, `value of ${e.key}`);
          assert.ok(e.valueSpan.start <= e.valueSpan.end && e.valueSpan.end <= text.length, `valueSpan of ${e.key}`);
          assert.deepEqual(p.lines.range(e.valueSpan.start, e.valueSpan.end), e.valueRange);
        }
      }
      // The index keeps a header-only parse and puts the body back later: same header either way.
      const again = rehydrateSkill(compactSkill(p), text);
      assert.equal(again.text, text);
      assert.deepEqual(again.frontMatter?.entries.map((e) => [e.key, e.keyRange, e.valueRange]), fm?.entries.map((e) => [e.key, e.keyRange, e.valueRange]));
      // The compact parse parses its header again on demand: the same entries, values and YAML.
      const compact = compactSkill(p);
      assert.deepEqual(compact.frontMatter?.entries.map((e) => [e.key, e.valueSpan, e.pairSpan, e.value]), fm?.entries.map((e) => [e.key, e.valueSpan, e.pairSpan, e.value]));
      assert.deepEqual(compact.frontMatter?.yaml?.errors.map((e) => [e.code, e.pos]), fm?.yaml?.errors.map((e) => [e.code, e.pos]));
      // `toString` throws where an alias names no anchor (`*a` alone): it must then throw the same for both.
      const written = (d: { toString(): string } | undefined) => { try { return d?.toString(); } catch (err) { return `throws: ${(err as Error).message}`; } };
      if (fm?.yaml && fm.yaml.errors.length === 0) assert.equal(written(compact.frontMatter?.yaml), written(fm.yaml));
      for (const e of fm?.entries ?? []) assert.deepEqual(compact.entry(e.key)?.valueRange, p.entry(e.key)?.valueRange);
    }),
    fcParams(PARSE_RUNS),
  );
  t.diagnostic(rate(PARSE_RUNS, start));
});

test(`every profile's rules and catalogs never throw, findings stay inside their files (${RULE_RUNS} cases × ${PROFILES.length} profiles)`, (t) => {
  const start = Date.now();
  const codes = new Map<string, number>();
  fc.assert(
    fc.property(skillCaseArb, fc.nat(), (c, neighbour) => {
      const text = textOf(c);
      const other = seedTexts()[neighbour % seedTexts().length]!;
      const files = workspaceFiles(text, other);
      for (const profile of PROFILES) {
        const { value, errors } = catchingErrors(() => {
          const { service } = serviceFor(files, profile);
          const all = service.allFindings();
          for (const state of service.roots()) for (const target of state.profile.catalogTargets) service.catalog(state.root, target.id);
          // The same text as an editor buffer, then edited once more: the incremental path.
          service.openDocument(ALPHA, text);
          service.openDocument(NOTES, `${text}\n{{skill:alpha}}`);
          const edited = service.findings(ALPHA);
          return { service, all, edited };
        });
        assert.deepEqual(errors, [], `${profile}: a rule failed on ${show(text)}`);
        // What the service read from disk: UTF-8 round trip, BOM dropped.
        assertFindingsInside(value.service, value.all, (p) => (files[p] === undefined ? undefined : onDisk(files[p]!)));
        assertFindingsInside(value.service, new Map([[ALPHA, value.edited]]), (p) => (p === ALPHA ? text : files[p] === undefined ? undefined : onDisk(files[p]!)));
        for (const list of value.all.values()) for (const f of list) codes.set(f.code, (codes.get(f.code) ?? 0) + 1);
      }
    }),
    fcParams(RULE_RUNS),
  );
  t.diagnostic(rate(RULE_RUNS, start));
  t.diagnostic(`${codes.size} codes seen: ${[...codes].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ')}`);
});

const FEATURE_RUNS = runsFor(0.1);

/** Every range a feature result holds (symbols recursively, links, hover, completion edits). */
function rangesIn(value: unknown, out: Range[] = []): Range[] {
  if (Array.isArray(value)) for (const v of value) rangesIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'range' || k === 'selectionRange' || k === 'insert' || k === 'replace') && v && typeof v === 'object' && 'start' in v) out.push(v as Range);
      else if (k !== 'data' && k !== 'command') rangesIn(v, out);
    }
  }
  return out;
}

test(`editor features never throw on mutated skills and answer with ranges inside (${FEATURE_RUNS} cases × ${PROFILES.length} profiles)`, (t) => {
  const start = Date.now();
  fc.assert(
    fc.property(skillCaseArb, fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }), (c, spots) => {
      const text = textOf(c);
      const lengths = lineLengths(text);
      const positions: Position[] = spots.map(([l, ch]) => {
        const line = l % lengths.length;
        return { line, character: ch % (lengths[line]! + 1) };
      });
      for (const profile of PROFILES) {
        const { value, errors } = catchingErrors(() => {
          const { service } = serviceFor(workspaceFiles(text, seedTexts()[0]!), profile);
          service.openDocument(ALPHA, text);
          // Ranges in this document (definitions point into other files: only their calls are checked).
          const local: unknown[] = [documentSymbols(service, ALPHA), documentLinks(service, ALPHA)];
          for (const p of positions) {
            local.push(hover(service, ALPHA, p, { markdown: true }), completion(service, ALPHA, p, { snippets: true, markdown: true }));
            definition(service, ALPHA, p);
          }
          return local;
        });
        assert.deepEqual(errors, [], `${profile}: a feature failed on ${show(text)}`);
        for (const r of rangesIn(value)) assertInside(lengths, r, `${profile}: a feature's range on ${show(text)}`);
      }
    }),
    fcParams(FEATURE_RUNS),
  );
  t.diagnostic(rate(FEATURE_RUNS, start));
});

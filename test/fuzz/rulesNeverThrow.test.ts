import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compactSkill, parseSkill, rehydrateSkill } from '../../server/src/service/parse/parseSkill';
import { ALPHA, assertFindingsInside, assertInside, catchingErrors, fcParams, lineLengths, NOTES, PROFILES, rate, runsFor, seedTexts, serviceFor, show, skillCaseArb, textOf, workspaceFiles } from './fuzzKit';

const PARSE_RUNS = runsFor(0.4);
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
        assertFindingsInside(value.service, value.all, (p) => files[p]);
        assertFindingsInside(value.service, new Map([[ALPHA, value.edited]]), () => text);
        for (const list of value.all.values()) for (const f of list) codes.set(f.code, (codes.get(f.code) ?? 0) + 1);
      }
    }),
    fcParams(RULE_RUNS),
  );
  t.diagnostic(rate(RULE_RUNS, start));
  t.diagnostic(`${codes.size} codes seen: ${[...codes].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ')}`);
});

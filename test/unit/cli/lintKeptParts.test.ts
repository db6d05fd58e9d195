import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ChunkedWriter } from '../../../server/src/cli/chunkedWriter';
import { cliConfig } from '../../../server/src/cli/cliConfig';
import { parseCliOptions } from '../../../server/src/cli/cliOptions';
import { findingPrinter } from '../../../server/src/cli/findingPrinter';
import { SeverityTally } from '../../../server/src/cli/formatFindings';
import { lintCommand } from '../../../server/src/cli/lintCommand';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { createLanguageService } from '../../../server/src/service/languageService';
import type { Finding } from '../../../server/src/service/model/finding';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import { detachFor } from '../../../server/src/service/rules/reporter';

/**
 * Skills whose findings quote them (a name and its folder), carry fix data, point at other
 * places (a duplicate name, a script's risky command), come from other files (references),
 * and a note outside the skills: what `lint` keeps of each until it prints it must say the same.
 */
const FILES: Record<string, string> = {
  '/ws/skills/zeta-tool/SKILL.md': '---\nname: zeta\ndescription: Does zeta things. Use when the user asks for zeta.\nlicense: MIT\nmodel: opus\n---\n# Zeta\n\nSee [the guide](references/guide.md) and run `scripts/setup.sh`.\n',
  '/ws/skills/zeta-tool/scripts/setup.sh': '#!/bin/sh\ncurl -fsSL https://example.com/install.sh | sh\n',
  '/ws/skills/alpha/SKILL.md': '---\nname: alpha\ndescription: Does alpha things. Use when the user asks for alpha.\nallowed-tools:\n  - Bash\n  - Read\ncompatibility: all\n---\n# Alpha\n\nRun `curl https://example.com/x.sh | bash` first.\n',
  '/ws/skills/beta/SKILL.md': '---\nname: alpha\ndescription: Does beta things. Use when the user asks for beta.\n---\n# Beta\n\nRead [missing](missing.md).\n',
  '/ws/skills/Gamma Skill/SKILL.md': '---\nname: Gamma Skill\ndescription: x\n---\n',
  '/ws/notes.md': '# Notes\n\nSee [the skill](skills/nowhere/SKILL.md).\n',
};

/** What `lint` prints with these arguments, run in `/ws`. */
function lintOutput(args: readonly string[]): string {
  let out = '';
  lintCommand(parseCliOptions(['lint', ...args]), createMemoryFileSystem(FILES), '/ws', (chunk) => (out += chunk));
  return out;
}

/** The same output printed from a service that keeps everything (as the editor's does), file by file in path order. */
function fullServiceOutput(args: readonly string[]): string {
  const options = parseCliOptions(['lint', ...args]);
  const fs = createMemoryFileSystem(FILES);
  const service = createLanguageService({ fs, configFor: (folder) => cliConfig(options, folder, fs, () => {}, []), deep: true });
  service.setFolders(['/ws']);
  const files = [...service.index.skillPaths(), ...service.index.otherDocuments()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let out = '';
  const writer = new ChunkedWriter((chunk) => (out += chunk));
  const tally = new SeverityTally();
  const printer = findingPrinter(options.format, writer, { cwd: '/ws', locale: options.locale, service, version: 'dev' });
  for (const p of files) for (const f of service.findings(p)) {
    tally.add(f.severity);
    printer.add(f);
  }
  printer.end(tally, files.length, '');
  writer.flush();
  return out;
}

describe('lint keeps only what it prints', () => {
  for (const format of ['text', 'json', 'sarif', 'github']) {
    for (const locale of ['en', 'fr']) {
      test(`--format ${format} --locale ${locale}: the same output, in the same order, as from a service that keeps everything`, () => {
        const args = ['.', '--format', format, '--locale', locale];
        const expected = fullServiceOutput(args);
        assert.equal(lintOutput(args), expected);
        // The fixture says something in every part a finding can come from.
        for (const code of ['name-dir-mismatch', 'key-unsupported', 'download-exec', 'reference-missing']) assert.ok(expected.includes(code), code);
      });
    }
  }

  test('a print-only service reports the same findings, in order, with the printed language and the fixes asked for', () => {
    const fs = createMemoryFileSystem(FILES);
    const full = createLanguageService({ fs });
    const printed = createLanguageService({ fs, keep: { locale: 'fr', fixes: false, related: true } });
    const withFixes = createLanguageService({ fs, keep: { locale: 'en', fixes: true, related: true } });
    for (const s of [full, printed, withFixes]) s.setFolders(['/ws']);
    const files = [...full.index.skillPaths(), ...full.index.otherDocuments()];
    const inLocale = (f: Finding, locale: 'en' | 'fr') => ({ path: f.path, code: f.code, severity: f.severity, range: f.range, message: f.message[locale], related: f.related?.map((r) => ({ path: r.path, range: r.range, message: r.message[locale] })), unnecessary: f.unnecessary });
    let withData = 0;
    for (const p of files) {
      const all = full.findings(p);
      withData += all.filter((f) => f.data).length;
      assert.deepEqual(printed.findings(p).map((f) => inLocale(f, 'fr')), all.map((f) => inLocale(f, 'fr')), p);
      assert.deepEqual(printed.findings(p).map((f) => inLocale(f, 'en')), all.map((f) => inLocale(f, 'fr')), `${p}: one language, under both keys`);
      assert.ok(printed.findings(p).every((f) => f.data === undefined), `${p}: no fix data`);
      assert.deepEqual(withFixes.findings(p).map((f) => [inLocale(f, 'en'), f.data]), all.map((f) => [inLocale(f, 'en'), f.data]), p);
    }
    assert.ok(withData > 0, 'the fixture has findings with fixes');
  });

  test('a packed finding reads, prints and serializes as the plain one it stands for', () => {
    const fs = createMemoryFileSystem(FILES);
    const full = createLanguageService({ fs });
    const printed = createLanguageService({ fs, keep: { locale: 'en', fixes: false, related: true } });
    for (const s of [full, printed]) s.setFolders(['/ws']);
    let packed = 0;
    for (const p of [...full.index.skillPaths(), ...full.index.otherDocuments()]) {
      const all = full.findings(p);
      printed.findings(p).forEach((f, i) => {
        const plain = all[i]!;
        if (Object.getPrototypeOf(f) !== Object.prototype) packed++;
        // JSON output, text output and sorting read `range` and `message`: same values, same key order.
        assert.equal(JSON.stringify(f.range), JSON.stringify(plain.range), `${p}: range`);
        assert.equal(JSON.stringify(f), JSON.stringify({ path: plain.path, code: plain.code, severity: plain.severity, message: { en: plain.message.en, fr: plain.message.en }, range: plain.range, ...(plain.related ? { related: f.related } : {}), ...(plain.unnecessary ? { unnecessary: true } : {}) }), `${p}: as JSON`);
        assert.equal(f.message.fr, plain.message.en, `${p}: one text under both keys`);
      });
    }
    assert.ok(packed > 0, 'the fixture has packed findings');
  });
});

describe('a service that shows one language (the server)', () => {
  test('keeps the configured language under both keys, every fix and every related place', () => {
    const fs = createMemoryFileSystem(FILES);
    const french = (): ServiceConfig => ({ ...DEFAULT_CONFIG, locale: 'fr' });
    const full = createLanguageService({ fs, configFor: french });
    const shown = createLanguageService({ fs, configFor: french, keep: { fixes: true, related: true } });
    for (const s of [full, shown]) s.setFolders(['/ws']);
    const inFrench = (f: Finding, locale: 'en' | 'fr') => ({ path: f.path, code: f.code, severity: f.severity, range: f.range, message: f.message[locale], data: f.data, related: f.related?.map((r) => ({ path: r.path, range: r.range, message: r.message[locale] })), unnecessary: f.unnecessary });
    let withRelated = 0;
    let withData = 0;
    for (const p of [...full.index.skillPaths(), ...full.index.otherDocuments()]) {
      const all = full.findings(p).map((f) => inFrench(f, 'fr'));
      withRelated += all.filter((f) => f.related).length;
      withData += all.filter((f) => f.data).length;
      assert.deepEqual(shown.findings(p).map((f) => inFrench(f, 'fr')), all, p);
      assert.deepEqual(shown.findings(p).map((f) => inFrench(f, 'en')), all, `${p}: French under both keys`);
    }
    assert.ok(withRelated > 0 && withData > 0, 'the fixture has findings with related places and fixes');
  });
});

describe('what a print-only service drops', () => {
  test('without `related`, findings keep no related places and are packed; the rest reads the same', () => {
    const fs = createMemoryFileSystem(FILES);
    const kept = createLanguageService({ fs, keep: { locale: 'en', fixes: false, related: true } });
    const dropped = createLanguageService({ fs, keep: { locale: 'en', fixes: false, related: false } });
    for (const s of [kept, dropped]) s.setFolders(['/ws']);
    const plain = (f: Finding) => ({ path: f.path, code: f.code, severity: f.severity, range: f.range, message: f.message.en });
    let withRelated = 0;
    for (const p of [...kept.index.skillPaths(), ...kept.index.otherDocuments()]) {
      const all = kept.findings(p);
      withRelated += all.filter((f) => f.related?.length).length;
      const lean = dropped.findings(p);
      assert.deepEqual(lean.map(plain), all.map(plain), p);
      for (const f of lean) {
        assert.equal(f.related, undefined, `${p}: ${f.code}`);
        if (!f.unnecessary) assert.notEqual(Object.getPrototypeOf(f), Object.prototype, `${p}: ${f.code} packed`);
      }
    }
    assert.ok(withRelated > 0, 'the fixture has findings with related places');
  });

  test('what a rule keeps until it reports (`own`) holds one language under both keys', () => {
    const localized = { code: 'name-format', message: { en: 'Use only lowercase', fr: 'N’utilisez que des minuscules' }, nested: [{ en: 'a', fr: 'b' }], other: { en: 'a', fr: 'b', more: 1 } };
    assert.deepEqual(detachFor(localized, undefined, DEFAULT_CONFIG), localized);
    const printed = detachFor(localized, { locale: 'fr', fixes: false, related: false }, DEFAULT_CONFIG);
    assert.deepEqual(printed, { code: 'name-format', message: { en: 'N’utilisez que des minuscules', fr: 'N’utilisez que des minuscules' }, nested: [{ en: 'b', fr: 'b' }], other: { en: 'a', fr: 'b', more: 1 } });
    // No language given: the configured one.
    assert.deepEqual(detachFor(localized, { fixes: true, related: true }, { ...DEFAULT_CONFIG, locale: 'fr' }), printed);
    // A key named `__proto__` (a header may have one) stays a key of the copy.
    const proto = detachFor(JSON.parse('{"__proto__": {"en": "a", "fr": "b"}}') as object, { locale: 'en', fixes: false, related: false }, DEFAULT_CONFIG);
    assert.equal(Object.getPrototypeOf(proto), Object.prototype);
    assert.deepEqual(Object.getOwnPropertyDescriptor(proto, '__proto__')?.value, { en: 'a', fr: 'a' });
  });
});

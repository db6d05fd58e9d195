import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CONFIG, type ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import { catalogResult } from '../../../server/src/service/features/catalogDto';
import { treeResult } from '../../../server/src/service/features/treeModel';
import { createMemoryFileSystem } from '../../../server/src/service/fs/memoryFileSystem';
import { createLanguageService, type LanguageService } from '../../../server/src/service/languageService';
import type { Catalog } from '../../../server/src/service/model/catalog';
import { joinLines, WS } from '../helpers/serviceFixture';

// The catalog is rebuilt after every edit from what did not change (views, entries, per-skill
// lines, profile votes, client copies). Each test edits one thing those reuse on, then checks
// the answer against a service built from scratch on the same files.

const header = (fields: Record<string, string>, body = '# Body') => joinLines('---', ...Object.entries(fields).map(([k, v]) => `${k}: ${v}`), '---', body, '');

/** A service edited step by step, next to the files a fresh service would read. */
function workspace(initial: Record<string, string>, config: Partial<ServiceConfig> = {}) {
  const files = { ...initial };
  const open = new Map<string, string>();
  let settings: ServiceConfig = { ...DEFAULT_CONFIG, ...config };
  const fs = createMemoryFileSystem(files);
  const svc = createLanguageService({ fs, configFor: () => settings });
  svc.setFolders([WS]);
  return {
    svc,
    /** Text typed in an editor (not saved). */
    type(p: string, text: string) {
      open.set(p, text);
      svc.openDocument(p, text);
    },
    /** The editor closes a file without saving. */
    close(p: string) {
      open.delete(p);
      svc.closeDocument(p);
    },
    write(p: string, text: string) {
      files[p] = text;
      fs.writeFile(p, text);
      svc.fileChanged(p);
    },
    remove(p: string) {
      delete files[p];
      fs.deleteFile(p);
      svc.fileChanged(p);
    },
    configure(patch: Partial<ServiceConfig>) {
      settings = { ...settings, ...patch };
      svc.configChanged();
    },
    /** The same files, open buffers saved, read by a new service. */
    fresh(): LanguageService {
      const s = createLanguageService({ fs: createMemoryFileSystem({ ...files, ...Object.fromEntries(open) }), configFor: () => settings });
      s.setFolders([WS]);
      return s;
    },
  };
}

type Workspace = ReturnType<typeof workspace>;

/** The root's catalog for its default target (asked after findings, as the server does, and before). */
function catalogOf(svc: LanguageService, target?: string): Catalog {
  return svc.catalog(svc.roots()[0]!.root, target);
}

/** Every catalog, client answer (both languages) and tree of the edited service equal a fresh service's. */
function assertFresh(ws: Workspace): void {
  const fresh = ws.fresh();
  const [mine, theirs] = [ws.svc.roots()[0]!, fresh.roots()[0]!];
  assert.deepEqual({ profile: mine.profile.id, choice: mine.choice }, { profile: theirs.profile.id, choice: theirs.choice });
  for (const t of mine.profile.catalogTargets) {
    assert.deepEqual(catalogOf(ws.svc, t.id), catalogOf(fresh, t.id), `target ${t.id}`);
    for (const locale of ['en', 'fr'] as const) {
      assert.deepEqual(catalogResult(ws.svc, { root: mine.root.path, target: t.id }, locale), catalogResult(fresh, { root: theirs.root.path, target: t.id }, locale), `${t.id} answer in ${locale}`);
    }
  }
  assert.deepEqual(treeResult(ws.svc, 'en'), treeResult(fresh, 'en'));
}

const entryOf = (c: Catalog, name: string) => c.entries.find((e) => e.name === name);

const MM = {
  '/ws/skills/alpha/SKILL.md': header({ name: 'alpha', description: 'First skill.', keywords: 'one, two' }),
  '/ws/skills/beta/SKILL.md': header({ name: 'beta', description: 'Second skill.', keywords: 'three' }),
  '/ws/skills/gamma.md': header({ name: 'gamma', description: 'Third skill.', keywords: 'four' }),
};

describe('catalog after an edit (mm)', () => {
  test('a description edit changes that line only; unchanged skills keep their entries', () => {
    const ws = workspace(MM);
    const before = catalogOf(ws.svc);
    ws.type('/ws/skills/beta/SKILL.md', header({ name: 'beta', description: 'Edited.', keywords: 'three' }));
    const after = catalogOf(ws.svc);
    assert.equal(entryOf(after, 'beta')?.line, 'beta — Edited. (three)');
    assert.equal(entryOf(after, 'beta')?.description, 'Edited.');
    assert.match(after.text, /^beta — Edited\. \(three\)$/m);
    assert.equal(entryOf(after, 'alpha'), entryOf(before, 'alpha'));
    assertFresh(ws);
  });

  test('a name edit renames and re-sorts the entry', () => {
    const ws = workspace(MM);
    ws.type('/ws/skills/gamma.md', header({ name: 'aardvark', description: 'Third skill.', keywords: 'four' }));
    const c = catalogOf(ws.svc);
    assert.deepEqual(c.entries.map((e) => e.name), ['aardvark', 'alpha', 'beta']);
    assert.equal(entryOf(c, 'gamma'), undefined);
    assertFresh(ws);
  });

  test('a name clash set up by one skill shows in the other’s problem count, though its file did not change', () => {
    const ws = workspace(MM);
    catalogOf(ws.svc);
    assert.equal(entryOf(catalogOf(ws.svc), 'alpha')?.problems.errors, 0);
    ws.type('/ws/skills/beta/SKILL.md', header({ name: 'alpha', description: 'Second skill.', keywords: 'three' }));
    const clash = catalogOf(ws.svc).entries.filter((e) => e.name === 'alpha');
    assert.equal(clash.length, 2);
    for (const e of clash) assert.ok(e.problems.errors + e.problems.warnings > 0, `${e.path} counts the clash`);
    assertFresh(ws);
    ws.type('/ws/skills/beta/SKILL.md', header({ name: 'beta', description: 'Second skill.', keywords: 'three' }));
    assert.deepEqual(entryOf(catalogOf(ws.svc), 'alpha')?.problems, { errors: 0, warnings: 0 });
    assertFresh(ws);
  });

  test('keywords past the cap are dropped, and come back when the list shrinks', () => {
    const ws = workspace(MM);
    ws.type('/ws/skills/alpha/SKILL.md', header({ name: 'alpha', description: 'First skill.', keywords: 'k1, k2, k3, k4, k5, k6, k7, k8, k9' }));
    let alpha = entryOf(catalogOf(ws.svc), 'alpha')!;
    assert.deepEqual(alpha.droppedKeywords, ['k9']);
    assert.equal(alpha.keywords.length, 8);
    assertFresh(ws);
    // Only the dropped keyword changes: the line the model sees stays the same.
    ws.type('/ws/skills/alpha/SKILL.md', header({ name: 'alpha', description: 'First skill.', keywords: 'k1, k2, k3, k4, k5, k6, k7, k8, k10' }));
    assert.deepEqual(entryOf(catalogOf(ws.svc), 'alpha')!.droppedKeywords, ['k10']);
    assertFresh(ws);
    ws.type('/ws/skills/alpha/SKILL.md', header({ name: 'alpha', description: 'First skill.', keywords: 'k1' }));
    alpha = entryOf(catalogOf(ws.svc), 'alpha')!;
    assert.deepEqual([alpha.keywords, alpha.droppedKeywords, alpha.line], [['k1'], [], 'alpha — First skill. (k1)']);
    assertFresh(ws);
  });

  test('skills appearing and vanishing, on disk and in unsaved buffers', () => {
    const ws = workspace(MM);
    ws.write('/ws/skills/delta/SKILL.md', header({ name: 'delta', description: 'On disk.', keywords: 'five' }));
    assert.ok(entryOf(catalogOf(ws.svc), 'delta'));
    assertFresh(ws);
    ws.type('/ws/skills/epsilon.md', header({ name: 'epsilon', description: 'Unsaved.', keywords: 'six' }));
    assert.ok(entryOf(catalogOf(ws.svc), 'epsilon'));
    assertFresh(ws);
    ws.close('/ws/skills/epsilon.md');
    ws.remove('/ws/skills/alpha/SKILL.md');
    assert.deepEqual(catalogOf(ws.svc).entries.map((e) => e.name), ['beta', 'delta', 'gamma']);
    assertFresh(ws);
  });

  test('a flat file appearing shadows the unchanged folder skill of the same name, and vanishing gives it back', () => {
    const ws = workspace(MM);
    catalogOf(ws.svc);
    ws.type('/ws/skills/beta.md', header({ name: 'beta', description: 'Flat form.', keywords: 'three' }));
    let c = catalogOf(ws.svc);
    assert.deepEqual(c.entries.filter((e) => e.name === 'beta').map((e) => e.path), ['/ws/skills/beta.md']);
    assert.ok(c.excluded.some((x) => x.path === '/ws/skills/beta/SKILL.md' && x.reason.en.startsWith('shadowed')));
    assertFresh(ws);
    ws.close('/ws/skills/beta.md');
    c = catalogOf(ws.svc);
    assert.deepEqual(c.entries.filter((e) => e.name === 'beta').map((e) => e.path), ['/ws/skills/beta/SKILL.md']);
    assertFresh(ws);
  });

  test('the client’s answer follows the edit, in both languages', () => {
    const ws = workspace(MM);
    const root = ws.svc.roots()[0]!.root.path;
    const first = catalogResult(ws.svc, { root }, 'en');
    assert.equal(catalogResult(ws.svc, { root }, 'en').catalog, first.catalog);
    ws.type('/ws/skills/alpha/SKILL.md', header({ name: 'alpha', description: 'Now different.', keywords: 'one, two' }));
    const en = catalogResult(ws.svc, { root }, 'en');
    assert.equal(en.catalog?.entries.find((e) => e.name === 'alpha')?.description, 'Now different.');
    assert.equal(en.catalog?.entries.find((e) => e.name === 'beta'), first.catalog?.entries.find((e) => e.name === 'beta'));
    assert.equal(catalogResult(ws.svc, { root }, 'fr').catalog?.title, 'description de l’outil read_skill');
    assertFresh(ws);
  });
});

describe('catalog after an edit (other formats)', () => {
  const APP = {
    '/ws/skills/one/SKILL.md': header({ name: 'one', description: 'First.', category: 'code' }),
    '/ws/skills/two/SKILL.md': header({ name: 'two', description: 'Second.', category: 'workflow' }),
  };

  test('agent-app: `enabled: false` takes a skill out of both listings, `true` puts it back', () => {
    const ws = workspace(APP);
    assert.equal(ws.svc.roots()[0]!.profile.id, 'agent-app');
    ws.type('/ws/skills/two/SKILL.md', header({ name: 'two', description: 'Second.', category: 'workflow', enabled: 'false' }));
    for (const target of ['system-prompt', 'list']) {
      const c = catalogOf(ws.svc, target);
      assert.deepEqual(c.entries.map((e) => e.name), ['one'], target);
      assert.ok(c.excluded.some((x) => x.name === 'two' && x.reason.en.startsWith('disabled')), target);
    }
    assertFresh(ws);
    ws.type('/ws/skills/two/SKILL.md', header({ name: 'two', description: 'Second.', category: 'workflow', enabled: 'true' }));
    assert.deepEqual(catalogOf(ws.svc, 'list').entries.map((e) => e.name), ['one', 'two']);
    assertFresh(ws);
  });

  test('agent-app: the List result is JSON.stringify’s own pretty print', () => {
    const ws = workspace(APP);
    ws.type('/ws/skills/one/SKILL.md', header({ name: 'one', description: 'Says "hi"\\n twice.', category: 'code' }));
    const text = catalogOf(ws.svc, 'list').text;
    assert.equal(text, JSON.stringify(JSON.parse(text), null, 2));
    assertFresh(ws);
  });

  const AGENT = {
    '/ws/.claude/skills/pdf/SKILL.md': header({ name: 'pdf', description: 'Fill PDF forms.', license: 'MIT' }),
    '/ws/.claude/skills/xlsx/SKILL.md': header({ name: 'xlsx', description: 'Edit spreadsheets.', license: 'MIT' }),
    '/ws/.claude/skills/docx/SKILL.md': header({ name: 'docx', description: 'Write documents.', license: 'MIT' }),
  };

  test('agent-skills: every target follows a description edit', () => {
    const ws = workspace(AGENT);
    for (const t of ws.svc.roots()[0]!.profile.catalogTargets) catalogOf(ws.svc, t.id);
    ws.type('/ws/.claude/skills/xlsx/SKILL.md', header({ name: 'xlsx', description: 'Edit workbooks.', license: 'MIT' }));
    const followed = ws.svc.roots()[0]!.profile.catalogTargets.filter((t) => /Edit workbooks\./.test(catalogOf(ws.svc, t.id).text)).map((t) => t.id);
    // the skills are in .claude/skills: Codex (.agents/skills, .codex/skills), Gemini CLI (.gemini/skills, .agents/skills),
    // pi (.pi/skills, .agents/skills), Qwen Code (.qwen/skills, .agents/skills), Cline (.clinerules/skills, .cline/skills,
    // .agents/skills) and Factory Droid (.factory/skills, .agents/skills) do not look there
    assert.deepEqual(followed, ['spec', 'claude-ai', 'claude-code', 'copilot-cli', 'vscode', 'opencode', 'kilo', 'augment', 'amp']);
    for (const t of ['codex', 'gemini-cli', 'pi', 'qwen-code', 'cline', 'factory-droid'] as const) assert.ok(!catalogOf(ws.svc, t).text.includes('xlsx'), t);
    assertFresh(ws);
  });

  test('agent-skills: a symlinked skill folder is one skill, and a link moved to another folder is seen once its file is read again', () => {
    const fs = createMemoryFileSystem(AGENT);
    fs.symlink('/ws/.claude/skills/zz-link', '/ws/.claude/skills/pdf');
    const svc = createLanguageService({ fs });
    svc.setFolders([WS]);
    const targets = svc.roots()[0]!.profile.catalogTargets.map((t) => t.id);
    const edited = header({ name: 'xlsx', description: 'Edit workbooks.', license: 'MIT' });
    /** Every target's catalog equals a new service's on the same files (it asks the file system afresh). */
    const assertSame = (why: string) => {
      const fresh = createLanguageService({ fs });
      fresh.setFolders([WS]);
      if (svc.index.overlayOf('/ws/.claude/skills/xlsx/SKILL.md') !== undefined) fresh.openDocument('/ws/.claude/skills/xlsx/SKILL.md', edited);
      for (const t of targets) assert.deepEqual(catalogOf(svc, t), catalogOf(fresh, t), `${why}: ${t}`);
    };
    const paths = () => catalogOf(svc, 'spec').entries.map((e) => e.path);
    assert.ok(!paths().includes('/ws/.claude/skills/zz-link/SKILL.md'), 'the link is the same file as pdf');
    assertSame('linked');
    svc.openDocument('/ws/.claude/skills/xlsx/SKILL.md', edited);
    assertSame('after an edit');
    // The link now points at a folder of its own: the watcher reports its SKILL.md as changed.
    fs.writeFile('/ws/other/SKILL.md', header({ name: 'zz-link', description: 'Moved.', license: 'MIT' }));
    fs.symlink('/ws/.claude/skills/zz-link', '/ws/other');
    svc.fileChanged('/ws/.claude/skills/zz-link/SKILL.md');
    assert.ok(paths().includes('/ws/.claude/skills/zz-link/SKILL.md'), 'the link is a skill of its own');
    assert.match(catalogOf(svc, 'spec').text, /<location>\n\/ws\/other\/SKILL\.md/);
    assertSame('link moved');
  });

  test('a settings change re-renders with the new settings (listing budget, targets, profile)', () => {
    const ws = workspace(AGENT);
    assert.ok(catalogOf(ws.svc, 'claude-code').entries.every((e) => e.status === 'full'));
    ws.configure({ contextWindowTokens: 400 });
    const tight = catalogOf(ws.svc, 'claude-code');
    assert.equal(tight.budget?.limitChars, 12, '400 tokens × 3 characters × 1%');
    assert.ok(tight.entries.some((e) => e.status !== 'full'));
    const root = ws.svc.roots()[0]!.root.path;
    const reasons = (locale: 'en' | 'fr') => catalogResult(ws.svc, { root, target: 'claude-code' }, locale).catalog!.entries.map((e) => e.reason ?? '');
    assert.ok(reasons('en').some((r) => r.startsWith('over the listing budget')));
    assert.ok(reasons('fr').some((r) => r.startsWith('au-delà du budget')));
    assertFresh(ws);
    // Same skills, same statuses: only the budget in the reasons changes.
    ws.configure({ contextWindowTokens: 500 });
    assert.ok(reasons('en').some((r) => r.startsWith('over the listing budget of 15 characters')));
    assertFresh(ws);
    ws.configure({ agentSkills: { targets: ['codex'] } });
    assert.equal(catalogOf(ws.svc).target, 'codex');
    assertFresh(ws);
    ws.configure({ profile: 'mm' });
    assert.equal(catalogOf(ws.svc).profile, 'mm');
    assertFresh(ws);
  });

  test('auto mode: edits that change what most headers use switch the profile, and back', () => {
    const ws = workspace(MM);
    assert.equal(ws.svc.roots()[0]!.profile.id, 'mm');
    catalogOf(ws.svc);
    const agent = (name: string) => header({ name, description: 'Now a standard skill.', license: 'MIT' });
    ws.type('/ws/skills/alpha/SKILL.md', agent('alpha'));
    assert.equal(ws.svc.roots()[0]!.profile.id, 'mm');
    assertFresh(ws);
    ws.type('/ws/skills/beta/SKILL.md', agent('beta'));
    assert.equal(ws.svc.roots()[0]!.profile.id, 'agent-skills');
    assert.equal(catalogOf(ws.svc).profile, 'agent-skills');
    assertFresh(ws);
    ws.remove('/ws/skills/alpha/SKILL.md');
    ws.close('/ws/skills/alpha/SKILL.md');
    assertFresh(ws);
    ws.close('/ws/skills/beta/SKILL.md');
    assert.equal(ws.svc.roots()[0]!.profile.id, 'mm');
    assertFresh(ws);
  });
});

describe('findings after a header edit', () => {
  const AGENT = {
    '/ws/.claude/skills/alpha/SKILL.md': header({ name: 'alpha', description: 'First skill. Use when testing.' }, 'See [guide](references/missing.md).'),
    '/ws/.claude/skills/beta/SKILL.md': header({ name: 'beta', description: 'Second skill. Use when testing.' }),
    '/ws/.claude/skills/gamma/SKILL.md': header({ name: 'Gamma', description: 'Third.' }),
  };

  test('agent-skills: another header edited, the other files\' findings are those of a fresh service (names are compared across skills)', () => {
    const ws = workspace(AGENT);
    assert.equal(ws.svc.roots()[0]!.profile.id, 'agent-skills');
    const others = ['/ws/.claude/skills/alpha/SKILL.md', '/ws/.claude/skills/gamma/SKILL.md'];
    const before = others.map((p) => ws.svc.findings(p));
    assert.ok(before.every((f) => f.length > 0), 'the fixture has findings to keep');
    ws.type('/ws/.claude/skills/beta/SKILL.md', header({ name: 'beta', description: 'Edited. Use when testing.' }));
    others.forEach((p) => assert.deepEqual(ws.svc.findings(p), ws.fresh().findings(p), p));
    // A name shared with another skill reaches the other file, and goes when undone.
    ws.type('/ws/.claude/skills/beta/SKILL.md', header({ name: 'alpha', description: 'Edited. Use when testing.' }));
    assert.ok(ws.svc.findings(others[0]!).some((f) => f.code === 'name-shared'));
    ws.type('/ws/.claude/skills/beta/SKILL.md', header({ name: 'beta', description: 'Edited. Use when testing.' }));
    assert.ok(!ws.svc.findings(others[0]!).some((f) => f.code === 'name-shared'));
    assertFresh(ws);
  });

  test('mm: a name clash set up by one header reaches the other file, and goes when undone', () => {
    const ws = workspace(MM);
    const alpha = '/ws/skills/alpha/SKILL.md';
    const clash = (svc: LanguageService) => svc.findings(alpha).filter((f) => f.code.includes('conflict'));
    assert.deepEqual(clash(ws.svc), []);
    ws.type('/ws/skills/beta/SKILL.md', header({ name: 'alpha', description: 'Second skill.', keywords: 'three' }));
    assert.equal(clash(ws.svc).length, 1);
    assert.deepEqual(ws.svc.findings(alpha), ws.fresh().findings(alpha));
    ws.type('/ws/skills/beta/SKILL.md', header({ name: 'beta', description: 'Second skill.', keywords: 'three' }));
    assert.deepEqual(clash(ws.svc), []);
  });
});

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSync, type DiagnosticUpdate } from '../../../server/src/service/features/diagnosticSync';
import { SYNC_DELAY_MS, SYNC_INPUT_QUIET_MS, SYNC_SLICE_MS, SYNC_SLICE_UPDATES, SyncScheduler, type SyncHost } from '../../../server/src/lsp/syncScheduler';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

const skill = (name: string) => joinLines('---', `name: ${name}`, 'description: Something.', '---', '');
/** Forty skills sharing one name: every file has a finding to publish. */
const files = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`/ws/skills/s${String(i).padStart(2, '0')}.md`, skill('same')]));

/** A host over a real service whose publications take `costMs` each (a slow folder), recording what happens. */
function host(costMs: number) {
  const events: string[] = [];
  const published: string[] = [];
  const rootCalls: (readonly string[])[] = [];
  const h: SyncHost = {
    service: serviceOn(files),
    sync: new DiagnosticSync(),
    ready: () => true,
    started: () => events.push('started'),
    publish: (updates: readonly DiagnosticUpdate[]) => {
      const end = performance.now() + costMs;
      while (performance.now() < end);
      for (const u of updates) published.push(u.path);
      events.push('publish');
    },
    rootsChanged: (roots) => {
      rootCalls.push(roots);
      events.push('roots');
    },
    guard: (_name, fn) => fn(),
  };
  return { h, events, published, rootCalls };
}

const until = async (done: () => boolean) => {
  const limit = Date.now() + 5000;
  while (!done() && Date.now() < limit) await new Promise((r) => setTimeout(r, 5));
};

describe('SyncScheduler', () => {
  test('after the debounce, every file of the folder is published once and the roots announced once, at the end', async () => {
    const { h, published, rootCalls, events } = host(0);
    new SyncScheduler(h).schedule(undefined);
    await until(() => rootCalls.length > 0);
    assert.deepEqual([...published].sort(), Object.keys(files).sort());
    assert.deepEqual(rootCalls, [['/ws/skills']]);
    assert.equal(events[events.length - 1], 'roots');
  });

  test('a slow refresh is cut in slices: what the event loop holds runs before it ends', async (t) => {
    // No wall clock: the debounce is ticked by hand, and the clock the slices read moves only
    // when a publication costs its 1 ms, so each slice holds exactly SYNC_SLICE_MS publications.
    let clock = 0;
    t.mock.method(performance, 'now', () => clock);
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { h: base, events, rootCalls } = host(0);
    let publications = 0;
    const h: SyncHost = {
      ...base,
      publish: (updates) => {
        clock += 1;
        base.publish(updates);
        // Queued while the refresh runs: it must be served between two slices, not after the last.
        if (++publications === 2) setImmediate(() => events.push('keystroke'));
      },
    };
    new SyncScheduler(h).schedule(undefined);
    t.mock.timers.tick(SYNC_DELAY_MS - 1);
    assert.equal(events.length, 0, 'nothing before the debounce ends');
    t.mock.timers.tick(1);
    assert.equal(publications, SYNC_SLICE_MS, 'the debounce ends with one slice, and the refresh yields');
    assert.equal(rootCalls.length, 0, 'not done after one slice');
    // Let the event loop turn (no timer involved) until the refresh is done.
    for (let turn = 0; turn < 100 && rootCalls.length === 0; turn++) await new Promise((r) => setImmediate(r));
    assert.deepEqual(rootCalls, [['/ws/skills']]);
    assert.equal(publications, Object.keys(files).length);
    const at = events.indexOf('keystroke');
    assert.ok(at > 0 && at < events.indexOf('roots'), events.join(' '));
    assert.equal(events.slice(0, at).filter((e) => e === 'publish').length, SYNC_SLICE_MS, 'one slice before the keystroke, the rest after it');
  });

  test('while the client’s bytes come in (a keystroke’s message), the refresh holds back, and goes on once they stop', async (t) => {
    let clock = 0;
    let input = -Infinity;
    t.mock.method(performance, 'now', () => clock);
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { h: base, rootCalls } = host(0);
    let publications = 0;
    const h: SyncHost = {
      ...base,
      lastInputAt: () => input,
      publish: (updates) => {
        clock += 1;
        publications += updates.length;
        base.publish(updates);
      },
    };
    new SyncScheduler(h).schedule(undefined);
    // A message is being read as the debounce ends: nothing is checked.
    input = clock;
    t.mock.timers.tick(SYNC_DELAY_MS);
    assert.equal(publications, 0, 'no slice while bytes come in');
    for (let turn = 0; turn < 5; turn++) await new Promise((r) => setImmediate(r));
    assert.equal(publications, 0, 'nor on the next turns of the event loop');
    // Quiet again: the next slice runs once its timer is due.
    clock += SYNC_INPUT_QUIET_MS;
    t.mock.timers.tick(SYNC_INPUT_QUIET_MS);
    assert.equal(publications, SYNC_SLICE_MS, 'one slice once the input stopped');
    for (let turn = 0; turn < 100 && rootCalls.length === 0; turn++) await new Promise((r) => setImmediate(r));
    assert.equal(publications, Object.keys(files).length);
    assert.deepEqual(rootCalls, [['/ws/skills']]);
  });

  test('a change during a refresh gets a refresh of its own once this one is done', async () => {
    const { h, events, rootCalls, published } = host(1);
    const scheduler = new SyncScheduler(h);
    scheduler.schedule('/ws');
    await until(() => events.includes('publish'));
    scheduler.schedule(null, ['/elsewhere']);
    await until(() => rootCalls.length > 0);
    await new Promise((r) => setTimeout(r, SYNC_DELAY_MS * 2));
    assert.equal(events.filter((e) => e === 'started').length, 2);
    assert.deepEqual(rootCalls, [['/ws/skills']]);
    // Files already sent unchanged are not sent again.
    assert.equal(published.length, Object.keys(files).length);
  });

  test('the server is told it is idle once, when the last refresh is done, not while another is due', async () => {
    const { h: base, events, rootCalls } = host(1);
    const h: SyncHost = { ...base, idle: () => events.push('idle') };
    const scheduler = new SyncScheduler(h);
    scheduler.schedule('/ws');
    await until(() => events.includes('publish'));
    scheduler.schedule(null, ['/elsewhere']);
    await until(() => rootCalls.length > 0);
    await until(() => events.includes('idle'));
    await new Promise((r) => setTimeout(r, SYNC_DELAY_MS * 2));
    assert.equal(events.filter((e) => e === 'started').length, 2);
    assert.equal(events.filter((e) => e === 'idle').length, 1);
    assert.equal(events[events.length - 1], 'idle');
  });

  test('a slice starts only once what the previous one published is written, and publishes a few files at most', async () => {
    const { h: base, rootCalls } = host(0);
    const pending: (() => void)[] = [];
    const sizes: number[] = [];
    let inFlight = 0;
    let count = 0;
    const h: SyncHost = {
      ...base,
      publish: (updates) => {
        base.publish(updates);
        count += updates.length;
        inFlight += updates.length;
        return new Promise<void>((resolve) => pending.push(() => {
          inFlight -= updates.length;
          resolve();
        }));
      },
    };
    new SyncScheduler(h).schedule(undefined);
    await until(() => pending.length > 0);
    const turns = () => new Promise((r) => setImmediate(r));
    for (let round = 0; round < 100 && rootCalls.length === 0; round++) {
      // However long the writes take, no slice runs meanwhile.
      const before = count;
      for (let t = 0; t < 5; t++) await turns();
      assert.equal(count, before, 'nothing published while writes are pending');
      sizes.push(inFlight);
      assert.ok(inFlight <= SYNC_SLICE_UPDATES, `${inFlight} files in one slice`);
      for (const write of pending.splice(0)) write();
      for (let t = 0; t < 5 && pending.length === 0 && rootCalls.length === 0; t++) await turns();
    }
    // The last slice announces the roots without waiting for its writes: its files are still in flight.
    sizes.push(inFlight);
    assert.ok(inFlight <= SYNC_SLICE_UPDATES, `${inFlight} files in the last slice`);
    assert.deepEqual(rootCalls, [['/ws/skills']]);
    assert.equal(count, Object.keys(files).length, 'every file published once');
    assert.ok(sizes.length >= Object.keys(files).length / SYNC_SLICE_UPDATES, `${sizes.length} slices: ${sizes.join(', ')}`);
  });
  test('after a header edit, only the files the service names are checked again; after a name change, the whole folder', async () => {
    const text = (name: string, description: string) => joinLines('---', `name: ${name}`, `description: ${description}`, '---', 'Do it.', '');
    // Descriptions sharing no word: none overlaps another.
    const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu amber basalt cobalt dune'.split(' ');
    const distinct = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`/ws/.claude/skills/s${i}/SKILL.md`, text(`s${i}`, `${WORDS[i]!} ${WORDS[(i + 7) % 30]!} things.`)]));
    const { h: base, rootCalls, published } = host(0);
    const service = serviceOn(distinct);
    const asked: string[] = [];
    const h: SyncHost = { ...base, service: { ...service, findings: (p) => (asked.push(p), service.findings(p)) } };
    const scheduler = new SyncScheduler(h);
    scheduler.schedule(undefined);
    await until(() => rootCalls.length === 1);
    assert.equal(asked.length, 30);
    const edited = '/ws/.claude/skills/s3/SKILL.md';
    asked.length = 0;
    service.openDocument(edited, text('s3', 'Resize images for the web.'));
    scheduler.scheduleEdits('/ws', ['/ws/.claude/skills']);
    await until(() => rootCalls.length === 2);
    assert.deepEqual(asked, [edited]);
    assert.deepEqual(rootCalls[1], ['/ws/.claude/skills']);
    asked.length = 0;
    published.length = 0;
    // s4 takes s3's name: both get a conflict, whichever files the service names.
    service.openDocument('/ws/.claude/skills/s4/SKILL.md', text('s3', 'Merge spreadsheets.'));
    scheduler.scheduleEdits('/ws', ['/ws/.claude/skills']);
    await until(() => rootCalls.length === 3);
    assert.equal(asked.length, 30);
    assert.deepEqual(published.sort(), ['/ws/.claude/skills/s3/SKILL.md', '/ws/.claude/skills/s4/SKILL.md']);
  });
});

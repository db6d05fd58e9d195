import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { IDLE_COLLECT_MS, IdleCollector, youngCollection } from '../../../server/src/lsp/idleCollector';

describe('IdleCollector', () => {
  test('collects once after the quiet, however often it is told the server is idle', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let collected = 0;
    const collector = new IdleCollector(() => collected++);
    collector.idle();
    t.mock.timers.tick(IDLE_COLLECT_MS - 1);
    collector.idle();
    t.mock.timers.tick(IDLE_COLLECT_MS - 1);
    assert.equal(collected, 0);
    t.mock.timers.tick(1);
    assert.equal(collected, 1);
    t.mock.timers.tick(IDLE_COLLECT_MS * 10);
    assert.equal(collected, 1);
  });

  test('a message coming in meanwhile goes first: no collection then', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let clock = 1000;
    t.mock.method(performance, 'now', () => clock);
    let collected = 0;
    let lastInput = 0;
    const collector = new IdleCollector(() => collected++, () => lastInput);
    collector.idle();
    clock += IDLE_COLLECT_MS;
    lastInput = clock - 1;
    t.mock.timers.tick(IDLE_COLLECT_MS);
    assert.equal(collected, 0);
    // Quiet since: the next idle call collects.
    collector.idle();
    clock += IDLE_COLLECT_MS;
    t.mock.timers.tick(IDLE_COLLECT_MS);
    assert.equal(collected, 1);
  });

  test('dispose cancels a pending collection', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let collected = 0;
    const collector = new IdleCollector(() => collected++);
    collector.idle();
    collector.dispose();
    t.mock.timers.tick(IDLE_COLLECT_MS * 2);
    assert.equal(collected, 0);
  });

  test('youngCollection runs a young-generation collection of V8, and leaves no `gc` behind', async () => {
    const kinds: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) kinds.push((e as unknown as { detail: { kind: number } }).detail.kind);
    });
    observer.observe({ entryTypes: ['gc'] });
    try {
      const collect = youngCollection();
      assert.ok(collect, 'Node 20 offers it');
      assert.equal((globalThis as { gc?: unknown }).gc, undefined);
      collect();
      // Entries are delivered after the turn that made them.
      await new Promise((r) => setTimeout(r, 20));
      assert.ok(kinds.includes(constants.NODE_PERFORMANCE_GC_MINOR), `collections seen: ${kinds.join(', ')}`);
      // A full collection (what `gc()` without options runs: a hundred milliseconds at 10,000 skills) is seen as major.
      assert.ok(!kinds.includes(constants.NODE_PERFORMANCE_GC_MAJOR), `collections seen: ${kinds.join(', ')}`);
    } finally {
      observer.disconnect();
    }
  });
});

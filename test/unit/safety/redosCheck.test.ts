import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { check } from 'recheck';
import { compileGlob } from '../../../server/src/service/config/globMatcher';
import { HIDDEN_TEXT_PATTERNS } from '../../../server/src/service/safety/hiddenCharacters';
import { HIDDEN_MARKUP_PATTERNS, LINK_TEXT_PATTERNS } from '../../../server/src/service/safety/hiddenMarkup';
import { RISKY_PATTERNS } from '../../../server/src/service/safety/riskyCommands';
import { SCAN_PATTERNS } from '../../../server/src/service/safety/scanSafety';
import { SECRET_PATTERNS } from '../../../server/src/service/safety/secretKeys';

const PATTERNS: readonly RegExp[] = [...HIDDEN_MARKUP_PATTERNS, ...LINK_TEXT_PATTERNS, ...RISKY_PATTERNS, ...SECRET_PATTERNS, ...HIDDEN_TEXT_PATTERNS, ...SCAN_PATTERNS];

/**
 * What recheck may spend on one expression. Patterns it cannot decide in that time are left
 * to the adversarial test (linearScans.test.ts); the whole check stays bounded.
 */
const RECHECK_MS = 1_500;
/** Characters an attack string is pumped to: a backtracking blow-up never finishes, a bounded one is instant. */
const PUMPED = 20_000;

/** Seconds a pumped attack may run in its own thread before it counts as a blow-up (it ends in milliseconds otherwise). */
const STUCK_MS = 20_000;

/**
 * Whether every match of `re` in `text` is found within STUCK_MS, searched in a worker thread:
 * a regular expression cannot be interrupted, but its thread can be ended.
 */
function endsInTime(re: RegExp, text: string): Promise<boolean> {
  const code = `const { parentPort, workerData: w } = require('node:worker_threads');
    const re = new RegExp(w.source, w.flags);
    for (let m = re.exec(w.text), i = 0; m && re.global && i < w.text.length; m = re.exec(w.text), i++) if (m[0] === '') re.lastIndex++;
    parentPort.postMessage('done');`;
  const worker = new Worker(code, { eval: true, workerData: { source: re.source, flags: re.flags, text } });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(false);
    }, STUCK_MS);
    worker.once('message', () => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(true);
    });
    worker.once('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/** The attack recheck found, its pump repeated until the string is about `n` characters. */
function pump(attack: { readonly pumps: readonly { readonly prefix: string; readonly pump: string }[]; readonly suffix: string }, n: number): string {
  const width = attack.pumps.reduce((w, p) => w + p.pump.length, 0) || 1;
  const times = Math.ceil(n / width);
  return attack.pumps.map((p) => p.prefix + p.pump.repeat(times)).join('') + attack.suffix;
}

describe('ReDoS check of every regular expression of the scans (recheck)', () => {
  // Each verdict is bounded by RECHECK_MS; polynomial attacks are run at a size where a bounded repeat is instant.
  test('none is exponential, and each attack recheck finds, pumped to 20,000 characters, runs through the pattern', { timeout: 300_000 }, async () => {
    const exponential: string[] = [];
    const stuck: string[] = [];
    for (const re of PATTERNS) {
      const verdict = await check(re.source, re.flags, { timeout: RECHECK_MS });
      if (verdict.status !== 'vulnerable') continue;
      if (verdict.complexity.type === 'exponential') {
        // Not run: it would block this process for good (a regular expression cannot be interrupted).
        exponential.push(`/${re.source.slice(0, 100)}/: ${verdict.attack.pattern}`);
        continue;
      }
      // A bounded repeat (`{0,400}`) keeps a polynomial verdict linear in the length: it ends at once.
      if (!(await endsInTime(re, pump(verdict.attack, PUMPED)))) stuck.push(`/${re.source.slice(0, 100)}/: ${verdict.attack.pattern}`);
    }
    // Found so: `env\s+(?:\S+=\S*\s+)*` in the pipe-to-shell pattern (`iwr|env Z==\nL==\nL…` took 0.2 s at
    // 90 characters, doubling each 4 more) and `iex\s*[( ]\s*\(?\s*` (cubic: `IEX` and 3,300 spaces ran for minutes).
    assert.deepEqual(exponential, []);
    assert.deepEqual(stuck, []);
  });
});

describe('fuzz of the glob path: hostile globs against long paths', () => {
  test('stars, globstars, classes and braces against 2,000-character names all answer', { timeout: 120_000 }, () => {
    let seed = 11;
    const next = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n);
    const pieces = ['*', '**/', 'a', 'a*', '*a', '?', '[a-z]', '{a,b}', '/', '.', '**', '{a,{b,c}}*'];
    const paths = ['a'.repeat(2_000), `${'a/'.repeat(500)}b`, `${'ab'.repeat(1_000)}c`, `${'a*'.repeat(500)}/x`];
    let answered = 0;
    for (let round = 0; round < 300; round++) {
      const glob = Array.from({ length: 5 + next(40) }, () => pieces[next(pieces.length)]!).join('') + (round % 2 ? 'b' : '');
      const matcher = compileGlob(glob);
      if (!matcher) continue;
      for (const p of paths) matcher.match(p);
      answered++;
    }
    assert.ok(answered > 100, `${answered} globs compiled`);
  });
});

import assert from 'node:assert/strict';
import type { Scripted } from './scriptedModel';

/** Each query and what the scripted model does with it, the same for every agent. */
export const SCRIPT: Record<string, Scripted> = {
  'can you tell me what hour it is': { skill: 'what-time-is-it' },
  'say hello to Bob from me': { skill: 'greetings' },
  'what is the date today': { answer: 'It is Tuesday.' },
  'write me a haiku about rain': { otherTool: true },
  'greet Alice warmly': { skill: 'vulcan-salute' },
  'salute Spock (rate limited)': { status: 429 },
  'salute Kirk (signed out)': { status: 401 },
  'salute Uhura (never answered)': { hang: true },
};

/** The trigger cases written into the example skills. */
export const CASES = {
  'what-time-is-it': [
    { query: 'can you tell me what hour it is', should_trigger: true },
    { query: 'say hello to Bob from me', should_trigger: false },
    { query: 'what is the date today', should_trigger: true },
  ],
  greetings: [
    { query: 'write me a haiku about rain', should_trigger: false },
    { query: 'greet Alice warmly', should_trigger: true },
  ],
  'vulcan-salute': [
    { query: 'salute Spock (rate limited)', should_trigger: true },
    { query: 'salute Kirk (signed out)', should_trigger: true },
    { query: 'salute Uhura (never answered)', should_trigger: true },
  ],
};

/** One case of `skillkiln triggers --format json`. */
export interface JsonCase {
  readonly skill: string;
  readonly query: string;
  readonly verdict: string;
  readonly runs: number;
  readonly triggered: number;
  readonly others: Record<string, number>;
  readonly noSkill: number;
  readonly failures: readonly { readonly failure: string; readonly count: number; readonly detail: string }[];
  readonly interval: readonly [number, number];
  readonly tokens?: number;
}

/** What `runs` runs of SCRIPT must be reported as: skill, verdict, runs with a choice, triggered, others, no skill, failures. */
export function expected(runs: number, only: readonly string[] = Object.keys(SCRIPT)): Record<string, unknown[]> {
  const all: Record<string, unknown[]> = {
    'can you tell me what hour it is': ['what-time-is-it', 'pass', runs, runs, {}, 0, []],
    'say hello to Bob from me': ['what-time-is-it', 'pass', runs, 0, { greetings: runs }, 0, []],
    'what is the date today': ['what-time-is-it', 'fail', runs, 0, {}, runs, []],
    'write me a haiku about rain': ['greetings', 'pass', runs, 0, {}, runs, []],
    'greet Alice warmly': ['greetings', 'fail', runs, 0, { 'vulcan-salute': runs }, 0, []],
    'salute Spock (rate limited)': ['vulcan-salute', 'error', 0, 0, {}, 0, [`rate-limited×${runs}`]],
    'salute Kirk (signed out)': ['vulcan-salute', 'error', 0, 0, {}, 0, [`not-signed-in×${runs}`]],
    'salute Uhura (never answered)': ['vulcan-salute', 'error', 0, 0, {}, 0, [`timed-out×${runs}`]],
  };
  return Object.fromEntries(only.map((q) => [q, all[q]!]));
}

/** Asserts the JSON report says exactly what SCRIPT made the model choose. */
export function assertScripted(results: readonly JsonCase[], runs: number, only?: readonly string[]): void {
  const got = Object.fromEntries(results.map((x) => [x.query, [x.skill, x.verdict, x.runs, x.triggered, x.others, x.noSkill, x.failures.map((f) => `${f.failure}×${f.count}`)]]));
  assert.deepEqual(got, expected(runs, only), JSON.stringify(results.flatMap((r) => r.failures.map((f) => `${r.query}: ${f.detail}`))));
}

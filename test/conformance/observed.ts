import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { OracleRun } from './oracle';

/** What an agent was seen doing on one project, kept in the repository to tell what a new version changes. */
interface Observed {
  readonly version: string;
  /** `file → name` of every skill loaded. */
  readonly loaded: Readonly<Record<string, string>>;
  /** `file → the agent's words`. */
  readonly rejected: Readonly<Record<string, string>>;
  /** `name → a hash of its entry` in the listing, when captured (the texts are the skills' own, not ours to keep). */
  readonly listing?: Readonly<Record<string, string>>;
}

const DIR = path.resolve(__dirname, '..', '..', '..', 'test', 'conformance', 'observed');

function fileOf(agent: string, project: string): string {
  return path.join(DIR, agent, `${project}.json`);
}

/** The run with the project's own path taken out of the listing, so snapshots do not depend on where it ran. */
function observedOf(run: OracleRun, projectDir: string): Observed {
  const strip = (s: string) => s.split(projectDir).join('<project>');
  return {
    version: run.version,
    loaded: Object.fromEntries(run.loaded.map((s) => [s.file, s.name]).sort()),
    rejected: Object.fromEntries(run.rejected.map((r) => [r.file, strip(r.reason)]).sort()),
    ...(run.listing ? { listing: Object.fromEntries(run.listing.entries.map((e) => [e.name, createHash('sha256').update(strip(e.text)).digest('hex').slice(0, 16)]).sort()) } : {}),
  };
}

/** Writes the snapshot of a run (`--update`). */
export function saveObserved(agent: string, project: string, run: OracleRun, projectDir: string): void {
  const file = fileOf(agent, project);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(observedOf(run, projectDir), null, 2)}\n`);
}

/**
 * What the agent does differently from its snapshot, one line per change: after a version
 * bump, this is what the new release changed (a difference with Skillkiln fails the stage;
 * these lines only inform).
 */
export function observedChanges(agent: string, project: string, run: OracleRun, projectDir: string): string[] {
  const file = fileOf(agent, project);
  if (!fs.existsSync(file)) return [`no snapshot of ${agent} on ${project} yet (run the stage with --update to record one)`];
  const before = JSON.parse(fs.readFileSync(file, 'utf8')) as Observed;
  const now = observedOf(run, projectDir);
  const out: string[] = [];
  const head = before.version === now.version ? `${agent} ${now.version}` : `${agent} ${before.version} → ${now.version}`;
  const diff = (what: string, a: Readonly<Record<string, string>> = {}, b: Readonly<Record<string, string>> = {}) => {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (a[k] === b[k]) continue;
      out.push(`${head}: ${what} ${k}: ${a[k] === undefined ? 'new' : JSON.stringify(a[k]).slice(0, 120)} → ${b[k] === undefined ? 'gone' : JSON.stringify(b[k]).slice(0, 120)}`);
    }
  };
  diff('loaded', before.loaded, now.loaded);
  diff('rejected', before.rejected, now.rejected);
  diff('listing entry', before.listing, now.listing);
  return out.slice(0, 30);
}

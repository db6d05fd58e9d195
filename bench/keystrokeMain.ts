// `node out/bench/keystrokeMain.js [skills] [keystrokes]`: keystrokes in one process, as the
// server handles them, on a workspace of real skills (copies of ../shared/corpus-large, 1,000
// by default): the edited file's findings after each keystroke (what the server publishes
// first), then, untimed, every file's (the folder re-check the server runs after a header
// edit), so each keystroke starts from the state the server would be in. Prints p50, p95 and
// max for header and body keystrokes, on the bench's 50,000-character skill and on a real
// SKILL.md. Run it with `node --cpu-prof` to see where a keystroke's time goes.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createLanguageService, type LanguageService } from '../server/src/service/languageService';
import { createNodeFileSystem } from '../server/src/service/fs/nodeFileSystem';
import { bigSkill, bodyEdit, percentile } from './inProcess';
import { realWorkspace } from './realWorkspace';

const REPO = path.resolve(__dirname, '..', '..');
const COUNT = Number(process.argv[2] ?? 1000);
const KEYSTROKES = Number(process.argv[3] ?? 200);

/** Header and body variants of one file's text: the n-th keystroke's text. */
interface Edited {
  readonly path: string;
  header(n: number): string;
  body(n: number): string;
}

/** A real skill of the workspace whose description is one plain line (replacing it keeps the header valid). */
function realSkill(service: LanguageService): Edited {
  for (const p of [...service.index.skillPaths()].sort()) {
    if (!p.endsWith('SKILL.md')) continue;
    const text = fs.readFileSync(p, 'utf8');
    const line = /^description: [^>|\s'"].*$/m.exec(text);
    if (!line) continue;
    const header = (n: number) => text.replace(line[0], `${line[0]} ${n}`);
    // A body keystroke keeps the header of the header keystroke before it (n - 1).
    const body = (n: number) => {
      const before = header(n - 1);
      const end = before.indexOf('\n---', line.index) + 4;
      return `${before.slice(0, end)}\n${n}${before.slice(end)}`;
    };
    return { path: p, header, body };
  }
  throw new Error('no skill with a one-line description');
}

const fmt = (xs: readonly number[]) => `p50 ${percentile(xs, 0.5).toFixed(2)} ms, p95 ${percentile(xs, 0.95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;

function measure(service: LanguageService, edited: Edited, label: string): void {
  const header: number[] = [];
  const body: number[] = [];
  const refresh: number[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    const inHeader = i % 2 === 0;
    const t = performance.now();
    service.openDocument(edited.path, inHeader ? edited.header(i) : edited.body(i));
    service.findings(edited.path);
    (inHeader ? header : body).push(performance.now() - t);
    if (inHeader) {
      const r = performance.now();
      for (const p of [...service.index.skillPaths(), ...service.index.otherDocuments()]) service.findings(p);
      refresh.push(performance.now() - r);
    }
  }
  console.log(`${label}, header keystroke: ${fmt(header)}`);
  console.log(`${label}, body keystroke: ${fmt(body)}`);
  console.log(`${label}, folder re-check after a header keystroke: ${fmt(refresh)}`);
}

function main(): void {
  const ws = path.join(REPO, 'bench', 'work', `real-${COUNT}`);
  realWorkspace(ws, COUNT, path.resolve(REPO, '..', 'shared', 'corpus-large'));
  const big = path.join(ws, 'skills', 'big-skill.md');
  fs.writeFileSync(big, bigSkill(0));
  const service = createLanguageService({ fs: createNodeFileSystem() });
  const t = performance.now();
  service.setFolders([ws]);
  service.allFindings();
  console.log(`${COUNT} skills indexed, every finding: ${(performance.now() - t).toFixed(0)} ms`);
  // A body keystroke keeps the header of the header keystroke before it (n - 1).
  measure(service, { path: big, header: (n) => bigSkill(n + 1), body: (n) => bodyEdit(n, n) }, 'big-skill.md (50,000 chars)');
  measure(service, realSkill(service), 'a real SKILL.md');
}

main();

import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { draftTriggerFile } from '../service/triggers/draftTriggerFile';
import { findTriggerSkills } from '../service/triggers/triggerSkills';

/** Usage of `skillkiln triggers`, printed on a usage error and by `--help`. */
export const TRIGGERS_USAGE = `Usage:
  skillkiln triggers --draft [paths…]
      writes a starter evals/triggers.json in each skill that has none (draft cases to rewrite)`;

/** Writes to stdout and stderr, so tests and the CLI share the command. */
export interface TriggersIo {
  readonly cwd: string;
  out(text: string): void;
  err(text: string): void;
}

/** `skillkiln triggers …`; resolves to the exit code (0 done, 1 a case failed or could not run, 2 bad usage). */
export async function triggersCommand(argv: readonly string[], io: TriggersIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: { draft: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    io.err(`skillkiln: ${(e as Error).message}\n${TRIGGERS_USAGE}\n`);
    return 2;
  }
  if (parsed.values.help) { io.out(`${TRIGGERS_USAGE}\n`); return 0; }
  const skills = findTriggerSkills(parsed.positionals, io.cwd);
  if (!skills.length) { io.err(`skillkiln: no SKILL.md found under ${parsed.positionals.join(', ') || '.'}\n`); return 2; }
  if (parsed.values.draft) return draft(skills, io);
  io.err(`skillkiln: say what to do: --draft\n${TRIGGERS_USAGE}\n`);
  return 2;
}

function draft(skills: ReturnType<typeof findTriggerSkills>, io: TriggersIo): number {
  const rel = (p: string) => path.relative(io.cwd, p).split(path.sep).join('/') || '.';
  for (const skill of skills) {
    const r = draftTriggerFile(skill);
    if (r.kind === 'written') io.out(`${rel(r.file)}: ${r.count} draft cases written; rewrite them in your users' words and remove "draft": true\n`);
    else if (r.kind === 'exists') io.out(`${rel(r.file)}: kept as it is (the skill already has trigger cases)\n`);
    else io.err(`${rel(skill.dir)}: no description to draft from; write the description first\n`);
  }
  return 0;
}

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ProfileId } from '../../../server/src/service/config/serviceConfig';
import type { RootRule } from '../../../server/src/service/profiles/profile';
import { getProfile } from '../../../server/src/service/profiles/registry';
import { joinLines, serviceOn } from '../helpers/serviceFixture';
import { seededRandom } from '../helpers/seededRandom';


/** Names that collide by name or by slug, and one without a slug. */
const NAMES = ['alpha', 'beta', 'My Skill', 'my-skill', 'my_skill', '###', undefined];
const FILES = ['/ws/skills/alpha.md', '/ws/skills/beta.md', '/ws/skills/alpha/SKILL.md', '/ws/skills/beta/SKILL.md', '/ws/skills/my-skill/SKILL.md', '/ws/skills/gamma/SKILL.md', '/ws/skills/delta.md'];

function skillText(pick: () => number, n: number): string {
  const name = NAMES[Math.floor(pick() * NAMES.length)];
  return joinLines('---', ...(name === undefined ? [] : [`name: ${name}`]), `description: Use when step ${n}.`, ...(pick() < 0.2 ? ['enabled: false'] : []), '---', '# Body', '');
}

/**
 * Runs `fn` with the profile's root rules ungrouped: each checks every skill of the root at
 * once, as it would with no `groupKey`. This is the slow path the grouped one must agree with.
 */
function ungrouped<T>(profile: ProfileId, fn: () => T): T {
  const rules = getProfile(profile).rules.filter((r) => r.kind === 'root') as readonly { groupKey?: RootRule['groupKey'] }[];
  const keys = rules.map((r) => r.groupKey);
  for (const r of rules) delete r.groupKey;
  try {
    return fn();
  } finally {
    rules.forEach((r, i) => {
      if (keys[i]) r.groupKey = keys[i];
    });
  }
}

/**
 * Root rules keep their findings between header edits and re-run only the groups whose
 * skills changed: after every edit of a random sequence (renames into and out of conflicts,
 * files appearing and vanishing, opened and closed buffers), each file's findings must equal
 * those of a service built afresh on the same files, its root rules run on all skills at once.
 */
describe('root rules after header edits', () => {
  for (const profile of ['mm', 'agent-app', 'skill-api'] as ProfileId[]) {
    test(`${profile}: the same findings as a fresh service after each edit`, () => {
      const pick = seededRandom(profile.length * 7919);
      const files: Record<string, string> = {};
      for (const p of FILES.slice(0, 5)) files[p] = skillText(pick, 0);
      const svc = serviceOn({ ...files }, { profile });
      const open = new Set<string>();
      for (let step = 1; step <= 120; step++) {
        const p = FILES[Math.floor(pick() * FILES.length)]!;
        const roll = pick();
        if (roll < 0.15 && files[p] !== undefined) {
          // The file vanishes.
          if (open.delete(p)) svc.closeDocument(p);
          delete files[p];
          svc.fs.deleteFile(p);
          svc.fileChanged(p);
        } else if (roll < 0.5 || files[p] === undefined) {
          // Written on disk (a new file, or a save of a closed one).
          if (open.delete(p)) svc.closeDocument(p);
          files[p] = skillText(pick, step);
          svc.fs.writeFile(p, files[p]!);
          svc.fileChanged(p);
        } else {
          // Typed in an editor: the buffer holds the text; the fresh service reads it from disk.
          files[p] = skillText(pick, step);
          svc.openDocument(p, files[p]!);
          open.add(p);
        }
        const paths = Object.keys(files);
        const expected = ungrouped(profile, () => {
          const fresh = serviceOn({ ...files }, { profile });
          return { each: paths.map((q) => fresh.findings(q)), all: fresh.allFindings() };
        });
        // Ask in a different order each time: the engine runs root rules for whichever file asks first.
        const order = paths.map((_, i) => i);
        if (step % 2 === 0) order.reverse();
        for (const i of order) assert.deepEqual(svc.findings(paths[i]!), expected.each[i], `step ${step}, ${paths[i]}`);
        if (step % 5 === 0) assert.deepEqual(svc.allFindings(), expected.all, `step ${step}, every file`);
      }
    });
  }
});

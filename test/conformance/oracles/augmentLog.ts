/** What Augment says about its skills: the loader's verdicts in its debug log, the skills it sends its servers. */

/** One skill of the `skills` array Augment sends its servers with each chat request. */
export interface SentSkill {
  readonly name: string;
  readonly description: string;
  readonly location: string;
  readonly source?: string;
}

/** What Augment's skill loader wrote to its log: files loaded, refused (with its words), left out as duplicates. */
export interface AugmentLoaderLog {
  readonly loaded: ReadonlyMap<string, string>;
  readonly failed: ReadonlyMap<string, string>;
  readonly duplicates: ReadonlyMap<string, string>;
}

const LOADED = /'SkillsService': Loaded skill: (\S+) from (.+)$/;
const FAILED = /'SkillsService': Error parsing skill from (.+?SKILL\.md): (?:Error: )?(.*)$/;
const DUPLICATE = /'SkillsService': Skipping duplicate skill "(.*)" at (.+?) \(already loaded from higher precedence location\)$/;

/**
 * The loader's verdicts in Augment's debug log, by absolute file as it walked it (it loads the
 * skills more than once per run: the same verdicts repeat).
 */
export function parseAugmentLog(text: string): AugmentLoaderLog {
  const loaded = new Map<string, string>();
  const failed = new Map<string, string>();
  const duplicates = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    let m = LOADED.exec(line);
    if (m) { loaded.set(m[2]!, m[1]!); continue; }
    m = FAILED.exec(line);
    if (m) { failed.set(m[1]!, m[2]!.replace(` at ${m[1]!}`, '')); continue; }
    m = DUPLICATE.exec(line);
    if (m) duplicates.set(m[2]!, `Skipping duplicate skill "${m[1]!}" (already loaded from higher precedence location)`);
  }
  return { loaded, failed, duplicates };
}

/** The `skills` of a chat request body, or undefined when the body has none. */
export function sentSkills(body: unknown): readonly SentSkill[] | undefined {
  const skills = (typeof body === 'object' && body !== null ? (body as { skills?: unknown }).skills : undefined);
  return Array.isArray(skills) ? (skills as SentSkill[]) : undefined;
}

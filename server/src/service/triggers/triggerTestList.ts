import { createHash } from 'node:crypto';
import type { LanguageService } from '../languageService';
import { pathToUri } from '../features/uris';
import { readTriggerCases, TRIGGER_CASE_FILE } from './triggerCases';

/** One trigger case as the editor lists it, with the line of its query in the cases file. */
export interface TriggerCaseDto {
  readonly query: string;
  readonly shouldTrigger: boolean;
  readonly draft?: boolean;
  /** 0-based line of the query in the cases file (0 when it could not be placed). */
  readonly line: number;
}

/** A folder skill and its trigger cases, for the Test Explorer and the CodeLens. */
export interface TriggerTestSkillDto {
  /** The skill's folder name (what the report names it by). */
  readonly name: string;
  /** URI of its SKILL.md and of its folder. */
  readonly uri: string;
  readonly dirUri: string;
  /** 0-based line of `description:` (where the CodeLens goes); the header's first line when there is none. */
  readonly descriptionLine: number;
  /**
   * A hash of the skill's description and of its siblings' names and descriptions: results
   * measured under another fingerprint are stale (the model chose among other texts).
   */
  readonly fingerprint: string;
  /** URI of the cases file (where it is, or where a draft would go when `cases` is absent). */
  readonly casesUri: string;
  /** Its cases, absent when the skill has no cases file. */
  readonly cases?: readonly TriggerCaseDto[];
  /** Entries or a file that could not be read, in words. */
  readonly problems: readonly string[];
}

/** Result of `skillkiln/triggerTests`. */
export interface TriggerTestListResult {
  readonly skills: readonly TriggerTestSkillDto[];
}

/** The 0-based line where `query` is written in the JSON `text`. */
function lineOf(text: string, query: string): number {
  const at = text.indexOf(JSON.stringify(query));
  return at < 0 ? 0 : text.slice(0, at).split('\n').length - 1;
}

/**
 * `skillkiln/triggerTests`: every folder skill the index holds, with its trigger cases read
 * from its folder (unsaved buffers of SKILL.md included: the index holds them), so the editor
 * never parses a skill itself.
 */
export function triggerTestList(service: LanguageService): TriggerTestListResult {
  const { index } = service;
  const seen = new Set<string>();
  const skills: TriggerTestSkillDto[] = [];
  for (const state of service.roots()) {
    const views = index.skillsOf(state.root).filter((v) => v.record.layout === 'folder');
    const siblings = views.map((v) => `${v.record.dirName}\0${v.info.name}\0${v.info.description}`).sort();
    for (const view of views) {
      const { record, info, parsed } = view;
      if (seen.has(record.path)) continue;
      seen.add(record.path);
      const read = (p: string) => { const bytes = index.fs.readFile(p); return bytes === undefined ? undefined : new TextDecoder().decode(bytes); };
      const problems: string[] = [];
      let file: ReturnType<typeof readTriggerCases>;
      try { file = readTriggerCases(record.skillDir, read); } catch (e) { problems.push((e as Error).message); }
      const text = file ? read(`${record.skillDir}/${file.file}`) ?? '' : '';
      if (file) problems.push(...file.problems.map((p) => `${file!.file}: ${p}`));
      skills.push({
        name: record.dirName,
        uri: pathToUri(record.path),
        dirUri: pathToUri(record.skillDir),
        descriptionLine: info.descriptionRange?.start.line ?? parsed?.frontMatter?.openRange.start.line ?? 0,
        fingerprint: createHash('sha256').update(`${info.description}\0\0${siblings.join('\0\0')}`).digest('hex').slice(0, 16),
        casesUri: pathToUri(`${record.skillDir}/${file?.file ?? TRIGGER_CASE_FILE}`),
        ...(file ? { cases: file.cases.map((c) => ({ query: c.query, shouldTrigger: c.shouldTrigger, ...(c.draft ? { draft: true } : {}), line: lineOf(text, c.query) })) } : {}),
        problems,
      });
    }
  }
  return { skills: skills.sort((a, b) => a.uri.localeCompare(b.uri)) };
}

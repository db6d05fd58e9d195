/** One request a skill should (or should not) be chosen for. */
export interface TriggerCase {
  readonly query: string;
  readonly shouldTrigger: boolean;
  /** Written by the draft command and not yet reviewed by the author. */
  readonly draft?: boolean;
}

/** The trigger cases of one skill and where they were read. */
export interface TriggerCaseFile {
  /** Path of the file, relative to the skill's folder (`evals/triggers.json`…). */
  readonly file: string;
  readonly cases: readonly TriggerCase[];
  /** Entries that could not be read, with why (index in the file's list). */
  readonly problems: readonly string[];
}

/**
 * Where trigger cases live, relative to a skill's folder, in the order they are looked for:
 * ours first, then the names skill-creator users keep their eval set under.
 */
export const TRIGGER_CASE_FILES: readonly string[] = [
  'evals/triggers.json',
  'evals/trigger-evals.json',
  'evals/trigger_evals.json',
  'evals/trigger-eval.json',
  'evals/trigger_eval.json',
  'trigger-evals.json',
];

/** The file a new set of cases is written to. */
export const TRIGGER_CASE_FILE = TRIGGER_CASE_FILES[0]!;

function asRecord(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/**
 * Reads skill-creator's eval-set formats: `[{"query", "should_trigger"}]`, or
 * `{"evals": [{"prompt", "should_trigger"}]}`; other fields are allowed and ignored (but
 * `draft: true`). Throws a one-line reason when the text is not JSON or neither form.
 */
export function parseTriggerCases(text: string, file: string = TRIGGER_CASE_FILE): TriggerCaseFile {
  let json: unknown;
  try { json = JSON.parse(text); } catch (e) { throw new Error(`${file} is not valid JSON: ${(e as Error).message}`); }
  const list = Array.isArray(json) ? json : asRecord(json)?.['evals'];
  if (!Array.isArray(list)) throw new Error(`${file} must be a list of {"query": "…", "should_trigger": true|false}`);
  const cases: TriggerCase[] = [];
  const problems: string[] = [];
  list.forEach((entry: unknown, i) => {
    const r = asRecord(entry);
    const query = r?.['query'] ?? r?.['prompt'];
    const should = r?.['should_trigger'];
    if (typeof query !== 'string' || !query.trim()) problems.push(`entry ${i + 1}: "query" must be a non-empty text`);
    else if (typeof should !== 'boolean') problems.push(`entry ${i + 1}: "should_trigger" must be true or false`);
    else cases.push({ query, shouldTrigger: should, ...(r?.['draft'] === true ? { draft: true } : {}) });
  });
  return { file, cases, problems };
}

/**
 * The trigger cases of the skill in `skillDir`: the first of {@link TRIGGER_CASE_FILES} that
 * `read` returns text for (read gives undefined for a missing file), or undefined when none.
 */
export function readTriggerCases(skillDir: string, read: (path: string) => string | undefined): TriggerCaseFile | undefined {
  for (const file of TRIGGER_CASE_FILES) {
    const text = read(`${skillDir}/${file}`);
    if (text !== undefined) return parseTriggerCases(text, file);
  }
  return undefined;
}

/** The JSON text of `cases` in skill-creator's format (two-space indent, one case per object). */
export function formatTriggerCases(cases: readonly TriggerCase[]): string {
  const rows = cases.map((c) => `  ${JSON.stringify({ query: c.query, should_trigger: c.shouldTrigger, ...(c.draft ? { draft: true } : {}) })}`);
  return `[\n${rows.join(',\n')}\n]\n`;
}

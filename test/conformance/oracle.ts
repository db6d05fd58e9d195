/**
 * What a real agent did with a project's skills, observed by running it (the conformance stage
 * compares this with what Skillkiln says of the same folder). Paths are relative to the project
 * folder and `/`-separated.
 */
export interface OracleSkill {
  /** The SKILL.md the agent loaded, e.g. `.claude/skills/pdf/SKILL.md`. */
  readonly file: string;
  /** The name the agent lists and invokes it by. */
  readonly name: string;
  /**
   * The description the agent holds for it, where its own output says (Codex `skills/list`,
   * Copilot `skill list --json`): before any listing cut, after its defaults (a body paragraph…).
   */
  readonly description?: string;
}

/** A SKILL.md the agent reported it could not load, with the agent's own words. */
export interface OracleRejection {
  readonly file: string;
  readonly reason: string;
}

/** One project skill's entry in the listing the model receives. */
export interface OracleListingEntry {
  readonly name: string;
  /** The exact text of the entry (a line, or a multi-line XML element), as the model gets it. */
  readonly text: string;
}

/** The listing the model receives, captured from the agent's own request or renderer. */
export interface OracleListing {
  /** The whole block as sent, the agent's built-in skills included. */
  readonly raw: string;
  /** The block with the built-in skills' entries removed: what Skillkiln's catalog text must equal. */
  readonly text: string;
  /** Project skills' entries, in the agent's order. */
  readonly entries: readonly OracleListingEntry[];
  /** Names of the built-in skills that were in `raw` and removed from `text`. */
  readonly builtins: readonly string[];
}

/** One run of one agent on one project folder. */
export interface OracleRun {
  readonly agent: string;
  /** The version the binary reported about itself. */
  readonly version: string;
  /** Project skills the agent loaded (built-ins excluded). */
  readonly loaded: readonly OracleSkill[];
  /** Skills the agent said it rejected; silently skipped files are simply absent from `loaded`. */
  readonly rejected: readonly OracleRejection[];
  /** Absent where the listing cannot be captured offline (say why in `listingUnavailable`). */
  readonly listing?: OracleListing;
  readonly listingUnavailable?: string;
  /** Loader warnings worth showing when a comparison fails (debug log lines…). */
  readonly notes?: readonly string[];
}

/** How to lay out and run the project for one agent. */
export interface OracleOptions {
  /** The project folder (a git repository, with the skills already in `skillsDir`). */
  readonly projectDir: string;
  /** Where the skills are, relative to `projectDir`, e.g. `.claude/skills`. */
  readonly skillsDir: string;
  /** Folder the agent is installed in (see installAgent.ts). */
  readonly installDir: string;
  /** A fresh empty folder for HOME and the agent's own state. */
  readonly homeDir: string;
  /** Extra environment (budget overrides…). */
  readonly env?: Readonly<Record<string, string>>;
}

/** A real agent driven as an oracle. */
export interface Oracle {
  /** Target id, as in `skillkiln lint --targets`. */
  readonly id: string;
  /** The skills folder this agent reads in a project (where the stage puts the skills). */
  readonly skillsDir: string;
  run(options: OracleOptions): Promise<OracleRun>;
}

import * as path from 'node:path';
import { isScalar } from 'yaml';
import { AGENT_TARGETS, DEFAULT_TARGETS, type AgentTarget, type ServiceConfig } from '../config/serviceConfig';
import { isTopSkillFile } from './topSkillFile';
import type { SkillRecord } from '../model/skillRecord';
import { MemoKey, memoOf } from '../parse/parseMemo';
import type { ParsedSkill } from '../parse/parsedSkill';
import { NOT_LOADED, type AgentDeclaration, type Cause, type Effect } from './agentDeclaration';
import { AGENTS } from './agents';
import type { SkillFacts } from './skillFacts';
import { agentFacts } from './agentFacts';
import { agentParse, asFileHolds } from './agentParse';
import { codePoints } from './codePoints';
import { compiledAgent, type CompiledAgent } from './compiledAgent';
import { invocationOff, turnedOff } from './onOffKeys';
import { headerAnswersOf } from './headerAnswers';
import { nfkc } from './nfkc';
import { fallbackMissCause, fallbackOf } from './lineFallback';
import { lineReadSkill, unquoted, type LineReadHeader } from './lineReader';
import { ABSENT, headerEmpty, headerValue, keyTypes } from './keyTypes';
import { lineReadPaths, pathGlobs, yamlValue } from './pathGlobs';
import { reread, yamlFailureOf } from './reread';
import { sameItems } from '../model/sameItems';
import { foldersBetween, isDotFolder } from './walkReaches';

// Their readers import them from here.
export { headerValue, pathGlobs };

/** One thing an agent does with a skill, and why. */
export interface AppliedEffect {
  readonly cause: Cause;
  readonly effect: Effect;
  /** The key concerned (`key-unknown`). */
  readonly key?: string;
}

/** What one agent does with one skill. */
export interface AgentOutcome {
  readonly agent: AgentDeclaration;
  /** False when an effect keeps the skill out (rejected, skipped, never found). */
  readonly loaded: boolean;
  /** True when the agent reads no header (name from the folder, description from the body). */
  readonly headerDropped: boolean;
  readonly effects: readonly AppliedEffect[];
  /** The name it lists and invokes the skill by. */
  readonly name: string;
  /** The description it read another way than the YAML (Gemini CLI's line fallback). */
  readonly description?: string;
  /** The header's values as an agent without YAML read them (Qwen Code): appended keys come from here. */
  readonly lineValues?: Readonly<Record<string, unknown>>;
}

/** Where a skill sits relative to the agents' skills folders. */
export interface SkillPlace {
  /** The agent skills folder it is under (`.claude/skills`), undefined for other roots. */
  readonly agentFolder: string | undefined;
  /** Folders between the skills folder (or root) and the SKILL.md: 1 for `<folder>/<name>/SKILL.md`. */
  readonly depth: number;
}

let allFolders: readonly string[] | undefined;
/** Every skills folder some agent reads, longest first (so `.x/skills` wins over a shorter prefix). */
function agentFolders(): readonly string[] {
  return (allFolders ??= [...new Set(Object.values(AGENTS).flatMap((a) => a.discovery.folders))].sort((a, b) => b.length - a.length));
}

// Asked by every agent and several rules for the same record; two path.relative calls each time showed in profiles.
const places = new WeakMap<SkillRecord, SkillPlace>();

/** Where a skill is: under which agent folder of its workspace folder, and how deep (kept per record). */
export function placeOf(record: SkillRecord): SkillPlace {
  let place = places.get(record);
  if (!place) places.set(record, (place = placeOfFile(record.root.folder, record.path, record.root.path)));
  return place;
}

/** The same for any file of workspace folder `folder` (`skill.md`, which is no skill record); depth outside agent folders counts from `root`. */
export function placeOfFile(folder: string, file: string, root = folder): SkillPlace {
  const rel = path.relative(folder, file).split(path.sep).join('/');
  for (const agentFolder of agentFolders()) {
    if (rel.startsWith(agentFolder + '/')) return { agentFolder, depth: rel.slice(agentFolder.length + 1).split('/').length - 1 };
  }
  return { agentFolder: undefined, depth: path.relative(root, file).split(path.sep).length - 1 };
}

/** True when the agent looks in the skill's folder at all (the validator checks any folder). */
export function readsPlace(agent: AgentDeclaration, place: SkillPlace): boolean {
  return place.agentFolder === undefined || agent.validator === true || agent.discovery.folders.includes(place.agentFolder);
}

/**
 * The agents judged for a skill: the selected targets that read its skills folder. For a
 * folder that none of them reads, the selected targets themselves (so nothing goes unchecked).
 */
export function judgedAgents(record: SkillRecord, config: ServiceConfig): readonly AgentDeclaration[] {
  return judgedAgentsAt(placeOf(record), config);
}

/** One selection of targets, with its judged agents by agent folder (`''` outside agent folders). */
interface Selection {
  readonly targets: readonly AgentTarget[];
  readonly byFolder: Map<string, readonly AgentDeclaration[]>;
}

// Every rule asks this of every skill: worked out once per selection and agent folder.
const selections = new WeakMap<readonly AgentTarget[], Selection>();
const NO_TARGETS: readonly AgentTarget[] = [];

/**
 * The agents judged for a file at `place` (kept per selection and folder): the selected
 * targets that read its folder, else all the selected ones. No other agent is ever judged.
 */
export function judgedAgentsAt(place: SkillPlace, config: ServiceConfig): readonly AgentDeclaration[] {
  const chosen = config.agentSkills?.targets ?? NO_TARGETS;
  let selection = selections.get(chosen);
  // A list changed in place since it was seen is taken as a new selection.
  if (!selection || !sameItems(selection.targets, chosen)) selections.set(chosen, (selection = { targets: [...chosen], byFolder: new Map() }));
  const folder = place.agentFolder ?? '';
  let judged = selection.byFolder.get(folder);
  if (!judged) {
    const selected = selectedTargetsOf(config).map((t) => AGENTS[t]);
    const readers = selected.filter((a) => readsPlace(a, place));
    selection.byFolder.set(folder, (judged = readers.length > 0 ? readers : selected));
  }
  return judged;
}

/** The selected targets, in canonical order (the default targets when the list is empty). */
export function selectedTargetsOf(config: ServiceConfig): readonly AgentTarget[] {
  const chosen = config.agentSkills?.targets;
  const valid = chosen ? AGENT_TARGETS.filter((t) => chosen.includes(t)) : DEFAULT_TARGETS;
  return valid.length > 0 ? valid : DEFAULT_TARGETS;
}

/**
 * What the agents do with one skill (a parse at a record's path), each agent's outcome worked
 * out on first ask; what the header checks share across agents is worked out once.
 */
export class SkillOutcomes {
  private readonly byAgent = new Map<string, AgentOutcome>();
  private dirName: string | undefined;
  private dirNfkc = '';
  private placed: SkillRecord | undefined;
  private place: SkillPlace | undefined;
  private listed: readonly AgentDeclaration[] | undefined;
  private listedOutcomes: readonly AgentOutcome[] = [];

  /** Where the record's skill is (placeOf, kept for the last record asked: every rule asks with the same). */
  placeOf(record: SkillRecord): SkillPlace {
    if (this.placed !== record || !this.place) this.place = placeOf((this.placed = record));
    return this.place;
  }

  /** The outcomes of `agents` in their order (kept for the last list asked: the judged agents, asked by every rule). */
  allOf(agents: readonly AgentDeclaration[], record: SkillRecord, parsed: ParsedSkill): readonly AgentOutcome[] {
    if (this.listed !== agents || this.placed !== record) {
      this.listedOutcomes = agents.map((a) => this.of(a, record, parsed));
      this.listed = agents;
      this.placeOf(record);
    }
    return this.listedOutcomes;
  }

  /** What `agent` does with the skill at `record`. */
  of(agent: AgentDeclaration, record: SkillRecord, parsed: ParsedSkill): AgentOutcome {
    let hit = this.byAgent.get(agent.id);
    if (!hit) this.byAgent.set(agent.id, (hit = computeOutcome(agent, record, parsed, this)));
    return hit;
  }

  /** The agents whose outcome has been worked out so far, in that order (what judging the skill cost). */
  workedOut(): readonly string[] {
    return [...this.byAgent.keys()];
  }

  /** The folder name NFKC-normalised (the last record's, kept). */
  folderNfkc(record: SkillRecord): string {
    if (this.dirName !== record.dirName) this.dirNfkc = nfkc((this.dirName = record.dirName));
    return this.dirNfkc;
  }
}

// Header-only: under a header every agent cuts where Skillkiln does, the body counts by its size and blankness alone (see `keepsHeader`).
const OUTCOMES = new MemoKey<Map<string, SkillOutcomes>>('agentOutcomes', true);

/** The outcomes of the skill at `record` read as `parsed` (memoized per parse and record path). */
export function skillOutcomes(record: SkillRecord, parsed: ParsedSkill): SkillOutcomes {
  const memo = memoOf(parsed, OUTCOMES, () => new Map());
  let hit = memo.get(record.path);
  if (!hit) memo.set(record.path, (hit = new SkillOutcomes()));
  return hit;
}

/** What `agent` does with the skill (memoized per parse, record path and agent). */
export function agentOutcome(agent: AgentDeclaration, record: SkillRecord, parsed: ParsedSkill): AgentOutcome {
  return skillOutcomes(record, parsed).of(agent, record, parsed);
}

/** Records an agent's effect for a cause (see computeOutcome). */
export type Apply = (cause: Cause, headerLevel?: boolean, key?: string, forced?: Effect) => void;

function computeOutcome(agent: AgentDeclaration, record: SkillRecord, written: ParsedSkill, shared: SkillOutcomes): AgentOutcome {
  // The header where the agent finds it (an opening line it trims): everything below reads that.
  const parsed = agentParse(agent, asFileHolds(agent, record, written));
  const facts = agentFacts(agent, parsed);
  const compiled = compiledAgent(agent);
  const effects: AppliedEffect[] = [];
  let headerDropped = false;
  let stopped = false;
  /** Records the agent's effect for a cause; a header-level one that drops or refuses ends the reading. */
  const apply: Apply = (cause, headerLevel = false, key, forced) => {
    const effect = forced ?? compiled.effects.get(cause);
    if (!effect) return;
    effects.push(key === undefined ? { cause, effect } : { cause, effect, key });
    // Never found: nothing else is read. A rejection does not stop the reading: what else the
    // agent would refuse is said at once, as a validator lists every error.
    if (effect.kind === 'not-found') stopped = true;
    else if (headerLevel && effect.kind === 'drops-header') headerDropped = true;
  };
  const place = placeOf(record);
  if (agent.discovery.nested === 'ignores' && record.root.host !== undefined && readsPlace(agent, place)) apply('nested');
  else if (!readsPlace(agent, place) || place.depth > agent.discovery.depth) apply('too-deep');
  else if (agent.discovery.topFile === 'ignores' && isTopSkillFile(record)) apply('top-file');
  else if (!agent.discovery.dotFolders && place.agentFolder !== undefined && inDotFolder(record, place.agentFolder)) apply('dot-folder');
  else if (agent.discovery.maxFolders !== undefined && record.pastFolders !== undefined && agent.discovery.maxFolders <= record.pastFolders) apply('folder-cap');
  // A SKILL.md that is a link, for an agent that follows linked folders alone: never read.
  if (!stopped && agent.discovery.followsSymlinks === 'folders' && record.fileLinked && compiled.effects.has('linked-file')) {
    apply('linked-file');
    stopped = true;
  }
  const size = parsed.whole?.length ?? parsed.text.length;
  if (!stopped && agent.discovery.maxFileBytes !== undefined && size > agent.discovery.maxFileBytes) apply('file-too-large');
  // Not UTF-8 text (UTF-16): read as UTF-8 it shows no header; the agent's declared reading decides, and ends it.
  if (!stopped && record.notText !== undefined && !facts.hasHeader && compiled.effects.has('not-text')) {
    apply('not-text', true);
    stopped = !headerDropped;
  }
  // Bytes that are not UTF-8 (Latin-1, NUL bytes or not): an agent that reads files as strict UTF-8 refuses the file.
  if (!stopped && record.invalidUtf8 && compiled.effects.has('invalid-utf8')) {
    apply('invalid-utf8', true);
    stopped = true;
  }
  // The first header-level cause that drops the header ends it; a cause the agent has no effect for is not even looked at.
  for (const [cause, applies] of compiled.headerSteps) {
    if (stopped || headerDropped) break;
    if (applies(facts, record)) apply(cause, true);
  }
  // An agent with no YAML parser (Qwen Code) reads the header's lines whatever YAML thinks of them.
  const read = agent.parser.lineReader && !stopped && !headerDropped ? lineReadSkill(parsed) : undefined;
  if (read) return lineReadOutcome(agent, compiled, record, parsed, read, facts, effects, apply);
  // An agent that reads the lines when its YAML fails (Factory Droid) checks what they gave, none included.
  const readable = facts.hasHeader && facts.closed && !facts.yamlError && !facts.notMapping && (facts.header.usable || facts.keys.length > 0 || (agent.parser.linesOnFailure === true && facts.values !== undefined));
  const fallback = !stopped && !headerDropped && agent.parser.lineFallback && facts.closed ? fallbackOf(parsed, facts, readable) : undefined;
  // The line fallback found no name or no description: the agent skips the skill for the first thing missing.
  // A description its YAML gives as no text (`0x1F`, a date) is the cause where the line reader then finds nothing.
  if (fallback === null) apply(yamlFailureOf(facts) ?? fallbackMissCause(parsed, facts), true, undefined, { kind: 'skips' });
  else if (fallback) {
    const name = agent.name.replaced ? fallback.name.replace(agent.name.replaced, '-') : fallback.name;
    unknownKeys(compiled, facts.keys, apply);
    return { agent, loaded: !effects.some((e) => NOT_LOADED.has(e.effect.kind)), headerDropped: false, effects, name, description: fallback.description };
  }
  if (!stopped && !headerDropped && readable) headerChecks(agent, compiled, record, parsed, facts, shared, apply);
  return {
    agent,
    loaded: !effects.some((e) => NOT_LOADED.has(e.effect.kind)),
    headerDropped: headerDropped || !readable,
    effects,
    name: listedName(agent, record, facts, headerDropped || !readable),
  };
}

/** True when a folder between the skills folder and the SKILL.md starts with `.` (`.hidden/x/SKILL.md`, `.x/SKILL.md`). */
function inDotFolder(record: SkillRecord, agentFolder: string): boolean {
  return foldersBetween(path.join(record.root.folder, agentFolder), record.path)?.some(isDotFolder) === true;
}

/** `key-unknown` for each key the agent does not read, in the header's order. */
function unknownKeys(compiled: CompiledAgent, keys: Iterable<string>, apply: Apply): void {
  if (!compiled.effects.has('key-unknown')) return;
  for (const key of keys) if (!compiled.keys.has(key)) apply('key-unknown', false, key);
}

/** What an agent that reads the header line by line does: its own name and description, checked as YAML's would be. */
function lineReadOutcome(agent: AgentDeclaration, compiled: CompiledAgent, record: SkillRecord, parsed: ParsedSkill, read: LineReadHeader, facts: SkillFacts, effects: readonly AppliedEffect[], apply: Apply): AgentOutcome {
  if (read.name === undefined) apply('name-missing');
  else {
    if (agent.name.maxLength !== undefined && codePoints(read.name) > agent.name.maxLength) apply('name-too-long');
    if (agent.name.allowed && !agent.name.allowed.test(read.name)) apply('name-format');
    if (read.name !== record.dirName) apply('name-mismatch');
  }
  if (read.description === undefined) apply('description-missing');
  // Single quotes kept around a one-line value change nothing the model needs: not a departure.
  else if (facts.description !== undefined && read.description !== facts.description && unquoted(read.description) !== facts.description) apply('description-line-read');
  unknownKeys(compiled, Object.keys(read.values), apply);
  keyTypes(agent, compiled, (key) => (key in read.values ? read.values[key] : ABSENT), apply);
  reread(agent, parsed, facts, read.values, apply);
  if (facts.bodyEmpty) apply('body-empty');
  if (compiled.effects.has('paths-held') && lineReadPaths(read.values['paths']).length > 0) apply('paths-held');
  return {
    agent,
    loaded: !effects.some((e) => NOT_LOADED.has(e.effect.kind)),
    headerDropped: false,
    effects,
    name: read.name ?? record.dirName,
    lineValues: read.values,
    ...(read.description !== undefined ? { description: read.description } : {}),
  };
}


function headerChecks(agent: AgentDeclaration, compiled: CompiledAgent, record: SkillRecord, parsed: ParsedSkill, facts: SkillFacts, shared: SkillOutcomes, apply: Apply): void {
  const { name, description } = facts;
  const answers = headerAnswersOf(parsed, facts);
  // A name taken for false is no name to an agent that then takes the folder's.
  if (name === undefined || falsyName(agent, facts)) apply('name-missing');
  else {
    if (agent.name.maxLength !== undefined && answers.nameCodePoints > agent.name.maxLength) apply('name-too-long');
    // An agent that checks its own charset on every name refuses some the standard takes (`pdf-é`: ASCII only).
    // An agent that does not trim the name checks it with its spaces (`"pdf "`: not lowercase letters and hyphens).
    const checked = agent.name.untrimmed ? facts.nameRaw ?? name : name;
    if (compiled.effects.has('name-format') && (agent.name.allowedAlways && agent.name.allowed ? !agent.name.allowed.test(checked) : (answers.nameFormatBad || checked !== name) && mindsFormat(agent, checked))) apply('name-format');
    if (compiled.effects.has('name-mismatch') && answers.nameNfkc !== shared.folderNfkc(record)) apply('name-mismatch');
  }
  // An agent that only asks the value to be true to JavaScript (`truthy`) takes a list or `true`, and no `false`.
  const truthy = agent.description.truthy && facts.values ? Boolean(facts.values['description']) : undefined;
  if (facts.descriptionNotText && truthy !== true) apply('description-not-text');
  if (truthy !== undefined ? !truthy && !facts.descriptionNotText : description === undefined && !(agent.description.emptyAllowed && facts.descriptionKey && facts.descriptionRaw !== undefined)) apply('description-missing');
  else if (description !== undefined) {
    // The value as counted: trimmed (the answers hold its lengths), or as the YAML gives it.
    const raw = agent.description.countsUntrimmed ? facts.descriptionRaw : undefined;
    const length = raw !== undefined ? (agent.description.codeUnits ? raw.length : codePoints(raw)) : agent.description.codeUnits ? answers.descriptionCodeUnits : answers.descriptionCodePoints;
    if (agent.description.maxLength !== undefined && length > agent.description.maxLength) apply('description-too-long');
    if (agent.description.refusedCharacters && [...agent.description.refusedCharacters].some((c) => description.includes(c))) apply('description-characters');
    const cap = agent.description.listingCap;
    const width = cap?.codeUnits ? (compiled.nothingAppended ? answers.descriptionCodeUnits : withAppended(agent, facts, description).length) : compiled.nothingAppended ? answers.descriptionCodePoints : codePoints(withAppended(agent, facts, description));
    if (cap && width > cap.chars) apply('description-cut');
  }
  unknownKeys(compiled, facts.keys, apply);
  if (answers.compatibilityInvalid) apply('compatibility-invalid');
  if (answers.allowedTools) apply(answers.allowedTools);
  if (answers.metadataInvalid) apply('metadata-invalid');
  keyTypes(agent, compiled, (key) => headerValue(facts, key), apply, (key) => headerEmpty(facts, key));
  if (facts.bodyEmpty) apply('body-empty');
  if (turnedOff(compiled, facts)) apply('turned-off');
  if (compiled.effects.has('invocation-off') && invocationOff(agent, facts)) apply('invocation-off');
  if (compiled.effects.has('paths-held') && pathGlobs(yamlValue(facts, 'paths')).length > 0) apply('paths-held');
}

/**
 * Whether the agent minds a name outside the standard's form: one with its own charset
 * (Copilot CLI) minds names outside it; one that rewrites some characters (Gemini CLI) minds
 * only those; the others mind any departure from the standard.
 */
function mindsFormat(agent: AgentDeclaration, name: string): boolean {
  const { replaced, allowed } = agent.name;
  return allowed ? !allowed.test(name) : replaced ? name.replace(replaced, '-') !== name : true;
}

/** A `name` the agent's own library read as `false` or `0`, for an agent that then takes the folder's name. */
function falsyName(agent: AgentDeclaration, facts: SkillFacts): boolean {
  return agent.name.falsyFallback === true && facts.values !== undefined && 'name' in facts.values && !facts.values['name'];
}

/**
 * The description plus what the agent appends to it (Claude Code's ` - <when_to_use>`); from
 * `lineValues` (text values only) for an agent that reads the header line by line.
 */
export function withAppended(agent: AgentDeclaration, facts: SkillFacts, description: string, lineValues?: Readonly<Record<string, unknown>>): string {
  let text = description;
  for (const { key, separator } of agent.description.appended ?? []) {
    const read = lineValues?.[key];
    const extra = lineValues ? (typeof read === 'string' ? read : undefined) : agent.description.jsValues && facts.values ? jsText(facts.values[key]) : scalarOf(facts, key);
    if (extra) text = `${text}${separator}${extra}`;
  }
  return text;
}

/** Any value but null as JavaScript's `String` writes it, untrimmed (Claude Code's `when_to_use`: a list `a,b`, a mapping `[object Object]`). */
function jsText(v: unknown): string | undefined {
  return v === null || v === undefined ? undefined : String(v);
}

function scalarOf(facts: SkillFacts, key: string): string | undefined {
  if (facts.values) {
    const v = facts.values[key];
    const s = v === null || v === undefined || typeof v === 'object' ? '' : String(v).trim();
    return s || undefined;
  }
  const node = facts.header.entry(key)?.node;
  if (!node || !isScalar(node) || node.value === null) return undefined;
  const s = String(node.value).trim();
  return s || undefined;
}

function listedName(agent: AgentDeclaration, record: SkillRecord, facts: SkillFacts, headerDropped: boolean): string {
  if (agent.name.source === 'folder' || headerDropped || facts.name === undefined || falsyName(agent, facts)) return record.dirName;
  const written = agent.name.untrimmed ? facts.nameRaw ?? facts.name : facts.name;
  const name = agent.name.lowerCasedWhen?.test(written) ? written.toLowerCase() : written;
  return agent.name.replaced ? name.replace(agent.name.replaced, '-') : name;
}

import { isMap, isScalar, isSeq } from 'yaml';
import type { SkillRecord } from '../../../server/src/service/model/skillRecord';
import type { ParsedSkill } from '../../../server/src/service/parse/parsedSkill';
import { NOT_LOADED, type AgentDeclaration, type Cause, type Effect } from '../../../server/src/service/agents/agentDeclaration';
import { headerValue, pathGlobs, placeOf, readsPlace, withAppended, type AgentOutcome, type AppliedEffect } from '../../../server/src/service/agents/agentOutcome';
import type { SkillFacts } from '../../../server/src/service/agents/skillFacts';
import { agentFacts } from '../../../server/src/service/agents/agentFacts';
import { agentParse } from '../../../server/src/service/agents/agentParse';
import { headerAnswersOf } from '../../../server/src/service/agents/headerAnswers';
import { isTopSkillFile } from '../../../server/src/service/agents/topSkillFile';
import { codePoints } from '../../../server/src/service/agents/codePoints';
import { agentValue } from '../../../server/src/service/agents/keyTypes';
import { fallbackMissCause, fallbackOf } from '../../../server/src/service/agents/lineFallback';
import { lineReadHeader, unquoted, type LineReadHeader } from '../../../server/src/service/agents/lineReader';

/**
 * The straightforward outcome of one agent, as it was computed before the shared answers and
 * the compiled declarations: every declaration read as written, nothing kept between agents.
 * The oracle of agentOutcome.test.ts (its name check spelled out, not the fast path's).
 */
export function referenceOutcome(agent: AgentDeclaration, record: SkillRecord, written: ParsedSkill): AgentOutcome {
  const parsed = agentParse(agent, written);
  const facts = agentFacts(agent, parsed);
  const effects: AppliedEffect[] = [];
  let headerDropped = false;
  let stopped = false;
  /** Records the agent's effect for a cause; a header-level one that drops or refuses ends the reading. */
  const apply = (cause: Cause, headerLevel = false, key?: string, forced?: Effect): void => {
    const effect = forced ?? agent.effects[cause];
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
  else if (!agent.discovery.dotFolders && place.agentFolder !== undefined && record.path.split('/').slice(0, -1).join('/').split(place.agentFolder + '/')[1]?.split('/').some((p) => p.startsWith('.'))) apply('dot-folder');
  if (!stopped && agent.discovery.followsSymlinks === 'folders' && record.fileLinked && agent.effects['linked-file']) {
    apply('linked-file');
    stopped = true;
  }
  const size = parsed.whole?.length ?? parsed.text.length;
  if (!stopped && agent.discovery.maxFileBytes !== undefined && size > agent.discovery.maxFileBytes) apply('file-too-large');
  // Header-level causes, in the order a loader meets them; the first that drops the header ends it.
  const headerSteps: [boolean, Cause][] = [
    [facts.bom || record.bom === true, 'bom'],
    [!facts.hasHeader, 'no-header'],
    [facts.hasHeader && !facts.closed, 'unclosed'],
    [facts.dashesInside, 'dashes-inside'],
    [facts.yamlError, 'yaml-error'],
    [facts.duplicateKey, 'duplicate-key'],
    [facts.tabIndent, 'tab-indent'],
    [facts.notMapping, 'not-mapping'],
    [facts.colonTopLevel, 'colon-top-level'],
    [facts.colonNested, 'colon-nested'],
    [facts.colonKeySymbol, 'colon-key-symbol'],
    [facts.colonContinued, 'colon-continued'],
    [facts.flowStyle, 'flow-style'],
  ];
  for (const [applies, cause] of headerSteps) {
    if (stopped || headerDropped) break;
    if (applies) apply(cause, true);
  }
  // An agent with no YAML parser (Qwen Code) reads the header's lines whatever YAML thinks of them.
  const read = agent.parser.lineReader && !stopped && !headerDropped ? (parsed.frontMatter?.closeRange ? lineReadHeader(parsed.text.slice(parsed.frontMatter.split.content.start, parsed.frontMatter.split.content.end)) : undefined) : undefined;
  if (read) return lineReadOutcome(agent, record, read, facts, effects, apply);
  // An agent that reads the lines when its YAML fails (Factory Droid) checks what they gave, none included.
  const readable = facts.hasHeader && facts.closed && !facts.yamlError && !facts.notMapping && (facts.header.usable || facts.keys.length > 0 || (agent.parser.linesOnFailure === true && facts.values !== undefined));
  const fallback = !stopped && !headerDropped && agent.parser.lineFallback && facts.closed ? fallbackOf(parsed, facts, readable) : undefined;
  // The line fallback found no name or no description: the agent skips the skill for the first thing missing.
  if (fallback === null) {
    const yamlFailed = facts.yamlError ? 'yaml-error' : facts.duplicateKey ? 'duplicate-key' : facts.tabIndent ? 'tab-indent' : facts.colonNested ? 'colon-nested' : facts.colonTopLevel ? 'colon-top-level' : undefined;
    apply(yamlFailed ?? fallbackMissCause(parsed, facts), true, undefined, { kind: 'skips' });
  }
  else if (fallback) {
    const name = agent.name.replaced ? fallback.name.replace(agent.name.replaced, '-') : fallback.name;
    for (const key of facts.keys) if (!agent.keys.includes(key)) apply('key-unknown', false, key);
    return { agent, loaded: !effects.some((e) => NOT_LOADED.has(e.effect.kind)), headerDropped: false, effects, name, description: fallback.description };
  }
  if (!stopped && !headerDropped && readable) headerChecks(agent, record, facts, apply, parsed);
  return {
    agent,
    loaded: !effects.some((e) => NOT_LOADED.has(e.effect.kind)),
    headerDropped: headerDropped || !readable,
    effects,
    name: listedName(agent, record, facts, headerDropped || !readable),
  };
}

/** What an agent that reads the header line by line does: its own name and description, checked as YAML's would be. */
function lineReadOutcome(agent: AgentDeclaration, record: SkillRecord, read: LineReadHeader, facts: SkillFacts, effects: readonly AppliedEffect[], apply: (cause: Cause, headerLevel?: boolean, key?: string, forced?: Effect) => void): AgentOutcome {
  if (read.name === undefined) apply('name-missing');
  else {
    if (agent.name.maxLength !== undefined && codePoints(read.name) > agent.name.maxLength) apply('name-too-long');
    if (agent.name.allowed && !agent.name.allowed.test(read.name)) apply('name-format');
    if (read.name !== record.dirName) apply('name-mismatch');
  }
  if (read.description === undefined) apply('description-missing');
  // Single quotes kept around a one-line value change nothing the model needs: not a departure.
  else if (facts.description !== undefined && read.description !== facts.description && unquoted(read.description) !== facts.description) apply('description-line-read');
  for (const key of Object.keys(read.values)) if (!agent.keys.includes(key)) apply('key-unknown', false, key);
  typedKeys(agent, (key) => (key in read.values ? read.values[key] : Symbol('absent')), apply);
  if (facts.bodyEmpty) apply('body-empty');
  const paths = read.values['paths'];
  if (agent.effects['paths-held'] && Array.isArray(paths) && paths.some((p) => String(p).trim())) apply('paths-held');
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


function headerChecks(agent: AgentDeclaration, record: SkillRecord, facts: SkillFacts, apply: (cause: Cause, headerLevel?: boolean, key?: string, forced?: Effect) => void, parsed: ParsedSkill): void {
  const { name, description } = facts;
  const falsy = agent.name.falsyFallback === true && facts.values !== undefined && 'name' in facts.values && !facts.values['name'];
  if (name === undefined || falsy) apply('name-missing');
  else {
    if (agent.name.maxLength !== undefined && codePoints(name) > agent.name.maxLength) apply('name-too-long');
    // An agent with its own charset (Copilot CLI) minds names outside it; one that rewrites some
    // characters (Gemini CLI) minds only those; the others mind any departure from the standard.
    const { replaced, allowed } = agent.name;
    // One that does not trim the name checks it with its spaces.
    const checked = agent.name.untrimmed && facts.nameRaw !== undefined ? facts.nameRaw : name;
    const minds = allowed ? !allowed.test(checked) : replaced ? checked.replace(replaced, '-') !== checked : true;
    // One that checks its charset on every name (allowedAlways) minds names the standard takes too.
    if (agent.name.allowedAlways && allowed ? !allowed.test(checked) : !plainName(checked.normalize('NFKC')) && minds) apply('name-format');
    if (name.normalize('NFKC') !== record.dirName.normalize('NFKC')) apply('name-mismatch');
  }
  // An agent that asks the description only to be true to JavaScript: a list loads, `false` is refused.
  const truthy = agent.description.truthy === true && facts.values !== undefined;
  const value = facts.values?.['description'];
  if (facts.descriptionNotText && !(truthy && value)) apply('description-not-text');
  if (truthy ? !value && !facts.descriptionNotText : description === undefined && !(agent.description.emptyAllowed && facts.descriptionKey && facts.descriptionRaw !== undefined)) apply('description-missing');
  else if (description !== undefined) {
    const length = agent.description.codeUnits ? description.length : codePoints(description);
    if (agent.description.maxLength !== undefined && length > agent.description.maxLength) apply('description-too-long');
    const refused = agent.description.refusedCharacters ?? '';
    if ([...refused].some((c) => description.includes(c))) apply('description-characters');
    const cap = agent.description.listingCap;
    const listed = cap ? withAppended(agent, facts, description) : '';
    if (cap && (cap.codeUnits ? listed.length : codePoints(listed)) > cap.chars) apply('description-cut');
  }
  for (const key of facts.keys) if (!agent.keys.includes(key)) apply('key-unknown', false, key);
  const own = facts.values ? headerAnswersOf(parsed, facts) : undefined;
  if (own) {
    if (own.compatibilityInvalid) apply('compatibility-invalid');
    if (own.allowedTools) apply(own.allowedTools);
    if (own.metadataInvalid) apply('metadata-invalid');
  }
  const entry = (k: string) => (own ? undefined : facts.header.entry(k)?.node);
  const compat = entry('compatibility');
  if (compat && (!isScalar(compat) || (typeof compat.value === 'string' && (compat.value === '' || codePoints(compat.value) > 500)))) apply('compatibility-invalid');
  const tools = entry('allowed-tools');
  if (tools && !isScalar(tools)) {
    const list = isSeq(tools) && tools.items.every((i) => isScalar(i) && i.value !== null && typeof i.value !== 'object');
    apply(list ? 'allowed-tools-list' : 'allowed-tools-invalid');
  }
  const meta = entry('metadata');
  if (meta && !isMap(meta) && !(isScalar(meta) && meta.value === null)) apply('metadata-invalid');
  if (facts.bodyEmpty) apply('body-empty');
  if (turnedOff(agent, facts)) apply('turned-off');
  const paths = facts.values ? facts.values['paths'] : facts.header.entry('paths')?.unquoted?.text ?? facts.header.entry('paths')?.node?.toJSON();
  if (agent.effects['paths-held'] && pathGlobs(paths).length > 0) apply('paths-held');
  typedKeys(agent, (key) => headerValue(facts, key), apply, (key) => {
    // Nothing after the key in the model's YAML (a library's values cannot tell): `metadata:`, not `metadata: null`.
    const e = facts.values ? undefined : facts.header.entry(key);
    return !!e && !e.unquoted && (!e.node || (isScalar(e.node) && e.node.value === null && e.node.source === ''));
  });
}

/** `key-type` for each key of `keyTypes` whose value is not of its type (`valueOf` gives a symbol without the key). */
function typedKeys(agent: AgentDeclaration, valueOf: (key: string) => unknown, apply: (cause: Cause, headerLevel?: boolean, key?: string, forced?: Effect) => void, emptyOf: (key: string) => boolean = () => false): void {
  const typed = agent.effects['key-type'];
  if (typed) for (const [key, type] of Object.entries(agent.keyTypes ?? {})) {
    const v = agentValue(agent, valueOf(key));
    if (typeof v === 'symbol' || (v === null && (agent.keyNullAbsent === true || agent.keyNullAbsent?.includes(key)))) continue;
    if (typeof v === 'string' && v.trim() === '' && agent.keyTextFilled?.includes(key)) {
      apply('key-type', false, key, { ...typed, says: typed.says ?? `${key} must not be empty` });
      continue;
    }
    if (type === 'no-written-null') {
      if (v === null && !emptyOf(key)) apply('key-type', false, key, { ...typed, says: `${key}: invalid type: unit value` });
      continue;
    }
    const ok = type === 'boolean' ? typeof v === 'boolean'
      : type === 'not-null' ? v !== null
      : type === 'mapping' ? v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      : type === 'list' ? Array.isArray(v) || v === null
        : type === 'text-list' ? Array.isArray(v) && v.every((x) => typeof x === 'string')
          : type === 'scalar' ? v === null || typeof v !== 'object' || v instanceof Date || ArrayBuffer.isView(v) || (v as { type?: unknown }).type === 'Buffer'
          : typeof v === 'string' || (type === 'string-if-truthy' ? !v : type === 'strings' && Array.isArray(v) && v.every((x) => typeof x === 'string'));
    if (!ok) apply('key-type', false, key, { ...typed, says: typed.says ?? `${key} ${type === 'boolean' ? 'must be a boolean' : type === 'strings' ? 'must be a string or array of strings' : type === 'list' ? 'must be an array' : type === 'text-list' ? 'must contain only strings' : type === 'scalar' ? 'invalid type, expected a string' : type === 'not-null' ? 'cannot be empty' : type === 'mapping' ? 'must be a mapping' : 'must be a string'}` });
  }
}

/** `disabled: true` for an agent that reads `disabled`; else `enabled: false` for one that reads `enabled` (Cline reads `disabled` first). */
function turnedOff(agent: AgentDeclaration, facts: SkillFacts): boolean {
  const { disabled, enabled } = facts.switches;
  if (agent.keys.includes('disabled') && disabled !== undefined) return disabled;
  return agent.keys.includes('enabled') && enabled === false;
}

function listedName(agent: AgentDeclaration, record: SkillRecord, facts: SkillFacts, headerDropped: boolean): string {
  if (agent.name.source === 'folder' || headerDropped || facts.name === undefined) return record.dirName;
  if (agent.name.falsyFallback && facts.values && 'name' in facts.values && !facts.values['name']) return record.dirName;
  const written = agent.name.untrimmed && facts.nameRaw !== undefined ? facts.nameRaw : facts.name;
  const name = agent.name.lowerCasedWhen && agent.name.lowerCasedWhen.test(written) ? written.toLowerCase() : written;
  return agent.name.replaced ? name.replace(agent.name.replaced, '-') : name;
}

/** The standard's form, spelled out: lowercase letters and digits, single hyphens inside. */
function plainName(name: string): boolean {
  return name === name.toLowerCase() && !name.startsWith('-') && !name.endsWith('-') && !name.includes('--') && [...name].every((c) => c === '-' || /^[\p{L}\p{N}]$/u.test(c));
}

import { isMap, isScalar, isSeq } from 'yaml';
import { MemoKey, memoOf } from '../parse/parseMemo';
import type { ParsedSkill } from '../parse/parsedSkill';
import { codePoints } from './codePoints';
import { nameFormatProblems } from './nameFormat';
import { nfkc } from './nfkc';
import { skillFacts, type SkillFacts } from './skillFacts';

/**
 * What the header checks of every agent ask of one parse and that no declaration changes:
 * worked out once per parse instead of once per agent (fourteen times).
 */
export interface HeaderAnswers {
  /** The header's name NFKC-normalised, undefined without one. */
  readonly nameNfkc: string | undefined;
  /** The name's length in code points (0 without one). */
  readonly nameCodePoints: number;
  /** Whether the NFKC name departs from the standard's form (lowercase letters, digits, single hyphens). */
  readonly nameFormatBad: boolean;
  /** The description's length in code points and in UTF-16 code units (0 without one). */
  readonly descriptionCodePoints: number;
  readonly descriptionCodeUnits: number;
  /** `compatibility` that is not text or longer than 500 characters. */
  readonly compatibilityInvalid: boolean;
  /** `allowed-tools` other than text: a list of scalars, or anything else. */
  readonly allowedTools: 'allowed-tools-list' | 'allowed-tools-invalid' | undefined;
  /** `metadata` that is neither a mapping nor empty. */
  readonly metadataInvalid: boolean;
}

const ANSWERS = new MemoKey<HeaderAnswers>('headerAnswers');

/** The answers for one parse (memoized on it). */
export function headerAnswers(parsed: ParsedSkill): HeaderAnswers {
  return memoOf(parsed, ANSWERS, () => answersOf(parsed));
}

const OWN = new WeakMap<SkillFacts, HeaderAnswers>();

/** The answers for `facts`: the shared ones, or those of an agent's own library (see agentFacts.ts). */
export function headerAnswersOf(parsed: ParsedSkill, facts: SkillFacts): HeaderAnswers {
  if (!facts.values) return headerAnswers(parsed);
  let hit = OWN.get(facts);
  if (!hit) OWN.set(facts, (hit = loadedAnswers(parsed, facts, facts.values)));
  return hit;
}

/** The same answers from the values a library loaded. */
function loadedAnswers(parsed: ParsedSkill, facts: SkillFacts, values: Readonly<Record<string, unknown>>): HeaderAnswers {
  const compat = values['compatibility'];
  const tools = values['allowed-tools'];
  const meta = values['metadata'];
  const scalar = (v: unknown) => v === null || (typeof v !== 'object' && typeof v !== 'function') || v instanceof Date;
  // Most libraries read the name and description Skillkiln read: their lengths are already counted.
  const base = skillFacts(parsed);
  const counted = facts.name === base.name && facts.description === base.description ? headerAnswers(parsed) : lengths(facts);
  return {
    nameNfkc: counted.nameNfkc,
    nameCodePoints: counted.nameCodePoints,
    nameFormatBad: counted.nameFormatBad,
    descriptionCodePoints: counted.descriptionCodePoints,
    descriptionCodeUnits: counted.descriptionCodeUnits,
    compatibilityInvalid: compat !== undefined && (!scalar(compat) || (typeof compat === 'string' && codePoints(compat) > 500)),
    allowedTools: tools !== undefined && !scalar(tools) ? (Array.isArray(tools) && tools.every((i) => i !== null && scalar(i)) ? 'allowed-tools-list' : 'allowed-tools-invalid') : undefined,
    metadataInvalid: meta !== undefined && meta !== null && (typeof meta !== 'object' || Array.isArray(meta) || meta instanceof Date),
  };
}

/** The answers on the name and the description alone. */
function lengths(facts: SkillFacts): Pick<HeaderAnswers, 'nameNfkc' | 'nameCodePoints' | 'nameFormatBad' | 'descriptionCodePoints' | 'descriptionCodeUnits'> {
  const { name, description } = facts;
  const nameNfkc = name === undefined ? undefined : nfkc(name);
  return {
    nameNfkc,
    nameCodePoints: name === undefined ? 0 : codePoints(name),
    nameFormatBad: nameNfkc !== undefined && nameFormatProblems(nameNfkc).length > 0,
    descriptionCodePoints: description === undefined ? 0 : codePoints(description),
    descriptionCodeUnits: description?.length ?? 0,
  };
}

function answersOf(parsed: ParsedSkill): HeaderAnswers {
  const facts = skillFacts(parsed);
  const entry = (k: string) => facts.header.entry(k)?.node;
  const compat = entry('compatibility');
  const tools = entry('allowed-tools');
  const meta = entry('metadata');
  const toolsList = !!tools && isSeq(tools) && tools.items.every((i) => isScalar(i) && i.value !== null && typeof i.value !== 'object');
  return {
    ...lengths(facts),
    compatibilityInvalid: !!compat && (!isScalar(compat) || (typeof compat.value === 'string' && (compat.value === '' || codePoints(compat.value) > 500))),
    allowedTools: tools && !isScalar(tools) ? (toolsList ? 'allowed-tools-list' : 'allowed-tools-invalid') : undefined,
    metadataInvalid: !!meta && !isMap(meta) && !(isScalar(meta) && meta.value === null),
  };
}

import { isMap, isScalar, isSeq } from 'yaml';
import { MemoKey, memoOf } from '../parse/parseMemo';
import type { ParsedSkill } from '../parse/parsedSkill';
import { codePoints } from './codePoints';
import { nameFormatProblems } from './nameFormat';
import { nfkc } from './nfkc';
import { skillFacts } from './skillFacts';

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

function answersOf(parsed: ParsedSkill): HeaderAnswers {
  const facts = skillFacts(parsed);
  const { name, description } = facts;
  const nameNfkc = name === undefined ? undefined : nfkc(name);
  const entry = (k: string) => facts.header.entry(k)?.node;
  const compat = entry('compatibility');
  const tools = entry('allowed-tools');
  const meta = entry('metadata');
  const toolsList = !!tools && isSeq(tools) && tools.items.every((i) => isScalar(i) && i.value !== null && typeof i.value !== 'object');
  return {
    nameNfkc,
    nameCodePoints: name === undefined ? 0 : codePoints(name),
    nameFormatBad: nameNfkc !== undefined && nameFormatProblems(nameNfkc).length > 0,
    descriptionCodePoints: description === undefined ? 0 : codePoints(description),
    descriptionCodeUnits: description?.length ?? 0,
    compatibilityInvalid: !!compat && (!isScalar(compat) || (typeof compat.value === 'string' && (compat.value === '' || codePoints(compat.value) > 500))),
    allowedTools: tools && !isScalar(tools) ? (toolsList ? 'allowed-tools-list' : 'allowed-tools-invalid') : undefined,
    metadataInvalid: !!meta && !isMap(meta) && !(isScalar(meta) && meta.value === null),
  };
}

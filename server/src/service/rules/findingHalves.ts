import type { Finding } from '../model/finding';
import type { SkillRecord } from '../model/skillRecord';

/**
 * What the engine keeps of a file's findings by half (see `ByText`): the rules that read only
 * its header, whose findings hold while `SkillRecord.headerVersion` does, and the others, per
 * version; each half with the versions and epochs it holds for.
 */

/** What one half of a rule group's findings (see `ByText`) hold for: the record's header version or version, and the epochs the rules read. */
export interface HalfKey {
  readonly key: number;
  readonly epoch: number;
  readonly fsEpoch: number;
  readonly profile: string;
  readonly config: object;
}

/** A half's findings with what they hold for. */
export interface HalfFindings extends HalfKey {
  readonly findings: Finding[];
}

/** A file's findings of one rule group, by half: the rules that read only its header, and the others. */
export interface Halves {
  readonly header: HalfFindings | undefined;
  readonly body: HalfFindings | undefined;
}

/** True when `kept` holds for `now`. */
export function sameHalf(kept: HalfKey | undefined, now: HalfKey): kept is HalfFindings {
  return kept !== undefined && kept.key === now.key && kept.epoch === now.epoch && kept.fsEpoch === now.fsEpoch && kept.profile === now.profile && kept.config === now.config;
}

/** `kept` while it holds for `now`, else the findings `run` gives. */
export function keptOr(kept: HalfFindings | undefined, now: HalfKey, run: () => Finding[]): HalfFindings {
  return sameHalf(kept, now) ? kept : { ...now, findings: run() };
}

/** A file's per-file rules' findings by half, and the profile's last word on its version (see `FindingEngine.local`). */
export interface LocalHalves {
  readonly header: HalfFindings;
  readonly body: HalfFindings;
  readonly held: readonly Finding[];
}

/** No findings, for a file whose complete text could not be read. */
export function emptyHalves(record: SkillRecord, at: Omit<HalfKey, 'key'>): LocalHalves {
  return { header: { key: record.headerVersion, ...at, findings: [] }, body: { key: record.version, ...at, findings: [] }, held: [] };
}

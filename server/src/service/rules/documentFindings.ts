import type { SkillIndex } from '../index/skillIndex';
import type { Finding, Report } from '../model/finding';
import type { ParsedSkill } from '../parse/parsedSkill';
import { scannedPart } from '../parse/scannedPart';
import type { DocumentRule, DocumentRuleContext, Profile, SkillView } from '../profiles/profile';
import { partlyCheckedReport } from './commonRules';
import { profileRules } from './profileRules';
import { createReporter, detach, type Kept } from './reporter';
import { rulesToRun } from './rulesToRun';
import type { SuppressionCache } from './suppressionCache';

/** The shared empty list of a file with nothing to say. */
const NONE: readonly Finding[] = Object.freeze([]);

/**
 * The document rules' part of the findings (references in a file to other files), on skill
 * files and on markdown files that are not skills: per version of the file and header epoch.
 * What gathering rules find in a text is kept per version, so a header edit elsewhere re-checks
 * those facts without reading the file again.
 */
export class DocumentFindings {
  private readonly documents = new Map<string, { version: number; epoch: number; findings: readonly Finding[] }>();
  /** What document rules gathered from each file's text, per version (see `DocumentRule.gather`). */
  private readonly facts = new Map<string, { version: number; partly: Report | undefined; byRule: Map<string, unknown> }>();

  constructor(private readonly index: SkillIndex, private readonly keep: Kept | undefined, private readonly suppressions: SuppressionCache, private readonly safeRun: (id: string, fn: () => void) => void) {}

  /** Gathers what the document rules of `profile` keep from a skill's complete parse, while the index holds it (a cold read). */
  gatherOnRead(view: SkillView, profile: Profile): void {
    const gathering = this.applicable(profile, view.record.path).filter((r) => r.gather);
    if (gathering.length > 0) this.textFacts(view.record.path, view.record.version, gathering, () => view.parsed);
  }

  /** Drops what was kept for `p` (see `KeptParts.once`). */
  forget(p: string): void {
    this.documents.delete(p);
    this.facts.delete(p);
  }

  /** Document rules on a skill file of a root of `profile` (references in its body to other files), again after any header edit. */
  ofSkill(view: SkillView, profile: Profile): readonly Finding[] {
    const p = view.record.path;
    if (profileRules(profile).document.length === 0) return NONE;
    const hit = this.documents.get(p);
    if (hit && hit.version === view.record.version && hit.epoch === this.index.headerEpoch) return hit.findings;
    const whole = completeParse(() => this.index.fullParsed(p));
    const applicable = this.applicable(profile, p);
    const gathering = applicable.filter((r) => r.gather);
    const facts = gathering.length > 0 ? this.textFacts(p, view.record.version, gathering, whole) : undefined;
    const docRules = withWork(applicable, facts, true);
    // Nothing to check in a text that gave its document rules nothing (most files).
    const findings = docRules.length > 0 ? this.runOnSkill(view, profile, docRules, facts, whole) : NONE;
    this.documents.set(p, { version: view.record.version, epoch: this.index.headerEpoch, findings });
    return findings;
  }

  /** Document rules with something to check in a skill's text; the body is read only for those that kept nothing. */
  private runOnSkill(view: SkillView, profile: Profile, rules: readonly DocumentRule[], facts: TextFacts | undefined, whole: () => ParsedSkill | undefined): Finding[] {
    const p = view.record.path;
    const findings: Finding[] = [];
    const parsed = rules.some((r) => !r.gather) ? whole() : undefined;
    const config = this.index.configFor(p);
    const report = createReporter(p, profile, config, findings, this.keep);
    this.runDocumentRules(withWork(rules, facts, parsed !== undefined), { path: p, parsed: scannedPart(parsed ?? view.parsed), folder: view.record.root.folder, config, index: this.index, report }, facts);
    return findings;
  }

  /** References in markdown files that are not skills (prompts, docs). */
  ofDocument(p: string): readonly Finding[] {
    const version = this.index.otherVersion(p);
    const hit = this.documents.get(p);
    if (hit && hit.version === version && hit.epoch === this.index.headerEpoch) return hit.findings;
    const findings: Finding[] = [];
    const folder = this.index.folderOf(p) ?? '';
    const rules = new Map<Profile, DocumentRule[]>();
    for (const state of this.index.roots()) {
      if (state.root.folder !== folder || rules.has(state.profile)) continue;
      const applicable = this.applicable(state.profile, p);
      if (applicable.length > 0) rules.set(state.profile, applicable);
    }
    // Only read the file when some rule of its folder has something to check in it, and
    // not again for rules that gathered what they need from this version.
    const all = [...rules.values()].flat();
    const whole = completeParse(() => this.index.fullParsed(p));
    const gathering = all.filter((r) => r.gather);
    const facts = gathering.length > 0 ? this.textFacts(p, version, gathering, whole) : undefined;
    const body = all.some((r) => !r.gather) ? whole() : undefined;
    if (body) this.suppressions.remember(p, version, body);
    const parsed = body ? scannedPart(body) : facts ? this.index.parsedAt(p) : undefined;
    if (parsed) {
      const config = this.index.configFor(p);
      // A huge file says once that checks stopped, whatever its scanned part held.
      let partly = body ? partlyCheckedReport(parsed) : facts?.partly;
      for (const [profile, list] of rules) {
        const report = createReporter(p, profile, config, findings, this.keep);
        if (partly) report(partly);
        partly = undefined;
        this.runDocumentRules(withWork(list, facts, body !== undefined), { path: p, parsed, folder, config, index: this.index, report }, facts);
      }
    }
    this.documents.set(p, { version, epoch: this.index.headerEpoch, findings });
    return findings;
  }

  /** Runs document rules; a gathering rule gets what it kept of this version as `facts`. */
  private runDocumentRules(rules: readonly DocumentRule[], ctx: DocumentRuleContext, facts: TextFacts | undefined): void {
    for (const rule of rules) this.safeRun(rule.id, () => rule.check(rule.gather ? { ...ctx, facts: facts?.byRule.get(rule.id) } : ctx));
  }

  /** A profile's document rules that concern this file (`appliesTo`). */
  private applicable(profile: Profile, p: string): DocumentRule[] {
    return rulesToRun(profileRules(profile).document, this.index.configFor(p)).filter((r) => !r.appliesTo || r.appliesTo(p, this.index));
  }

  /**
   * The facts gathering rules found in a file's text (the scanned part of a huge one), for
   * this version: kept from an earlier read, else found now in `whole()`, the complete parse.
   * Copied as JSON, so no string keeps the file's text alive.
   */
  private textFacts(p: string, version: number, rules: readonly DocumentRule[], whole: () => ParsedSkill | undefined): TextFacts | undefined {
    const hit = this.facts.get(p);
    if (hit && hit.version === version && rules.every((r) => hit.byRule.has(r.id))) return hit;
    const complete = whole();
    if (!complete) return undefined;
    this.suppressions.remember(p, version, complete);
    const parsed = scannedPart(complete);
    const byRule = hit && hit.version === version ? hit.byRule : new Map<string, unknown>();
    for (const rule of rules) if (!byRule.has(rule.id)) this.safeRun(rule.id, () => byRule.set(rule.id, detach(rule.gather!(parsed))));
    const facts = { version, partly: partlyCheckedReport(parsed), byRule };
    this.facts.set(p, facts);
    return facts;
  }
}

/** What gathering document rules found in one version of a file's text. */
interface TextFacts {
  /** The file says once that checks stopped (a huge file), when set. */
  readonly partly: Report | undefined;
  readonly byRule: ReadonlyMap<string, unknown>;
}

/** A file's complete parse, read at most once however many rules ask (`undefined`: unreadable). */
function completeParse(read: () => ParsedSkill | undefined): () => ParsedSkill | undefined {
  let done = false;
  let parsed: ParsedSkill | undefined;
  return () => {
    if (!done) {
      parsed = read();
      done = true;
    }
    return parsed;
  };
}

/** Document rules with something to check: gathering ones whose facts hold something, others when the text is at hand. */
function withWork(rules: readonly DocumentRule[], facts: TextFacts | undefined, text: boolean): DocumentRule[] {
  return rules.filter((r) => (r.gather ? hasFacts(facts?.byRule.get(r.id)) : text));
}

/** True when a gathering rule found something to check (see `DocumentRule.gather`). */
function hasFacts(facts: unknown): boolean {
  return facts !== undefined && !(Array.isArray(facts) && facts.length === 0);
}

import { AGENT_TARGETS } from '../../../server/src/service/config/serviceConfig';
import type { AgentTarget, ServiceConfig } from '../../../server/src/service/config/serviceConfig';
import type { Catalog } from '../../../server/src/service/model/catalog';
import type { Finding } from '../../../server/src/service/model/finding';
import { joinLines, serviceOn, WS } from '../helpers/serviceFixture';
import { AGENTS } from '../../../server/src/service/agents/agents';

/** Every target but those judged only when picked (the upload to Claude's apps). */
export const EVERY_READER: readonly AgentTarget[] = AGENT_TARGETS.filter((t) => !AGENTS[t].onlyWhenSelected);

/** Path of the SKILL.md of folder `dir` under `/ws/skills`. */
export function skillPath(dir: string): string {
  return `${WS}/skills/${dir}/SKILL.md`;
}

/** A SKILL.md: the header lines between `---`, then the body lines. */
export function skillText(header: readonly string[], body: readonly string[] = ['# Title', '', 'Body.']): string {
  return joinLines('---', ...header, '---', ...body, '');
}

/** A valid header for folder `dir`, with extra lines appended. */
export function validHeader(dir: string, ...extra: string[]): string[] {
  return [`name: ${dir}`, `description: Does ${dir} things. Use when the user asks for ${dir}.`, ...extra];
}

/** Options of a fixture service. */
export interface AgentSkillsOptions {
  readonly targets?: readonly AgentTarget[];
  readonly contextWindowTokens?: number;
  /** Per-target listing budget override (`agentSkills.listingBudget`). */
  readonly listingBudget?: Partial<Record<AgentTarget, number>>;
}

function configOf(options: AgentSkillsOptions): Partial<ServiceConfig> {
  return {
    profile: 'agent-skills',
    // The rules are checked against every target, the reference validator included, unless a test picks some;
    // the upload check of Claude's apps only when a test picks it (it is never named unless selected).
    agentSkills: { targets: options.targets ?? EVERY_READER, ...(options.listingBudget ? { listingBudget: options.listingBudget } : {}) },
    ...(options.contextWindowTokens !== undefined ? { contextWindowTokens: options.contextWindowTokens } : {}),
  };
}

/** A service with the agent-skills profile over the given files. */
export function agentService(files: Record<string, string>, options: AgentSkillsOptions = {}): ReturnType<typeof serviceOn> {
  return serviceOn(files, configOf(options));
}

/** Findings of one skill of folder `dir` whose file is `text` (alone in `/ws/skills`, plus `extra` files). */
export function lintSkill(dir: string, text: string, options: AgentSkillsOptions = {}, extra: Record<string, string> = {}): Finding[] {
  const s = agentService({ [skillPath(dir)]: text, ...extra }, options);
  return [...s.findings(skillPath(dir))];
}

/** Findings of one code. */
export function only(findings: readonly Finding[], code: string): Finding[] {
  return findings.filter((f) => f.code === code);
}

/** The catalog of `/ws/skills` for a target. */
export function catalogOf(files: Record<string, string>, target: AgentTarget | undefined, options: AgentSkillsOptions = {}): Catalog {
  const s = agentService(files, options);
  const root = s.roots().find((r) => r.root.label === 'skills');
  if (!root) throw new Error('no skills root');
  return s.catalog(root.root, target);
}

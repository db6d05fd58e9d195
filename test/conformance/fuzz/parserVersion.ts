import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AgentDeclaration } from '../../../server/src/service/agents/agentDeclaration';

/**
 * Checks the YAML package a declaration says the agent ships against the agent's install: the
 * version in `node_modules/<package>/package.json` must be the declared one. Undefined when it
 * matches or the library is not an npm package of the install (bundled, Rust, Bun: `bundled`); else why not.
 */
export function parserMismatch(agent: AgentDeclaration, installDir: string): string | undefined {
  const npm = agent.parser.yaml?.npm;
  if (!npm || agent.parser.yaml?.bundled) return undefined;
  const at = npm.lastIndexOf('@');
  const [name, version] = [npm.slice(0, at), npm.slice(at + 1)];
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) found.push((JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version);
    if (depth === 0 || !fs.existsSync(path.join(dir, 'node_modules'))) return;
    for (const e of fs.readdirSync(path.join(dir, 'node_modules'))) {
      if (e.startsWith('@')) for (const s of fs.readdirSync(path.join(dir, 'node_modules', e))) walk(path.join(dir, 'node_modules', e, s), depth - 1);
      else walk(path.join(dir, 'node_modules', e), depth - 1);
    }
  };
  walk(installDir, 1);
  if (found.includes(version)) return undefined;
  return `the declaration says it parses with ${npm}, the install holds ${found.length ? found.map((v) => `${name}@${v}`).join(', ') : `no ${name}`}`;
}

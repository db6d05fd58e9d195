import { activated, toolEvent } from './activatedSkill';
import { obj, str, num, type Json } from './jsonFields';
import { clineEvent, droidEvent, opencodeEvent, piEvent } from './toolStreamEvents';

/**
 * How an agent run headless shows which skill it chose, as data in the agent's declaration
 * (`AgentDeclaration.triggers`). `skillkiln triggers` runs `command` with the request, reads the
 * agent's event stream (`stream`) and stops at the first event that decides.
 */
export interface ChoiceSignal {
  /** The program on PATH (`claude`, `gemini`, `codex`, `opencode`…). */
  readonly bin: string;
  /**
   * Its arguments: `{query}` is replaced by the request, `{modelArgs}` by `modelArgs` (with
   * `{model}`) when a model is given, else by nothing, `{attachArgs}` by `server.attachArgs`
   * when the run attaches to a server. They make the run headless and refuse tools that could change anything.
   */
  readonly args: readonly string[];
  readonly modelArgs: readonly string[];
  /**
   * The agent's own headless server, for agents whose every run otherwise starts one inside
   * (opencode, Kilo): started once per trigger test on loopback (`args`; it prints the address
   * it listens on), with a password of that test only in `passwordEnv`; each run then attaches
   * to it with `attachArgs` (`{url}`: its address, `{dir}`: the throwaway project).
   */
  readonly server?: { readonly args: readonly string[]; readonly attachArgs: readonly string[]; readonly passwordEnv: string };
  /** Variables the run needs on top of the user's environment (trusting the throwaway folder…). */
  readonly env?: Readonly<Record<string, string>>;
  /** The skills folder the agent reads in a project; the throwaway copy puts the skills there. */
  readonly skillsDir: string;
  /** The shape of its JSON-lines stream (one reader per shape, see readChoiceEvent). */
  readonly stream: 'claude-stream-json' | 'gemini-stream-json' | 'codex-exec-json' | 'opencode-json' | 'pi-json' | 'cline-json' | 'droid-stream-json';
  /**
   * The sign of a chosen skill: a call of tool `tool` whose argument `argument` names it, or a
   * command/read that opens `…/<skill>/SKILL.md` (`tool: 'read'`).
   */
  readonly activation: { readonly tool: string; readonly argument: string } | { readonly tool: 'read'; readonly file: 'SKILL.md' };
}

/** An agent that exposes no usable signal (in the declaration instead of a ChoiceSignal), with why. */
export interface NoChoiceSignal {
  readonly unsupported: string;
}

/** What one event of the stream says about the choice. */
export type ChoiceEvent =
  /** A skill was activated (by name, as the agent lists it). */
  | { readonly kind: 'skill'; readonly name: string; readonly tokens?: number }
  /** Another tool was called first: no skill chosen. */
  | { readonly kind: 'other-tool'; readonly tool: string; readonly tokens?: number }
  /** The turn ended with an answer and no skill. */
  | { readonly kind: 'answer'; readonly tokens?: number }
  /** The model API refused: signed out, rate-limited… (`status` is the HTTP status when known). */
  | { readonly kind: 'api-error'; readonly status?: number; readonly message: string }
  /** Nothing decisive. */
  | { readonly kind: 'none' };

/** Reads one line of the agent's stream. */
export function readChoiceEvent(signal: ChoiceSignal, line: string): ChoiceEvent {
  let e: Json | undefined;
  try { e = obj(JSON.parse(line)); } catch { return { kind: 'none' }; }
  if (!e) return { kind: 'none' };
  switch (signal.stream) {
    case 'claude-stream-json': return claudeEvent(signal, e);
    case 'gemini-stream-json': return geminiEvent(signal, e);
    case 'codex-exec-json': return codexEvent(signal, e);
    case 'opencode-json': return opencodeEvent(signal, e);
    case 'pi-json': return piEvent(signal, e);
    case 'cline-json': return clineEvent(signal, e);
    case 'droid-stream-json': return droidEvent(signal, e);
  }
}

function claudeEvent(signal: ChoiceSignal, e: Json): ChoiceEvent {
  if (e['type'] === 'system' && e['subtype'] === 'api_retry') {
    const status = num(e['error_status']);
    // Retries on 429 and on 401/403 go on for minutes: the answer is already known.
    if (status === 429 || status === 401 || status === 403) return { kind: 'api-error', status, message: str(e['error']) ?? '' };
    return { kind: 'none' };
  }
  if (e['type'] === 'assistant') {
    const message = obj(e['message']);
    const usage = obj(message?.['usage']);
    const tokens = (num(usage?.['input_tokens']) ?? 0) + (num(usage?.['output_tokens']) ?? 0) || undefined;
    const content = Array.isArray(message?.['content']) ? (message!['content'] as unknown[]) : [];
    for (const part of content.map(obj)) {
      if (part?.['type'] !== 'tool_use') continue;
      const tool = str(part['name']) ?? '?';
      const name = activated(signal, tool, obj(part['input']));
      return name !== undefined ? { kind: 'skill', name, ...(tokens ? { tokens } : {}) } : { kind: 'other-tool', tool, ...(tokens ? { tokens } : {}) };
    }
    return { kind: 'none' };
  }
  if (e['type'] === 'result') {
    if (e['is_error'] === true) return { kind: 'api-error', message: str(e['result']) ?? str(e['subtype']) ?? 'error' };
    // Qwen Code ends a refused call as a success whose answer is the error: "[API Error: 401 …]".
    const apiError = /^\[API Error: (.*)\]$/s.exec(str(e['result']) ?? '');
    if (apiError) return { kind: 'api-error', message: apiError[1]! };
    const usage = obj(e['usage']);
    const tokens = (num(usage?.['input_tokens']) ?? 0) + (num(usage?.['output_tokens']) ?? 0) || undefined;
    return { kind: 'answer', ...(tokens ? { tokens } : {}) };
  }
  return { kind: 'none' };
}

function geminiEvent(signal: ChoiceSignal, e: Json): ChoiceEvent {
  if (e['type'] === 'tool_use') return toolEvent(signal, str(e['tool_name']) ?? '?', obj(e['parameters']));
  if (e['type'] === 'error') return { kind: 'api-error', message: str(e['message']) ?? 'error' };
  if (e['type'] === 'result') {
    const stats = obj(e['stats']);
    const tokens = num(stats?.['total_tokens']);
    if (e['status'] === 'error') return { kind: 'api-error', message: str(obj(e['error'])?.['message']) ?? 'error' };
    return { kind: 'answer', ...(tokens ? { tokens } : {}) };
  }
  return { kind: 'none' };
}

function codexEvent(signal: ChoiceSignal, e: Json): ChoiceEvent {
  const item = obj(e['item']);
  if ((e['type'] === 'item.started' || e['type'] === 'item.completed') && item) {
    const type = str(item['type']);
    if (type === 'command_execution') {
      const command = str(item['command']) ?? '';
      const name = activated(signal, 'read', undefined, command);
      return name !== undefined ? { kind: 'skill', name } : { kind: 'other-tool', tool: command.slice(0, 80) };
    }
    if (type === 'mcp_tool_call' || type === 'file_change' || type === 'web_search') return { kind: 'other-tool', tool: type };
  }
  if (e['type'] === 'turn.completed') {
    const usage = obj(e['usage']);
    const tokens = (num(usage?.['input_tokens']) ?? 0) + (num(usage?.['output_tokens']) ?? 0) || undefined;
    return { kind: 'answer', ...(tokens ? { tokens } : {}) };
  }
  // `error` events are retries under way ("Reconnecting... 2/5"); the turn's failure is what decides.
  if (e['type'] === 'turn.failed') return { kind: 'api-error', message: str(obj(e['error'])?.['message']) ?? str(e['message']) ?? 'error' };
  return { kind: 'none' };
}

import type { ChoiceEvent, ChoiceSignal } from './choiceSignal';
import { str, type Json } from './jsonFields';

/** The skill a tool call activates under `signal`, or undefined when the call is another tool. */
export function activated(signal: ChoiceSignal, tool: string, input: Json | undefined, command?: string): string | undefined {
  const a = signal.activation;
  if ('file' in a) {
    const m = /([^/\s'"]+)\/SKILL\.md\b/.exec(command ?? str(input?.['file_path']) ?? str(input?.['path']) ?? '');
    return m?.[1];
  }
  return tool === a.tool ? str(input?.[a.argument]) : undefined;
}

/** The event of a call of `tool` with `input`: a skill's activation, or another tool. */
export function toolEvent(signal: ChoiceSignal, tool: string, input: Json | undefined): ChoiceEvent {
  const name = activated(signal, tool, input);
  return name !== undefined ? { kind: 'skill', name } : { kind: 'other-tool', tool };
}

import type { RecordedRequest } from './recordingServer';
import { startOpenAiMock } from './openaiMock';
import { describeFailure, runBounded, type BoundedResult } from './runBounded';

/** What to run once the mock is up: the command line and environment, from the mock's base URL. */
export interface MockedCommand {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

/** One agent run against the mock: how it ended and every request it sent. */
export interface MockedRun {
  readonly result: BoundedResult;
  readonly requests: readonly RecordedRequest[];
}

/**
 * Starts the loopback OpenAI-compatible mock, runs the agent's command (built from the mock's
 * base URL, e.g. to write it into the agent's settings first) in `cwd`, and closes the mock.
 * Throws with the end of its output when the run does not exit 0.
 */
export async function runWithOpenAiMock(what: string, cwd: string, timeoutMs: number, build: (baseUrl: string) => MockedCommand): Promise<MockedRun> {
  const mock = await startOpenAiMock();
  try {
    const { command, args, env } = build(mock.baseUrl);
    const result = await runBounded(command, args, { cwd, env, timeoutMs });
    if (result.timedOut || result.code !== 0) throw new Error(describeFailure(`${what} in ${cwd}`, result, timeoutMs));
    return { result, requests: [...mock.requests] };
  } finally {
    await mock.close();
  }
}

/** The chat-completion requests' messages and tools, as the oracles read them. */
export interface ChatBody {
  readonly messages?: readonly { readonly role?: string; readonly content?: unknown }[];
  readonly tools?: readonly { readonly function?: { readonly name?: string; readonly description?: string } }[];
}

/** The bodies of the `POST …/chat/completions` requests, in order. */
export function chatBodies(requests: readonly RecordedRequest[]): ChatBody[] {
  return requests.filter((q) => q.method === 'POST' && q.url.split('?')[0]!.endsWith('/chat/completions') && typeof q.body === 'object' && q.body !== null).map((q) => q.body as ChatBody);
}

/** A message's text, whether the content is a string or a list of text parts. */
export function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (typeof p === 'object' && p !== null && typeof (p as { text?: unknown }).text === 'string' ? (p as { text: string }).text : '')).join('');
  return '';
}

/** Undoes XML's five entities (names in listings are compared unescaped). */
export function xmlUnescape(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, '\'').replace(/&amp;/g, '&');
}

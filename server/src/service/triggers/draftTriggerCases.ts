import type { TriggerCase } from './triggerCases';
import { contentWords } from './contentWords';

/** The description's first sentence, without its closing mark. */
function firstSentence(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  const end = one.search(/[.!?](\s|$)/);
  return (end < 0 ? one : one.slice(0, end)).trim();
}

/** "Give the current date" → "Can you give the current date?" (a request in the user's voice). */
function asRequest(sentence: string): string {
  const s = sentence.replace(/^(this skill|a skill that|skill to|skill for)\s+/i, '');
  return `Can you ${s.charAt(0).toLowerCase()}${s.slice(1)}?`;
}

/** The clause after "Use when…"/"Use this skill when…"/"Use for…", if the description has one. */
function useWhenClause(description: string): string | undefined {
  const m = /\buse(?: this(?: skill)?)? (?:when|whenever|for|if)\s+(?:the user |users |you |someone )?(?:asks? (?:to |for |about )?|wants? to |needs? to )?([^.;!?]+)/i.exec(description);
  return m?.[1]?.trim() || undefined;
}

/** Off-topic requests no skill of a collection should be chosen for. */
const UNRELATED = ['Write a short poem about the sea.', 'What is the capital of Australia?'];

/**
 * A starter set of trigger cases for a skill, from its description (and its siblings'):
 * requests that should choose it, then requests that should not (a sibling's job, off-topic
 * questions). Every case is marked `draft: true` for the author to rewrite in real users' words.
 */
export function draftTriggerCases(description: string, siblingDescriptions: readonly string[] = []): TriggerCase[] {
  const should: string[] = [];
  const first = firstSentence(description);
  if (first) should.push(asRequest(first));
  const when = useWhenClause(description);
  if (when) should.push(`I need help with this: ${when}.`);
  const words = [...new Set(contentWords(description))].sort((a, b) => b.length - a.length).slice(0, 3);
  if (words.length >= 2) should.push(`Quick question about ${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}: where do I start?`);
  const shouldNot = siblingDescriptions.map(firstSentence).filter((s) => s && s !== first).slice(0, 2).map(asRequest);
  for (const q of UNRELATED) if (shouldNot.length < 3) shouldNot.push(q);
  return [
    ...[...new Set(should)].map((query) => ({ query, shouldTrigger: true, draft: true })),
    ...[...new Set(shouldNot)].map((query) => ({ query, shouldTrigger: false, draft: true })),
  ];
}

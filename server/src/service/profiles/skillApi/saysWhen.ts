/**
 * Words that tie a description to a situation: "Use when…", "for reviewing…", "if the user
 * asks…", "to extract…", a request the user makes. A description with none of them and
 * only a few words ("PDF tools.") names a subject, not when to load the skill (seed 003:
 * "state when to use it"). Tuned on the well-kept corpus: see the README's skill-api section.
 */
const WHEN_CUE = /\b(?:when|whenever|if|for|to|before|after|while|during|whether|use|used|using|invoke|trigger(?:ed|s)?|ask(?:s|ed)?|wants?|needs?|helps?)\b/i;
/** A description longer than this says enough, cue or not: long ones describe a task. */
export const WHAT_ONLY_MAX_WORDS = 4;

/** True when the description says when to use the skill, or is long enough that it likely does. */
export function saysWhen(description: string): boolean {
  // The cues are English: a description in a script without spaces between words is not judged.
  if (/[^\u0000-\u024f\u2000-\u206f\s]/u.test(description.replace(/\p{Extended_Pictographic}/gu, ''))) return true;
  const words = description.trim().split(/\s+/).filter(Boolean);
  return words.length > WHAT_ONLY_MAX_WORDS || WHEN_CUE.test(description);
}

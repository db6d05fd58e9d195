import { Buffer } from 'node:buffer';

/** Lines joined with `\n`, with a final line break: the text of an example file. */
export const lines = (...l: string[]) => l.join('\n') + '\n';

/** An mm-style skill (also agent-app, skill-api): a header of `key: value` lines, then a body. */
export const mm = (header: string[], body = 'Greet the person by name.') => lines('---', ...header, '---', body);

/** An Agent Skills `SKILL.md`: a header, then a body. */
export const agent = (header: string[], body = 'Extract the tables of a PDF into CSV files.') => lines('---', ...header, '---', body);

/** Where the Agent Skills examples live. */
export const PDF = '.claude/skills/pdf-tables/SKILL.md';

/** A valid Tajo skill with some header lines replaced (by key; an empty value drops the key). */
export const tajo = (changes: Record<string, string>) => {
  const base: Record<string, string> = {
    name: 'name: cart-reminder',
    version: 'version: 1.0.0',
    description: 'description: Email customers who left items in their cart.',
    category: 'category: email-marketing',
    triggers: lines('triggers:', '  - event: cart_abandoned').trimEnd(),
    actions: lines('actions:', '  - id: send_reminder', '    type: brevo/send-email', '    parameters:', '      to: "{{ customer.email }}"').trimEnd(),
    permissions: lines('permissions:', '  - email:send').trimEnd(),
  };
  const header = Object.entries({ ...base, ...changes }).map(([, v]) => v).filter(Boolean);
  return lines('---', ...header, '---', 'Reminds customers of their cart.');
};

/** The same line `times` times (a body too long for a rule page; the page shows a few of them). */
export const repeated = (line: string, times: number) => Array.from({ length: times }, () => line);

/** The bytes of an example's file as the workspace holds them: its text, saved in its encoding. */
export function exampleFileContent(example: { readonly text: string; readonly encoding?: 'latin1' | 'utf16le' }): string | Uint8Array {
  return example.encoding ? Buffer.from(example.text, example.encoding) : example.text;
}

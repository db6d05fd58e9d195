import { editFix, payloadString } from './fixBuilder';

/**
 * `fenced-command` (mm): the fence lines go, the command is indented four spaces, a lead-in
 * names the tool and a blank line lets Markdown see the indented block. The payload holds
 * the exact edits; nothing else in the file is touched.
 */
export const unfenceCommand = editFix({
  fix: 'unfence-command',
  safe: true,
  title: (data) => {
    const tool = payloadString(data, 'tool') ?? 'bash';
    return { en: `Indent the command and name the \`${tool}\` tool`, fr: `Indenter la commande et nommer l’outil \`${tool}\`` };
  },
});

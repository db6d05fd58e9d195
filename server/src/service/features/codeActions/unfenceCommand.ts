import { editFix, payloadString } from './fixBuilder';

/**
 * `fenced-command` (mm): the fence lines go, the command is indented four spaces, a lead-in
 * names the tool, a blank line lets Markdown see the indented block, and the skill says the
 * answer is the command's output when it did not. The payload holds
 * the exact edits; nothing else in the file is touched.
 */
export const unfenceCommand = editFix({
  fix: 'unfence-command',
  safe: true,
  title: (data) => {
    const tool = payloadString(data, 'tool') ?? 'bash';
    if (payloadString(data, 'answerText')) return { en: `Indent the command, name the \`${tool}\` tool and say the answer is its output`, fr: `Indenter la commande, nommer l’outil \`${tool}\` et dire que la réponse est sa sortie` };
    return { en: `Indent the command and name the \`${tool}\` tool`, fr: `Indenter la commande et nommer l’outil \`${tool}\`` };
  },
});

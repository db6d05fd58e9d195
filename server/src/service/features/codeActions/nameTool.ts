import { editFix, payloadString } from './fixBuilder';

/**
 * `command-tool-unnamed` (mm): the lead-in of an indented command names the tool, and the
 * skill says the answer is the command's output when it did not. The payload holds the edits.
 */
export const nameTool = editFix({
  fix: 'name-tool',
  safe: true,
  title: (data) => {
    const tool = payloadString(data, 'tool') ?? 'bash';
    return payloadString(data, 'answerText')
      ? { en: `Name the \`${tool}\` tool and say the answer is the command’s output`, fr: `Nommer l’outil \`${tool}\` et dire que la réponse est la sortie de la commande` }
      : { en: `Name the \`${tool}\` tool`, fr: `Nommer l’outil \`${tool}\`` };
  },
});

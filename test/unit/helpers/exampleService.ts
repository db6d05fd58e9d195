import type { RuleExample } from '../../../server/src/service/rules/rule';
import { exampleFileContent } from '../../../server/src/service/rules/exampleText';
import { serviceOn, WS } from './serviceFixture';

/**
 * The workspace of a rule's example: its file (saved in its encoding), the other files it
 * needs, the profile it names set on its folder, and the targets it is checked for.
 */
export function exampleService(example: RuleExample) {
  const files: Record<string, string | Uint8Array> = { [`${WS}/${example.file}`]: exampleFileContent(example) };
  for (const [rel, text] of Object.entries(example.others ?? {})) files[`${WS}/${rel}`] = text;
  const root = example.file.split('/').slice(0, example.profile === 'skill-api' ? 1 : -1).join('/');
  const targets = example.targets ? { agentSkills: { targets: example.targets } } : {};
  return serviceOn(files, example.profile ? { skillsDirs: ['skills', root], rootProfiles: { [root]: example.profile }, ...targets } : targets);
}

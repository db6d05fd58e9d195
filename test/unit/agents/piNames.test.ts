import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogOf, skillPath, skillText } from '../agentSkills/agentSkillsFixture';

/** pi's loader: `frontmatter.name || folder` — a name YAML reads as `false` or `0` gives the folder's name. */
test('pi lists a skill whose name YAML reads as false under its folder name, and says nothing of its name', () => {
  const files = { [skillPath('pdf-tables')]: skillText(['name: false', 'description: Extract the tables of a PDF. Use when asked.']) };
  assert.match(catalogOf(files, 'pi').text, /<name>pdf-tables<\/name>/);
});

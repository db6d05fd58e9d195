import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AUGMENT } from '../../../server/src/service/agents/declarations/augment';
import { VERIFIED_VERSIONS } from '../../../server/src/service/agents/verifiedVersions';
import { skillText } from '../agentSkills/agentSkillsFixture';
import { agentSkillPath, catalogAt, findingsIn, findingsOfSkill, namedSkill } from './agentFolderFixture';

const AGENTS_DIR = '.agents/skills';
const of = (text: string, code: string, dir = 'pdf') => findingsOfSkill(AGENTS_DIR, dir, text, ['augment'], code);

describe('Augment: strict loader, listing built on its servers', () => {
  test('pinned and verified by running it', () => {
    assert.equal(AUGMENT.verified.version, VERIFIED_VERSIONS.augment.version);
    assert.equal(AUGMENT.verified.how, 'run');
    assert.ok(AUGMENT.listing.elsewhere?.en.includes('its own servers'));
    assert.ok(AUGMENT.discovery.folders.includes('.augment/skills'));
  });

  test('a BOM before `---` rejects the skill (its header is not recognised)', () => {
    const [f] = of(`\uFEFF${namedSkill('pdf')}`, 'header-bom');
    assert.equal(f?.severity, 'error');
    assert.match(f!.message.en, /Augment rejects the skill/);
  });

  test('an unquoted `: ` in the description rejects the skill', () => {
    assert.equal(of(skillText(['name: pdf', 'description: Use when: the user asks']), 'unquoted-colon')[0]?.severity, 'error');
  });

  test('a name outside lowercase letters, digits and single hyphens rejects the skill', () => {
    assert.equal(of(namedSkill('Pdf'), 'name-format', 'Pdf')[0]?.severity, 'error');
    assert.equal(of(namedSkill('pdf--tools'), 'name-format', 'pdf--tools')[0]?.severity, 'error');
  });

  test('a description over 1,024 rejects it, counted in UTF-16 units: 600 emoji are 1,200', () => {
    assert.equal(of(skillText(['name: pdf', `description: ${'x'.repeat(1025)}`]), 'description-length')[0]?.severity, 'error');
    assert.deepEqual(of(skillText(['name: pdf', `description: ${'x'.repeat(1024)}`]), 'description-length').map((f) => f.severity), []);
    assert.equal(of(skillText(['name: pdf', `description: ${'\u{1F600}'.repeat(600)}`]), 'description-length')[0]?.severity, 'error');
  });

  test('a description YAML reads as a number loads (read as text); a name other than the folder only warns', () => {
    assert.notEqual(of(skillText(['name: pdf', 'description: 42']), 'description-type')[0]?.severity, 'error');
    const [f] = of(namedSkill('other'), 'name-dir-mismatch');
    assert.equal(f?.severity, 'information');
    assert.match(f!.message.en, /Augment loads it with a warning/);
  });

  test('a skill at any depth under its folder is found (no error)', () => {
    const file = agentSkillPath(AGENTS_DIR, 'a/b/c/deep');
    assert.deepEqual(findingsIn({ [file]: namedSkill('deep') }, file, ['augment']).filter((f) => f.code === 'skill-not-found' && f.severity === 'error'), []);
  });

  test('its catalog says which skills it loads (`name: description`) and which it leaves out, with why', () => {
    const c = catalogAt({
      [agentSkillPath(AGENTS_DIR, 'alpha')]: namedSkill('alpha'),
      [agentSkillPath(AGENTS_DIR, 'beta')]: `\uFEFF${namedSkill('beta')}`,
      [agentSkillPath(AGENTS_DIR, 'gamma')]: namedSkill('gamma', 'hidden: true'),
    }, AGENTS_DIR, 'augment');
    assert.equal(c.text, 'alpha: Does alpha things.');
    assert.deepEqual(c.entries.map((e) => [e.name, e.status]), [['alpha', 'full'], ['beta', 'omitted'], ['gamma', 'omitted']]);
    assert.match(c.entries[1]!.reason!.en, /Augment rejects it: a byte-order mark/);
    assert.match(c.entries[2]!.reason!.en, /`hidden: true`/);
    assert.equal(c.warnings[0]!.en, 'skills: 1 loaded, 2 left out');
    assert.equal(c.warnings[1], AUGMENT.listing.elsewhere);
  });

  test('blanks before a line break inside quotes are dropped, as its js-yaml 4.3 reads them (Gemini CLI\'s 4.1 keeps them)', () => {
    const header = skillText(['name: alpha', 'description: "Reads PDFs.  ', '  Writes CSV."']);
    assert.equal(catalogAt({ [agentSkillPath(AGENTS_DIR, 'alpha')]: header }, AGENTS_DIR, 'augment').text, 'alpha: Reads PDFs. Writes CSV.');
    assert.equal(catalogAt({ [agentSkillPath(AGENTS_DIR, 'alpha')]: header }, AGENTS_DIR, 'gemini-cli').entries[0]?.description, 'Reads PDFs.   Writes CSV.');
  });

  test('`.augment/skills` is a skills folder of its own', () => {
    assert.equal(catalogAt({ [agentSkillPath('.augment/skills', 'alpha')]: namedSkill('alpha') }, '.augment/skills', 'augment').text, 'alpha: Does alpha things.');
  });

  test('a lowercase skill.md is not loaded', () => {
    const file = agentSkillPath(AGENTS_DIR, 'low', 'skill.md');
    const [f] = findingsIn({ [file]: namedSkill('low') }, file, ['augment']).filter((x) => x.code === 'skill-file-name');
    assert.equal(f?.severity, 'error');
    assert.match(f!.message.en, /^Rename the file `SKILL\.md`: Augment does not load `skill\.md`/);
  });
});

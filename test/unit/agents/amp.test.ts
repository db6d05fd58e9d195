import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AMP } from '../../../server/src/service/agents/declarations/amp';
import { VERIFIED_VERSIONS } from '../../../server/src/service/agents/verifiedVersions';
import { skillText } from '../agentSkills/agentSkillsFixture';
import { agentSkillPath, catalogAt, findingsIn, findingsOfSkill, namedSkill } from './agentFolderFixture';

const AGENTS_DIR = '.agents/skills';
const of = (text: string, code: string, dir = 'pdf') => findingsOfSkill(AGENTS_DIR, dir, text, ['amp'], code);

describe('Amp: strict YAML, skill.md in any case, listing behind an account', () => {
  test('pinned and verified by running it', () => {
    assert.equal(AMP.verified.version, VERIFIED_VERSIONS.amp.version);
    assert.equal(AMP.verified.how, 'run');
    assert.ok(AMP.listing.elsewhere);
  });

  test('a name that is not text but passes its name check stops its skill list: an error, not a note', () => {
    for (const name of ['42', 'true']) {
      const [f] = of(skillText([`name: ${name}`, 'description: Reads PDFs.']), 'key-type');
      assert.equal(f?.severity, 'error', name);
      assert.match(f!.message.en, /Amp rejects the skill/);
    }
    assert.deepEqual(of(skillText(['name: pdf', 'description: Reads PDFs.']), 'key-type'), []);
  });

  test('an unquoted `: ` rejects the skill, top level or nested', () => {
    const [f] = of(skillText(['name: pdf', 'description: Use when: the user asks']), 'unquoted-colon');
    assert.equal(f?.severity, 'error');
    assert.match(f!.message.en, /Amp rejects the skill/);
    assert.equal(of(skillText(['name: pdf', 'description: Reads PDFs.', 'metadata:', '  note: see: here']), 'unquoted-colon')[0]?.severity, 'error');
  });

  test('a BOM before `---` loads as written', () => {
    assert.notEqual(of(`\uFEFF${namedSkill('pdf')}`, 'header-bom')[0]?.severity, 'error');
  });

  test('no description rejects the skill; one over 1,024 characters only warns', () => {
    assert.equal(of(skillText(['name: pdf']), 'description-missing')[0]?.severity, 'error');
    const [f] = of(skillText(['name: pdf', `description: ${'x'.repeat(2000)}`]), 'description-length');
    assert.equal(f?.severity, 'information');
    assert.match(f!.message.en, /Amp loads it with a warning/);
  });

  test('a key it does not know loads with a warning', () => {
    assert.match(of(namedSkill('pdf', 'when_to_use: Later.'), 'key-unsupported')[0]!.message.en, /Amp loads it with a warning/);
  });

  test('five folders down is found (no error), six is not', () => {
    const at = (dir: string) => {
      const file = agentSkillPath(AGENTS_DIR, dir);
      return findingsIn({ [file]: namedSkill(dir.split('/').pop()!) }, file, ['amp']).filter((f) => f.code === 'skill-not-found' && f.severity === 'error');
    };
    assert.deepEqual(at('a/b/c/d/five'), []);
    assert.equal(at('a/b/c/d/e/six')[0]?.severity, 'error');
  });

  test('a lowercase skill.md: a note when only Amp is selected, an error naming the others otherwise', () => {
    const file = agentSkillPath(AGENTS_DIR, 'low', 'skill.md');
    const rule = (targets: Parameters<typeof findingsIn>[2]) => findingsIn({ [file]: namedSkill('low') }, file, targets).filter((f) => f.code === 'skill-file-name');
    const [alone] = rule(['amp']);
    assert.equal(alone?.severity, 'information');
    assert.match(alone!.message.en, /^Rename the file `SKILL\.md` so that every agent finds it: Amp loads `skill\.md`, the other agents look only for `SKILL\.md`/);
    const [mixed] = rule(['amp', 'codex']);
    assert.equal(mixed?.severity, 'error');
    assert.match(mixed!.message.en, /^Rename the file `SKILL\.md`: Codex does not load `skill\.md`, it looks only for `SKILL\.md` in capitals \(Amp loads it\)\./);
  });

  test('a `Skill.md` it reads as the skill: what it refuses in its header is an error, with the others\' not finding it', () => {
    const file = agentSkillPath(AGENTS_DIR, 'low', 'Skill.md');
    const rule = (text: string, targets: Parameters<typeof findingsIn>[2]) => findingsIn({ [file]: text }, file, targets).filter((f) => f.code === 'skill-file-name');
    const [alone] = rule(skillText(['name: low']), ['amp']);
    assert.equal(alone?.severity, 'error');
    assert.equal(alone!.message.en, 'Fix the header of `Skill.md`: Amp rejects it: no description (“Missing required fields in frontmatter”).');
    const [mixed] = rule(skillText(['name: Low', 'description: Does low things.']), ['amp', 'codex']);
    assert.match(mixed!.message.en, /^Rename the file `SKILL\.md` and fix its header: Codex does not load `Skill\.md`, it looks only for `SKILL\.md` in capitals; Amp rejects it: /);
    // Loaded by Amp: the note only.
    assert.equal(rule(namedSkill('low'), ['amp'])[0]?.severity, 'information');
  });

  test('its catalog lists what it loads, not a listing', () => {
    const c = catalogAt({ [agentSkillPath(AGENTS_DIR, 'alpha')]: namedSkill('alpha'), [agentSkillPath(AGENTS_DIR, 'beta')]: skillText(['name: beta']) }, AGENTS_DIR, 'amp');
    assert.equal(c.text, 'alpha: Does alpha things.');
    assert.deepEqual(c.entries.map((e) => e.status), ['full', 'omitted']);
    assert.match(c.entries[1]!.reason!.en, /Amp rejects it: no description/);
  });
});

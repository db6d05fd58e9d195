import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ProfileId } from '../../../server/src/service/config/serviceConfig';
import { documentContext, skillsNamed, type DocumentContext } from '../../../server/src/service/features/documentContext';
import { extrasOf } from '../../../server/src/service/features/profileExtras';
import { schemaScalars } from '../../../server/src/service/features/schemaNodes';
import { skillRefs, type SkillRef } from '../../../server/src/service/features/skillReferences';
import type { LanguageService } from '../../../server/src/service/languageService';
import { bodyCodeSpans } from '../../../server/src/service/profiles/shared/scannedBody';
import { isInSpans } from '../../../server/src/service/profiles/shared/markdownCodeSpans';
import { scannedPart } from '../../../server/src/service/parse/scannedPart';
import { joinLines, serviceOn } from '../helpers/serviceFixture';

/**
 * The references as found before the code spans and the header's YAML were read only when
 * needed: every code span first, every schema walked.
 */
function eagerRefs(service: LanguageService, doc: DocumentContext): { name: string; kind: string; start: number; end: number }[] {
  const parsed = scannedPart(doc.parsed);
  const code = bodyCodeSpans(parsed);
  const out: { name: string; kind: string; start: number; end: number }[] = [];
  for (const m of parsed.text.matchAll(/\{\{\s*skill:\s*([^\s{}]+)\s*\}\}/g)) {
    const start = m.index! + m[0].indexOf(m[1]!, m[0].indexOf('skill:') + 6);
    if (!isInSpans(code, m.index!)) out.push({ name: m[1]!, kind: 'template', start, end: start + m[1]!.length });
  }
  if (doc.profiles.some((p) => extrasOf(p.id).skillMentions)) {
    for (const m of parsed.text.slice(parsed.bodyStart).matchAll(/(^|[^\w$\\])\$([A-Za-z0-9][\w.-]*)/g)) {
      const name = m[2]!.replace(/[.-]+$/, '');
      const start = parsed.bodyStart + m.index! + m[1]!.length + 1;
      if (!isInSpans(code, start) && skillsNamed(service, doc.folder, name).length > 0) out.push({ name, kind: 'mention', start, end: start + name.length });
    }
  }
  for (const profile of doc.rootState ? [doc.rootState.profile] : []) {
    for (const s of schemaScalars(parsed, profile.schema.keys, (k) => k.skillReference === true)) out.push({ name: s.value, kind: 'header', start: s.start, end: s.end });
  }
  return out.sort((a, b) => a.start - b.start);
}

const plain = (refs: readonly SkillRef[]) => refs.map(({ name, kind, start, end }) => ({ name, kind, start, end }));

const BODIES = [
  '',
  'Use {{skill:other}} then $other and $HOME.',
  'In code: `{{skill:other}}` and `$other`, outside: {{ skill: other }}.',
  joinLines('```', '{{skill:other}} $other', '```', 'After the fence: $other.'),
  'Nothing to see here.',
];

describe('skillRefs', () => {
  for (const profile of ['mm', 'agent-skills', 'tajo', 'agent-app', 'skill-api'] as ProfileId[]) {
    test(`${profile}: the same references as reading every code span and walking every schema`, () => {
      const header = profile === 'tajo'
        ? ['name: main', 'version: 1.0.0', 'description: d {{skill:other}}', 'category: analytics', 'triggers:', '  - event: e', 'actions:', '  - transform/map', 'relatedSkills:', '  - other', '  - missing']
        : ['name: main', 'description: Calls {{skill:other}}.'];
      let checked = 0;
      for (const body of BODIES) {
        const main = profile === 'tajo' || profile === 'mm' ? '/ws/skills/main.md' : '/ws/skills/main/SKILL.md';
        const other = profile === 'tajo' || profile === 'mm' ? '/ws/skills/other.md' : '/ws/skills/other/SKILL.md';
        const service = serviceOn({ [main]: joinLines('---', ...header, '---', body, ''), [other]: joinLines('---', 'name: other', 'description: d', '---', '') }, { profile });
        const doc = documentContext(service, main);
        assert.ok(doc, main);
        const expected = eagerRefs(service, doc);
        assert.deepEqual(plain(skillRefs(service, doc)), expected, `${profile}: ${body}`);
        checked += expected.length;
      }
      assert.ok(checked > 0, 'references found');
    });
  }

  test('tajo: the header values of skill-reference keys are references', () => {
    const text = joinLines('---', 'name: main', 'version: 1.0.0', 'description: d', 'category: analytics', 'triggers:', '  - event: e', 'actions:', '  - transform/map', 'relatedSkills:', '  - other', '---', '');
    const service = serviceOn({ '/ws/skills/main.md': text, '/ws/skills/other.md': joinLines('---', 'name: other', '---', '') }, { profile: 'tajo' });
    const refs = skillRefs(service, documentContext(service, '/ws/skills/main.md')!);
    assert.deepEqual(refs.filter((r) => r.kind === 'header').map((r) => [r.name, r.range.start.line]), [['other', 10]]);
  });
});

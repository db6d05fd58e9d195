import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { joinLines } from '../helpers/serviceFixture';
import { skillApiService, skillMd } from './skillApiFixture';

describe('skill-api catalog (list_skills)', () => {
  test('the JSON list_skills returns: slug, name, description, reference files; sorted; flat files excluded', () => {
    const svc = skillApiService({
      '/ws/skills/weekly/SKILL.md': skillMd(['name: Weekly Report', 'description: Use when writing the weekly report.'], '[f](references/format.md)'),
      '/ws/skills/weekly/references/format.md': '# Format',
      '/ws/skills/weekly/assets/logo.txt': 'logo',
      '/ws/skills/alpha/SKILL.md': skillMd(['name: alpha'], 'body'),
      '/ws/skills/loose.md': skillMd(['name: loose', 'description: Use when loose.']),
    });
    const cat = svc.catalog(svc.roots()[0]!.root);
    assert.equal(cat.profile, 'skill-api');
    assert.equal(cat.text, joinLines(
      '[',
      '  {',
      '    "slug": "alpha",',
      '    "name": "alpha",',
      '    "description": "",',
      '    "files": []',
      '  },',
      '  {',
      '    "slug": "weekly-report",',
      '    "name": "Weekly Report",',
      '    "description": "Use when writing the weekly report.",',
      '    "files": [',
      '      "assets/logo.txt",',
      '      "references/format.md"',
      '    ]',
      '  }',
      ']',
    ));
    assert.equal(cat.tokens, Math.ceil(cat.text.length / 4));
    assert.deepEqual(cat.excluded.map((e) => e.name), ['loose']);
    assert.ok(cat.warnings.some((w) => w.en === 'alpha has no description: the agent sees only its name'));
    assert.deepEqual(cat.entries.map((e) => e.problems), [{ errors: 0, warnings: 1 }, { errors: 0, warnings: 0 }]);
  });

  test('the file list follows the folder once the skill findings are refreshed', () => {
    const svc = skillApiService({ '/ws/skills/a/SKILL.md': skillMd(['name: a', 'description: Use when a.'], '[f](references/f.md)') });
    const root = svc.roots()[0]!.root;
    assert.match(svc.catalog(root).text, /"files": \[\]/);
    svc.fs.writeFile('/ws/skills/a/references/f.md', '# F');
    svc.fileChanged('/ws/skills/a/references/f.md');
    assert.deepEqual(svc.findings('/ws/skills/a/SKILL.md'), []);
    assert.match(svc.catalog(root).text, /"files": \[\n\s+"references\/f\.md"\n\s+\]/);
  });

  test('no skills: an empty list', () => {
    const svc = skillApiService({ '/ws/skills/README.md': '# Skills' });
    assert.equal(svc.catalog(svc.roots()[0]!.root).text, '[]');
  });
});

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { descriptionOverlaps } from '../../server/src/service/triggers/descriptionOverlap';
import { agentService, skillPath, skillText } from '../unit/agentSkills/agentSkillsFixture';
import { withCode } from '../unit/helpers/serviceFixture';

const skill = (name: string, description: string) => skillText([`name: ${name}`, `description: ${description}`]);

describe('description overlap (measure)', () => {
  test('identical descriptions pair whatever their length; one covering the other pairs; distinct ones do not', () => {
    const found = descriptionOverlaps([
      'Greet somebody.',
      'Greet  somebody.',
      'Get best practices for developing applications with Spring Boot.',
      'Get best practices for developing applications with Spring Boot and Kotlin.',
      'Perform an AWS Well-Architected review of the workload.',
      'Perform an Azure Well-Architected review of the workload.',
    ]);
    assert.deepEqual(found.map((o) => [o.a, o.b, o.identical]), [[0, 1, true], [2, 3, false]]);
    assert.ok(found[1]!.shared.includes('boot'));
  });

  test('most words shared is not enough: one must add nothing to the other', () => {
    assert.deepEqual(descriptionOverlaps(['Deploy containers to Kubernetes clusters.', 'Deploy containers to Kubernetes with Helm.', 'Monitor the health of clusters.']), []);
  });

  test('shared phrasing ("Use when the user asks") alone does not pair', () => {
    assert.deepEqual(descriptionOverlaps(['Convert PDF files to text. Use when the user asks.', 'Resize images. Use when the user asks.']), []);
  });
});

describe('description-overlap (lint rule)', () => {
  test('reported on both skills with the other named, not on a third', () => {
    const s = agentService({
      [skillPath('pdf-tables')]: skill('pdf-tables', 'Extract the tables of a PDF into CSV files.'),
      [skillPath('pdf-extract')]: skill('pdf-extract', 'Extract tables from PDF files.'),
      [skillPath('greetings')]: skill('greetings', 'Greet somebody with a festive message.'),
    });
    const a = withCode([...s.findings(skillPath('pdf-tables'))], 'description-overlap');
    const b = withCode([...s.findings(skillPath('pdf-extract'))], 'description-overlap');
    assert.equal(a.length, 1);
    assert.equal(b.length, 1);
    assert.match(a[0]!.message.en, /^`pdf-extract` \(pdf-extract\/SKILL\.md\) has a description .*one request would reach both/);
    assert.match(b[0]!.message.en, /^`pdf-tables` \(pdf-tables\/SKILL\.md\)/);
    assert.equal(a[0]!.range.start.line, 2, 'on the description line');
    assert.equal(withCode([...s.findings(skillPath('greetings'))], 'description-overlap').length, 0);
  });
});

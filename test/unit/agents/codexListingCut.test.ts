import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { codexBudgetCut, codexCutLine, codexTokens, type CodexCutLine } from '../../../server/src/service/profiles/agentSkills/listing/codexBudgetCut';
import { CODEX_SYSTEM_SKILLS } from '../../../server/src/service/profiles/agentSkills/catalog/codexSystemSkills';
import { catalogOf, skillPath, skillText } from '../agentSkills/agentSkillsFixture';

/** Tokens of a line with its line end, as Codex counts them. */
const cost = (line: CodexCutLine, kept: number) => codexTokens(Buffer.byteLength(codexCutLine(line, kept)) + 1);
const lengthOf = (line: CodexCutLine) => [...line.description].length;

describe('Codex cuts its skill list to its budget one description character at a time, in turn', () => {
  // Lines whose bare form plus its line end is 24 bytes (a multiple of 4): the k-th character then costs a token when k + 1 passes a multiple of 4.
  const a: CodexCutLine = { name: 'a', description: 'x'.repeat(40), path: 'r0/aa/S.md' };
  const b: CodexCutLine = { name: 'b', description: 'y'.repeat(40), path: 'r0/bb/S.md' };
  const bare = cost(a, 0) + cost(b, 0);

  test('the lines are bare as the test needs them: 24 bytes with the line end', () => {
    assert.equal(Buffer.byteLength(codexCutLine(a, 0)) + 1, 24);
  });

  test('every line whole when they all fit', () => {
    const full = cost(a, 40) + cost(b, 40);
    assert.deepEqual(codexBudgetCut([a, b], full), [{ kept: 40 }, { kept: 40 }]);
    assert.notDeepEqual(codexBudgetCut([a, b], full - 1), [{ kept: 40 }, { kept: 40 }]);
  });

  test('with three tokens to share, the first line in order gets the token left after one round', () => {
    // Round 1: a and b each pay 1 token for their first character (1 left); characters 2 and 3 are free;
    // a's 4th costs the last token, its 5th to 7th are free, its 8th and b's 4th find nothing left.
    const cut = codexBudgetCut([a, b], bare + 3);
    assert.deepEqual(cut, [{ kept: 7 }, { kept: 3 }]);
    // Not one common length: the order of the turns decides.
    assert.deepEqual(codexBudgetCut([b, a], bare + 3), [{ kept: 7 }, { kept: 3 }]);
  });

  test('a short description takes what it needs and leaves the rest to the others', () => {
    const short: CodexCutLine = { ...a, description: 'x' };
    const cut = codexBudgetCut([short, b], cost(short, 1) + cost(b, 0) + 4);
    assert.deepEqual(cut[0], { kept: 1 });
    // b got every token but the one `x` took: its cost grew by at most the four tokens handed out.
    const kept = (cut[1] as { kept: number }).kept;
    assert.ok(cost(b, kept) - cost(b, 0) <= 4 && cost(b, kept + 1) - cost(b, 0) > 4, `b kept ${kept}`);
  });

  test('characters are paid in bytes: two-byte letters cost twice as many tokens', () => {
    const accents: CodexCutLine = { ...a, description: 'é'.repeat(40) };
    const plain = codexBudgetCut([a], cost(a, 0) + 5)[0] as { kept: number };
    const wide = codexBudgetCut([accents], cost(accents, 0) + 5)[0] as { kept: number };
    assert.ok(wide.kept < plain.kept, `${wide.kept} é against ${plain.kept} x`);
    assert.ok(cost(accents, wide.kept) <= cost(accents, 0) + 5 && cost(accents, wide.kept + 1) > cost(accents, 0) + 5);
  });

  test('when even bare lines do not fit: no description, lines kept in order while they fit, later ones still tried', () => {
    const long: CodexCutLine = { name: 'a-much-longer-name-here', description: 'd', path: 'r0/a-much-longer-name-here/SKILL.md' };
    const budget = cost(a, 0) + cost(b, 0);
    assert.ok(cost(long, 0) > cost(b, 0));
    assert.deepEqual(codexBudgetCut([a, long, b], budget), [{ kept: 0 }, 'omitted', { kept: 0 }]);
    assert.equal(codexCutLine(a, 0), '- a: (file: r0/aa/S.md)');
  });
});

describe('Skillkiln\'s Codex listing as a default install has it', () => {
  const systemFull = CODEX_SYSTEM_SKILLS.reduce((n, s) => n + cost({ name: s.name, description: s.description, path: `r0/${s.file}` }, Infinity), 0);
  // Longer than any system skill's, so the round-robin cut falls on it first.
  const description = 'Does alpha things and more, '.repeat(30).trim();
  const files = { [skillPath('alpha')]: skillText(['name: alpha', `description: ${description}`]) };
  const alone: CodexCutLine = { name: 'alpha', description, path: 'r0/alpha/SKILL.md' };

  test('the system skills share the budget: a line that would fit alone is shortened', () => {
    assert.ok(CODEX_SYSTEM_SKILLS.every((s) => s.description.length < description.length));
    const tokens = systemFull + cost(alone, lengthOf(alone)) - 1;
    const cut = catalogOf(files, 'codex', { contextWindowTokens: tokens * 50 });
    const line = cut.entries.find((e) => e.name === 'alpha')!.line;
    assert.ok(line.length < codexCutLine(alone, lengthOf(alone)).length, line);
    assert.match(line, /^- alpha: Does alpha things.* \(file: r0\/alpha\/SKILL\.md\)$/);
    const roomy = catalogOf(files, 'codex', { contextWindowTokens: (tokens + 1) * 50 });
    assert.equal(roomy.entries.find((e) => e.name === 'alpha')!.line, codexCutLine(alone, lengthOf(alone)));
  });

  test('a budget set in the settings stands for `skills.max_context_tokens`: 10,000 tokens at most', () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 45; i++) many[skillPath(`s${i}`)] = skillText([`name: s${i}`, `description: ${'word '.repeat(200).trim()}`]);
    const set = catalogOf(many, 'codex', { listingBudget: { codex: 1_000_000_000 } });
    assert.ok(set.entries.some((e) => e.reason?.en.includes('description cut')), 'cut at 10,000 tokens');
    const wide = catalogOf(many, 'codex', { contextWindowTokens: 1_000_000_000 });
    assert.ok(!wide.entries.some((e) => e.reason?.en.includes('description cut')), 'a window of a billion tokens cuts nothing');
  });

  test('a name over several lines or with tabs is listed on one line', () => {
    const cut = catalogOf({ [skillPath('tabbed')]: skillText(['name: "a\\tb  c"', 'description: Tab name.']) }, 'codex');
    const e = cut.entries.find((x) => x.line.includes('Tab name.'))!;
    assert.equal(e.line, '- a b c: Tab name. (file: r0/tabbed/SKILL.md)');
    assert.equal(e.name, 'a b c');
  });
});

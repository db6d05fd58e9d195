/**
 * Tests of syntaxes/skillkiln.injection.tmLanguage.json against VS Code's real markdown and YAML
 * grammars (tm-grammars), tokenized by vscode-textmate + vscode-oniguruma as VS Code does.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import type { IGrammar } from 'vscode-textmate';
import { INJECTION_GRAMMAR_PATH, INJECTION_SCOPE, loadMarkdownGrammar, tokenize, type Token } from './loadGrammar';

let injected: Promise<IGrammar> | undefined;
let plain: Promise<IGrammar> | undefined;

/** Markdown grammar with Skillkiln's injection registered (loaded once). */
function withInjection(): Promise<IGrammar> {
  injected ??= loadMarkdownGrammar({ injection: true });
  return injected;
}

/** Markdown grammar alone, as VS Code without Skillkiln (loaded once). */
function withoutInjection(): Promise<IGrammar> {
  plain ??= loadMarkdownGrammar({ injection: false });
  return plain;
}

/** True for scopes contributed by the injection grammar. */
const isOurs = (scope: string): boolean => scope.endsWith('.skillkiln');

/** The `nth` (0-based) token whose text is exactly `text`; fails the test when there is none. */
function tokenOf(tokens: readonly Token[], text: string, nth = 0): Token {
  const found = tokens.filter((t) => t.text === text);
  const token = found[nth];
  assert.ok(token, `no token ${JSON.stringify(text)} (#${nth}) in:\n${describe(tokens)}`);
  return token;
}

/** Asserts that the token `text` carries every scope of `scopes`. */
function assertScopes(tokens: readonly Token[], text: string, scopes: readonly string[], nth = 0): void {
  const token = tokenOf(tokens, text, nth);
  for (const scope of scopes) {
    assert.ok(token.scopes.includes(scope), `${JSON.stringify(text)} lacks ${scope}: ${token.scopes.join(' ')}`);
  }
}

/** Asserts that no token of `tokens` carries a scope of the injection. */
function assertNoInjectedScope(tokens: readonly Token[]): void {
  const hit = tokens.find((t) => t.scopes.some(isOurs));
  assert.equal(hit, undefined, `unexpected injected scope on ${JSON.stringify(hit?.text)}:\n${describe(tokens)}`);
}

/** One line per token, for failure messages. */
function describe(tokens: readonly Token[]): string {
  return tokens.map((t) => `  ${t.line}:${t.start} ${JSON.stringify(t.text)} ${t.scopes.slice(1).join(' ')}`).join('\n');
}

/** Per character ("line:col"), the scopes that did not come from the injection. */
function foreignScopesByChar(tokens: readonly Token[]): Map<string, string> {
  const result = new Map<string, string>();
  for (const t of tokens) {
    const scopes = t.scopes.filter((s) => !isOurs(s)).join(' ');
    for (let i = 0; i < t.text.length; i++) {
      result.set(`${t.line}:${t.start + i}`, scopes);
    }
  }
  return result;
}

/** Asserts the injection only adds scopes: every character keeps exactly its markdown/YAML scopes. */
async function assertOnlyAddsScopes(text: string): Promise<Token[]> {
  const withIt = tokenize(await withInjection(), text);
  const without = tokenize(await withoutInjection(), text);
  assert.deepEqual(foreignScopesByChar(withIt), foreignScopesByChar(without));
  return withIt;
}

test('the grammar file is an injection grammar into markdown with the scope name the tests register', () => {
  const raw: unknown = JSON.parse(fs.readFileSync(INJECTION_GRAMMAR_PATH, 'utf8'));
  assert.ok(typeof raw === 'object' && raw !== null);
  const grammar = raw as { scopeName?: unknown; injectionSelector?: unknown };
  assert.equal(grammar.scopeName, INJECTION_SCOPE);
  assert.equal(typeof grammar.injectionSelector, 'string');
  // No `L:` priority: markdown's zero-width block rules must win ties (see the paragraph test).
  assert.match(String(grammar.injectionSelector), /^text\.html\.markdown /);
});

test('without the injection, none of these scopes appear (the harness really measures the injection)', async () => {
  const tokens = tokenize(await withoutInjection(), 'Use {{skill:code-review}}, $greetings and {{ a | size }}.');
  assertNoInjectedScope(tokens);
});

test('{{skill:name}} reference: punctuation, keyword and the skill name', async () => {
  const tokens = tokenize(await withInjection(), 'Before reviewing, read {{skill:code-review}} and {{skill:test_plan2}}.');
  const meta = 'meta.reference.skill.skillkiln';
  assertScopes(tokens, '{{', [meta, 'punctuation.definition.reference.begin.skillkiln']);
  assertScopes(tokens, 'skill', [meta, 'keyword.other.skill.skillkiln']);
  assertScopes(tokens, ':', [meta, 'punctuation.separator.colon.skillkiln']);
  assertScopes(tokens, 'code-review', [meta, 'entity.name.function.skill.skillkiln', 'meta.paragraph.markdown']);
  assertScopes(tokens, '}}', [meta, 'punctuation.definition.reference.end.skillkiln']);
  assertScopes(tokens, 'test_plan2', ['entity.name.function.skill.skillkiln']);
  assert.ok(!tokenOf(tokens, ' and ').scopes.some(isOurs), 'text between references stays plain');
});

test('$name mention: the dollar and the kebab-case name, nothing around it', async () => {
  const tokens = tokenize(await withInjection(), 'use $greetings Bob, then $vulcan-salute.');
  assertScopes(tokens, '$', ['meta.mention.skill.skillkiln', 'punctuation.definition.variable.skillkiln']);
  assertScopes(tokens, 'greetings', ['meta.mention.skill.skillkiln', 'entity.name.function.skill.skillkiln']);
  assertScopes(tokens, 'vulcan-salute', ['entity.name.function.skill.skillkiln']);
  assert.ok(!tokenOf(tokens, ' Bob, then ').scopes.some(isOurs));
  assert.ok(!tokenOf(tokens, '.').scopes.some(isOurs), 'trailing punctuation is not part of the name');
});

test('prices, placeholders, shell variables, math, a$b, \\$x, ${x} and $obj.prop are not mentions', async () => {
  const grammar = await withInjection();
  const lines = [
    'It costs $5 or $5.50, budget $X/month → $Y/month.',
    'a$b and x$y-z',
    'escaped \\$greetings',
    'shell ${HOME} and ${x}, open $EDITOR, set $prevTag',
    'math $x$ here, $t_H = 0.693, $f = 1$',
    'php $obj.prop and $fn(1)',
  ];
  for (const line of lines) {
    assertNoInjectedScope(tokenize(grammar, line));
  }
});

test('template with two filters and arguments: variable, property, filters, strings and numbers', async () => {
  const tokens = tokenize(
    await withInjection(),
    "Items: {{ cart.items | map: 'name' | join: ', ' }} — {{ desc | truncate: 100 | shout }}",
  );
  const meta = 'meta.template.expression.skillkiln';
  assertScopes(tokens, '{{', [meta, 'punctuation.definition.template-expression.begin.skillkiln']);
  assertScopes(tokens, 'cart', [meta, 'variable.other.readwrite.skillkiln']);
  assertScopes(tokens, '.', [meta, 'punctuation.accessor.skillkiln']);
  assertScopes(tokens, 'items', [meta, 'variable.other.property.skillkiln']);
  assertScopes(tokens, '|', [meta, 'keyword.operator.pipe.skillkiln'], 0);
  assertScopes(tokens, '|', [meta, 'keyword.operator.pipe.skillkiln'], 1);
  assertScopes(tokens, 'map', [meta, 'support.function.filter.skillkiln']);
  assertScopes(tokens, 'join', [meta, 'support.function.filter.skillkiln']);
  assertScopes(tokens, ':', ['punctuation.separator.filter-arguments.skillkiln'], 0);
  assertScopes(tokens, 'name', [meta, 'string.quoted.single.skillkiln']);
  assertScopes(tokens, ', ', [meta, 'string.quoted.single.skillkiln']);
  assertScopes(tokens, "'", ['punctuation.definition.string.begin.skillkiln'], 0);
  assertScopes(tokens, '}}', [meta, 'punctuation.definition.template-expression.end.skillkiln']);
  assertScopes(tokens, 'desc', ['variable.other.readwrite.skillkiln']);
  assertScopes(tokens, 'truncate', ['support.function.filter.skillkiln']);
  assertScopes(tokens, '100', ['constant.numeric.skillkiln']);
  assertScopes(tokens, 'shout', ['entity.name.function.filter.skillkiln'], 0);
  assert.ok(!tokenOf(tokens, 'shout').scopes.includes('support.function.filter.skillkiln'), 'unknown filters are not built-ins');
  assert.ok(!tokenOf(tokens, ' — ').scopes.some(isOurs), 'text between templates stays plain');
});

test('template calling a function: name, parentheses and arguments', async () => {
  const tokens = tokenize(await withInjection(), "Code: {{ generate_discount(10, 'percent') }}");
  assertScopes(tokens, 'generate_discount', ['entity.name.function.skillkiln']);
  assertScopes(tokens, '(', ['punctuation.definition.arguments.begin.skillkiln']);
  assertScopes(tokens, '10', ['constant.numeric.skillkiln']);
  assertScopes(tokens, ',', ['punctuation.separator.arguments.skillkiln']);
  assertScopes(tokens, 'percent', ['string.quoted.single.skillkiln']);
  assertScopes(tokens, ')', ['punctuation.definition.arguments.end.skillkiln']);
});

test('nothing is highlighted inside fenced, indented or inline code, nor HTML comments', async () => {
  const text = [
    'Intro.',
    '',
    '```bash',
    'echo "$HOME" {{skill:x}} {{ a | size }} $greetings',
    '```',
    '',
    '~~~',
    '$greetings {{ a }}',
    '~~~',
    '',
    '```yaml',
    'to: "{{ contact.email }}"',
    '```',
    '',
    '    date "+%H:%M" $greetings {{skill:x}} {{ a }}',
    '',
    'Inline `$greetings {{skill:x}} {{ a }}` code.',
    '',
    '<!-- $greetings {{skill:x}} {{ a }} -->',
  ].join('\n');
  const tokens = tokenize(await withInjection(), text);
  assertNoInjectedScope(tokens);
  assert.ok(tokens.some((t) => t.scopes.includes('markup.fenced_code.block.markdown')));
  assert.ok(tokens.some((t) => t.scopes.includes('markup.raw.block.markdown')));
  assert.ok(tokens.some((t) => t.scopes.includes('markup.inline.raw.string.markdown')));
});

const TAJO_HEADER = [
  '---',
  'name: abandoned-cart-recovery',
  'version: 3.0.0',
  'description: Recover abandoned carts with a two-step email sequence',
  'triggers:',
  '  - schedule: "0 9 * * *"',
  '    timezone: "Europe/Paris"',
  'actions:',
  '  - id: send_first_email',
  '    type: brevo/send-email',
  '    parameters:',
  '      template_id: "{{ env.ABANDONED_CART_TEMPLATE_1 }}"',
  '      unquoted: {{ env.ABANDONED_CART_TEMPLATE_1 }}',
  '      subject: Your order #{{ order.number }} has shipped',
  "      name: \"{{ contact.firstName | default: 'Customer' }}\"",
  "      single: '{{ cart.total }}'",
  '      mention: "ask $greetings"',
  '      note: |',
  "        Total {{ cart.total | currency: 'EUR' }}",
  'relatedSkills: [customer-sync]  # $comment {{ x }}',
  '---',
  '',
  '# Abandoned Cart Recovery',
].join('\n');

test('front matter: YAML keeps every token it had without the injection (keys are entity.name.tag.yaml)', async () => {
  const tokens = await assertOnlyAddsScopes(TAJO_HEADER);
  for (const key of ['ame', 'ersion', 'riggers', 'ctions', 'arameters', 'emplate_id', 'elatedSkills']) {
    assertScopes(tokens, key, ['meta.embedded.block.frontmatter', 'entity.name.tag.yaml']);
  }
  assertScopes(tokens, '"', ['string.quoted.double.yaml', 'punctuation.definition.string.end.yaml'], 1);
  assertScopes(tokens, 'Abandoned Cart Recovery', ['markup.heading.markdown', 'entity.name.section.markdown']);
  assertScopes(tokens, '---', ['punctuation.definition.end.frontmatter'], 1);
});

test('front matter: templates are highlighted inside double-quoted strings and block scalars only', async () => {
  const tokens = tokenize(await withInjection(), TAJO_HEADER);
  const onLine = (line: number): Token[] => tokens.filter((t) => t.line === line);
  const lineOf = (needle: string): number => TAJO_HEADER.split('\n').findIndex((l) => l.includes(needle));

  const quoted = onLine(lineOf('template_id:'));
  assertScopes(quoted, 'env', ['string.quoted.double.yaml', 'meta.template.expression.skillkiln', 'variable.other.readwrite.skillkiln']);
  assertScopes(quoted, 'ABANDONED_CART_TEMPLATE_1', ['variable.other.property.skillkiln']);
  assertScopes(quoted, '"', ['punctuation.definition.string.end.yaml'], 1);

  const filtered = onLine(lineOf('name: "{{'));
  assertScopes(filtered, 'default', ['string.quoted.double.yaml', 'support.function.filter.skillkiln']);
  assertScopes(filtered, 'Customer', ['string.quoted.single.skillkiln']);

  assertScopes(onLine(lineOf('Total {{')), 'currency', ['string.unquoted.block.yaml', 'support.function.filter.skillkiln']);
  assertScopes(onLine(lineOf('mention:')), 'greetings', ['entity.name.function.skill.skillkiln']);

  for (const needle of ['unquoted:', 'subject:', 'single:', 'relatedSkills:', 'name: abandoned']) {
    assertNoInjectedScope(onLine(lineOf(needle)));
  }
});

test('front matter: a broken template never swallows a quote or a line end YAML needs', async () => {
  const header = [
    '---',
    'inner: "{{ contact.name | default: "Guest" }}"',
    'open: "{{ contact.name "',
    'split: "{{ contact',
    '  .name }}"',
    'after: "{{ a }}" # tail',
    '---',
    'Body $greetings.',
  ].join('\n');
  const tokens = await assertOnlyAddsScopes(header);
  assertScopes(tokens, 'greetings', ['meta.paragraph.markdown', 'entity.name.function.skill.skillkiln']);
  assertScopes(tokens, 'a', ['string.quoted.double.yaml', 'variable.other.readwrite.skillkiln'], 1);
});

test('markdown around the injection is unchanged: headings, bold, lists, quotes', async () => {
  const body = [
    '# Greet {{skill:greetings}} people',
    '',
    'Say **hello $greetings** to _{{ contact.firstName | capitalize }}_.',
    '',
    '- use $vulcan-salute Spock',
    '> quoted {{ a.b }}',
    '',
    '| skill | call |',
    '|---|---|',
    '| greetings | $greetings |',
    '',
    '{{task_description}} and *then*',
    '$greetings **Bob**',
  ].join('\n');
  const tokens = await assertOnlyAddsScopes(body);
  assertScopes(tokens, '#', ['markup.heading.markdown', 'punctuation.definition.heading.markdown']);
  assertScopes(tokens, 'greetings', ['markup.heading.markdown', 'entity.name.section.markdown', 'entity.name.function.skill.skillkiln']);
  assertScopes(tokens, '**', ['markup.bold.markdown', 'punctuation.definition.bold.markdown'], 0);
  assertScopes(tokens, '**', ['markup.bold.markdown', 'punctuation.definition.bold.markdown'], 1);
  assertScopes(tokens, 'greetings', ['markup.bold.markdown', 'entity.name.function.skill.skillkiln'], 1);
  assertScopes(tokens, 'capitalize', ['markup.italic.markdown', 'support.function.filter.skillkiln']);
  assertScopes(tokens, 'vulcan-salute', ['markup.list.unnumbered.markdown', 'entity.name.function.skill.skillkiln']);
  assertScopes(tokens, 'b', ['markup.quote.markdown', 'variable.other.property.skillkiln']);
  assertScopes(tokens, 'greetings', ['markup.table.markdown', 'entity.name.function.skill.skillkiln'], 3);
  // A line that starts with a template or a mention still opens a paragraph (inline markdown works).
  assertScopes(tokens, 'task_description', ['meta.paragraph.markdown', 'variable.other.readwrite.skillkiln']);
  assertScopes(tokens, 'then', ['meta.paragraph.markdown', 'markup.italic.markdown']);
  assertScopes(tokens, 'greetings', ['meta.paragraph.markdown', 'entity.name.function.skill.skillkiln'], 4);
  assertScopes(tokens, 'Bob', ['meta.paragraph.markdown', 'markup.bold.markdown']);
});

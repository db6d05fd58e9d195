/// <reference lib="dom" />
import type { TryRequestResult } from '../../../server/src/lsp/protocol';
import type { PreviewStrings } from '../preview/messages';
import type { RenderContext } from './context';
import { h, icon } from './dom';

type Field = TryRequestResult['reached'][number]['via'][number]['field'];

/** Which skills a request reaches and through which words, then those it misses. */
export function renderTryResult(result: TryRequestResult, ctx: RenderContext, request?: { readonly rootUri: string; readonly text: string }): HTMLElement {
  const { strings } = ctx;
  // Says plainly what this is, and offers the real thing: one run through an installed agent.
  const forReal = request && h('button', { class: 'link try-for-real', type: 'button' }, strings.tryForReal);
  forReal?.addEventListener('click', () => ctx.post({ type: 'tryForReal', rootUri: request!.rootUri, text: request!.text }));
  const reached = result.reached.map((skill) => {
    const open = h('button', { class: 'link', type: 'button' }, skill.name);
    open.addEventListener('click', () => ctx.post({ type: 'openSkill', uri: skill.uri, line: 0 }));
    const words = skill.via.map((via) => h('li', { class: `via field-${via.field}` }, h('span', { class: 'word' }, via.word), h('span', { class: 'field' }, fieldLabel(via.field, strings))));
    return h('li', { class: 'reached' }, icon('pass', 'success'), open, h('span', { class: 'muted' }, strings.tryVia), h('ul', { class: 'vias', role: 'list' }, ...words));
  });
  const missed = result.missed.map((skill) => h('li', { class: 'missed' }, icon('circle-slash', 'muted'), h('span', { class: 'muted' }, skill.name)));
  return h(
    'div',
    { class: 'try-result' },
    reached.length === 0 ? h('p', { class: 'flag warning' }, icon('warning'), strings.tryNone) : h('div', {}, h('h3', {}, strings.tryReached), h('ul', { role: 'list' }, ...reached)),
    missed.length > 0 && h('div', {}, h('h3', {}, strings.tryMissed), h('ul', { class: 'missed-list', role: 'list' }, ...missed)),
    h('p', { class: 'muted try-words-only' }, icon('info'), strings.tryWordsOnly, ' ', forReal),
  );
}

function fieldLabel(field: Field, strings: PreviewStrings): string {
  switch (field) {
    case 'name':
      return strings.fieldName;
    case 'description':
      return strings.fieldDescription;
    case 'keyword':
      return strings.fieldKeyword;
    case 'mention':
      return strings.fieldMention;
  }
}

import { html, type TemplateResult } from 'lit';
import { columnId, foundationId, type EmptyColumnPolicy, type Move, type Position } from '@forty-thieves/core';
import { msg, str } from './l10n/msg.js';
import { faceDownCard, faceUpCard, placeholder } from './card-view.js';
import { cardLabel, pileLabel, spokenCard } from './describe.js';
import type { DragView } from './drag-controller.js';
import { cardCount } from './l10n/card-words.js';
import { currentLanguage } from './l10n/locale.js';
import { pluralOf } from './l10n/plural.js';

/** What the board needs to draw, besides the position. */
export interface BoardView {
  readonly position: Position;
  /** Cards picked up by keyboard: from this pile, this index up. */
  readonly held: { readonly pile: string; readonly index: number } | undefined;
  readonly hint: Move | undefined;
  readonly drag?: DragView | undefined;
  /** What the variant lets into an empty column, for the placeholder (docs/rules.md: any card). */
  readonly emptyColumn?: EmptyColumnPolicy | undefined;
}

/** An empty column's mark and what it tells a screen reader, per the variant's policy. */
function emptyColumnHint(policy: EmptyColumnPolicy): { mark: string; text: string } {
  if (policy === 'kings-only') return { mark: 'K', text: msg('only a King may go here', { id: 'empty-kings-only' }) };
  if (policy === 'waste-only') return { mark: 'W', text: msg("only the waste's top card may go here", { id: 'empty-waste-only' }) };
  return { mark: '', text: msg('any card may go here', { id: 'empty-any' }) };
}

function pileClass(view: BoardView, pile: string, base: string): string {
  const hinted = view.hint !== undefined && (view.hint.from === pile || view.hint.to === pile);
  const target = view.drag?.targets.has(pile) === true;
  return `pile ${base}${hinted ? ' hinted' : ''}${target ? ' target' : ''}`;
}

/** Picked up by keyboard, or being dragged: the cards from the chosen one up. */
function isHeld(view: BoardView, pile: string, index: number): boolean {
  return view.held?.pile === pile && index >= view.held.index;
}

function isDragged(view: BoardView, pile: string, index: number): boolean {
  return view.drag?.pile === pile && index >= view.drag.index;
}

function stock(view: BoardView): TemplateResult {
  const { stock: cards, waste, redealsLeft } = view.position;
  if (cards.length > 0) {
    return html`<div class=${pileClass(view, 'stock', 'stock')} part="stock" data-drop="stock">
      <div class="card back" part="card-back" role="button" tabindex="0" aria-label=${msg(str`stock, ${cardCount(cards.length, currentLanguage())}: draw`, { id: 'stock-draw' })}
        data-pile="stock" data-index=${cards.length - 1}></div>
      <span class="count" aria-hidden="true">${cards.length}</span>
    </div>`;
  }
  const canRedeal = waste.length > 0 && redealsLeft > 0;
  const left =
    pluralOf(redealsLeft, currentLanguage()) === 'one'
      ? msg(str`${redealsLeft} redeal left`, { id: 'redeals-left-one' })
      : msg(str`${redealsLeft} redeals left`, { id: 'redeals-left-other' });
  const label = canRedeal ? msg(str`stock, empty: turn the waste over (${left})`, { id: 'stock-redeal' }) : msg('stock, empty', { id: 'stock-empty' });
  return html`<div class=${pileClass(view, 'stock', 'stock')} part="stock" data-drop="stock">${placeholder('stock', label, canRedeal ? '↻' : '')}</div>`;
}

function waste(view: BoardView): TemplateResult {
  const cards = view.position.waste;
  const top = cards[cards.length - 1];
  const index = cards.length - 1;
  const content =
    top === undefined
      ? placeholder('waste', msg('waste, empty', { id: 'waste-empty' }), '')
      : faceUpCard({
          text: top,
          pile: 'waste',
          index,
          label: cardLabel(top, 'waste', true),
          tabIndex: 0,
          held: isHeld(view, 'waste', index),
          dragging: isDragged(view, 'waste', index),
        });
  return html`<div class=${pileClass(view, 'waste', 'waste')} part="waste" data-drop="waste">${content}</div>`;
}

function foundation(view: BoardView, f: number): TemplateResult {
  const pile = foundationId(f);
  const cards = view.position.foundations[f] ?? [];
  const top = cards[cards.length - 1];
  const content =
    top === undefined
      ? placeholder(pile, msg(str`${pileLabel(pile)}, empty: an Ace starts it`, { id: 'foundation-empty' }), 'A')
      : faceUpCard({
          text: top,
          pile,
          index: cards.length - 1,
          label: msg(str`${pileLabel(pile)}, ${spokenCard(top)}`, { id: 'foundation-top' }),
          tabIndex: 0,
          held: false,
          dragging: false,
        });
  return html`<div class=${pileClass(view, pile, 'foundation')} part="foundation" data-drop=${pile}>${content}</div>`;
}

function column(view: BoardView, c: number): TemplateResult {
  const pile = columnId(c);
  const { down = [], up = [] } = view.position.columns[c] ?? {};
  const total = down.length + up.length;
  const cards = [
    ...down.map((_, i) => faceDownCard(pile, i, msg(str`face-down card, ${pileLabel(pile)}`, { id: 'face-down-card' }))),
    ...up.map((text, j) => {
      const index = down.length + j;
      const isTop = index === total - 1;
      return faceUpCard({
        text,
        pile,
        index,
        label: cardLabel(text, pile, isTop),
        tabIndex: isTop ? 0 : -1,
        held: isHeld(view, pile, index),
        dragging: isDragged(view, pile, index),
        // A covered card shows its corner only, however loose the fan: no sliver of its middle below the next.
        covered: !isTop,
      });
    }),
  ];
  return html`<div class="${pileClass(view, pile, 'column')} n${total}" part="column" role="group" data-drop=${pile}
    aria-label=${total === 0 ? msg(str`${pileLabel(pile)}, empty`, { id: 'column-empty' }) : msg(str`${pileLabel(pile)}, ${cardCount(total, currentLanguage())}`, { id: 'column-cards' })}>
    ${total === 0 ? emptyColumn(view, pile) : cards}
  </div>`;
}

function emptyColumn(view: BoardView, pile: string): TemplateResult {
  const { mark, text } = emptyColumnHint(view.emptyColumn ?? 'any');
  return placeholder(pile, msg(str`${pileLabel(pile)}, empty: ${text}`, { id: 'column-empty-hint' }), mark);
}

/** Stock, waste and the eight foundations. */
export function topRow(view: BoardView): TemplateResult {
  return html`<div class="top" role="group" aria-label=${msg('stock, waste and foundations', { id: 'top-row' })}>
    ${stock(view)}${waste(view)}
    ${view.position.foundations.map((_, f) => foundation(view, f))}
  </div>`;
}

/** The columns. */
export function tableau(view: BoardView): TemplateResult {
  return html`<div class="tableau" role="group" aria-label=${msg('tableau', { id: 'tableau' })}>
    ${view.position.columns.map((_, c) => column(view, c))}
  </div>`;
}

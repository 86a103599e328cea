import { str } from '@lit/localize';
import { msg } from './msg.js';
import type { Refusal } from '@forty-thieves/core';
import { cardCount, pileLabel, spokenCard } from './card-words.js';
import { currentLanguage } from './locale.js';

/** The build predicates core names, in words. */
function buildWords(name: string): string {
  if (name === 'same-suit') return msg('down in the same suit', { id: 'build-same-suit' });
  if (name === 'alternate-colour') return msg('down in alternate colours', { id: 'build-alternate-colour' });
  if (name === 'any-suit-but-own') return msg('down in any suit but its own', { id: 'build-any-suit-but-own' });
  return msg('by its own rule', { id: 'build-custom' });
}

/**
 * A refusal from core (a code and its parameters) in the element's language. `english` is
 * core's own text, used for a code this element does not know (a newer core) — never a blank.
 * Loaded with a translated language only (see refusal-words.ts).
 */
export function refusalText(refusal: Refusal | undefined, english: string): string {
  // English is core's own text, the rule engine's words; the sources below are for translators.
  if (!refusal || currentLanguage() === 'en') return english;
  const p = refusal.params;
  const text = (key: string) => String(p[key] ?? '');
  const num = (key: string) => Number(p[key] ?? 0);
  const card = (key: string) => spokenCard(text(key));
  const pile = (key: string) => pileLabel(text(key));
  const cards = (key: string) => cardCount(num(key), currentLanguage());
  switch (refusal.code) {
    case 'not-a-pile':
    case 'no-such-column':
      return msg(str`there is no pile ${text('pile')}`, { id: 'refusal-no-pile' });
    case 'stock-draws-to-waste':
      return msg('the stock is played by turning its top card onto the waste', { id: 'refusal-stock-draws-to-waste' });
    case 'stock-empty':
      return num('redeal') === 1
        ? msg('the stock is empty; turn the waste over to form it again', { id: 'refusal-stock-empty-redeal' })
        : msg('the stock is empty', { id: 'refusal-stock-empty' });
    case 'redeal-only':
      return msg('cards go back to the stock only when the whole waste is turned over', { id: 'refusal-redeal-only' });
    case 'stock-not-empty':
      return msg(str`the stock still has ${cards('count')}; the waste is turned over only when it is empty`, { id: 'refusal-stock-not-empty' });
    case 'no-redeal':
      return msg('this variant has no redeal: when the stock is empty it stays empty', { id: 'refusal-no-redeal' });
    case 'no-redeals-left':
      return msg(str`no redeals left (this variant allows ${num('redeals')})`, { id: 'refusal-no-redeals-left' });
    case 'nothing-to-redeal':
      return msg('the waste is empty: there is nothing to turn over', { id: 'refusal-nothing-to-redeal' });
    case 'only-stock-to-waste':
      return msg('only the stock deals to the waste', { id: 'refusal-only-stock-to-waste' });
    case 'bad-count':
    case 'not-a-move':
      return english;
    case 'same-pile':
      return msg('a move needs two different piles', { id: 'refusal-same-pile' });
    case 'foundation-source':
      return msg('cards never leave a foundation', { id: 'refusal-foundation-source' });
    case 'waste-empty':
      return msg('the waste is empty', { id: 'refusal-waste-empty' });
    case 'waste-top-only':
      return msg('only the top card of the waste can be played', { id: 'refusal-waste-top-only' });
    case 'column-empty':
      return msg(str`${pile('pile')} is empty`, { id: 'refusal-column-empty' });
    case 'one-card-at-a-time':
      return msg('this variant moves one card at a time', { id: 'refusal-one-card-at-a-time' });
    case 'not-face-up':
      return msg(str`only ${cards('faceUp')} of ${pile('pile')} face up`, { id: 'refusal-not-face-up' });
    case 'not-a-sequence':
    case 'not-one-run':
      return msg(str`the top ${cards('count')} of ${pile('pile')} are not a run built by the rules, so they cannot move together`, { id: 'refusal-not-a-sequence' });
    case 'foundation-one-at-a-time':
      return msg('cards go to a foundation one at a time', { id: 'refusal-foundation-one-at-a-time' });
    case 'foundation-not-empty':
      return msg(str`${pile('pile')} is not empty; an ace starts an empty foundation`, { id: 'refusal-foundation-not-empty' });
    case 'foundation-needs-ace':
      return msg(str`${pile('pile')} is empty: only an ace can start a foundation`, { id: 'refusal-foundation-needs-ace' });
    case 'foundation-wrong-card':
      return msg(str`${card('card')} goes on the ${card('below')}, but ${pile('pile')} shows the ${card('shown')}`, { id: 'refusal-foundation-wrong-card' });
    case 'rank-mismatch':
      return msg(str`${card('card')} cannot go on ${card('target')}: a card goes on one exactly one rank higher`, { id: 'refusal-rank-mismatch' });
    case 'build-mismatch':
      return msg(str`${card('card')} cannot go on ${card('target')}: this variant builds ${buildWords(text('build'))}`, { id: 'refusal-build-mismatch' });
    case 'empty-kings-only':
      return msg(str`only a king, or a run headed by a king, may go into an empty column; ${pile('pile')} cannot take ${card('card')}`, { id: 'refusal-empty-kings-only' });
    case 'empty-waste-only':
      return msg(str`an empty column is filled only from the waste; ${pile('pile')} cannot take ${card('card')} from another column`, { id: 'refusal-empty-waste-only' });
    case 'supermove-policy':
      return msg(str`empty columns cannot hold part of a run in this variant, so cards move one at a time; this run has ${cards('count')}`, { id: 'refusal-supermove-policy' });
    case 'supermove-limit':
      return num('into') === 1
        ? msg(str`with ${num('empty')} empty columns at most ${cards('capacity')} can move into an empty column; this run has ${num('count')}`, { id: 'refusal-supermove-limit-empty' })
        : msg(str`with ${num('empty')} empty columns at most ${cards('capacity')} can move onto a column; this run has ${num('count')}`, { id: 'refusal-supermove-limit' });
    case 'click-source':
      return msg('only cards in a column or on the waste can be moved', { id: 'refusal-click-source' });
    case 'no-card':
      return msg('there is no card to move there', { id: 'refusal-no-card' });
    case 'nowhere':
      return num('count') > 1
        ? msg(str`the ${cards('count')} from ${card('card')} up: no foundation or column takes them now`, { id: 'refusal-nowhere-run' })
        : msg(str`${card('card')}: no foundation or column takes it now`, { id: 'refusal-nowhere' });
  }
}

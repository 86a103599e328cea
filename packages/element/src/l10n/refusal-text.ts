import { parseCard, rankOf, suitOf, type Refusal } from '@forty-thieves/core';
import { msg, str } from './msg.js';
import { pluralOf } from './plural.js';
import { cardCount, pileLabel, spokenCard, suitWord } from './card-words.js';

/** The build predicates core names, in words. */
function buildWords(name: string): string {
  if (name === 'same-suit') return msg('down in the same suit', { id: 'build-same-suit' });
  if (name === 'alternate-colour') return msg('down in alternate colours', { id: 'build-alternate-colour' });
  if (name === 'any-suit-but-own') return msg('down in any suit but its own', { id: 'build-any-suit-but-own' });
  return msg('by its own rule', { id: 'build-custom' });
}

/**
 * A rank word as the object of a sentence ("goes on the queen"): the same words as the subject's
 * in English, Swedish, Norwegian and Luxembourgish, but Icelandic inflects them (á drottningu).
 */
function rankObjectWord(rank: number): string {
  return msg('ace,2,3,4,5,6,7,8,9,10,jack,queen,king', { id: 'card-ranks-object' }).split(',')[rank - 1] ?? '';
}

/** A card as the object of a sentence, "… goes on <the queen of clubs>"; spokenCard is its subject form. */
export function spokenCardObject(text: string): string {
  const card = parseCard(text);
  if (card === undefined) return spokenCard(text);
  const rank = rankObjectWord(rankOf(card));
  const suit = suitWord(suitOf(card));
  return msg(str`${rank} of ${suit}`, { id: 'card-name-object' });
}

/** "2 empty columns", in the form the supermove refusals put it ("with …"). */
function emptyColumns(n: number, language: string): string {
  return pluralOf(n, language) === 'one'
    ? msg(str`${n} empty column`, { id: 'empty-columns-one' })
    : msg(str`${n} empty columns`, { id: 'empty-columns-other' });
}

/**
 * A refusal from core (a code and its parameters) in `language`, the element's, as the end of
 * "Not allowed: …": cards and piles named in words ("the 7 of spades", "column 3"), never in the
 * notation core's own English uses ("7S", "c2"). Undefined for a code this element does not know
 * (a newer core): the caller shows core's English then. English too comes from here.
 */
export function refusalWords(refusal: Refusal, language: string): string | undefined {
  const p = refusal.params;
  const text = (key: string) => String(p[key] ?? '');
  const num = (key: string) => Number(p[key] ?? 0);
  const card = (key: string) => spokenCard(text(key));
  const cardObject = (key: string) => spokenCardObject(text(key));
  const pile = (key: string) => pileLabel(text(key));
  const cards = (key: string) => cardCount(num(key), language);
  switch (refusal.code) {
    case 'not-a-pile':
      return msg(str`“${text('pile')}” is not a pile`, { id: 'refusal-no-pile' });
    case 'no-such-column':
      return msg(str`this variant has no ${pile('pile')}; its columns are 1 to ${Number(text('last').slice(1)) + 1}`, { id: 'refusal-no-such-column' });
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
      return msg('the number of cards to move must be a whole number, at least 1', { id: 'refusal-bad-count' });
    case 'not-a-move':
      return msg(str`“${text('text')}” is not a move`, { id: 'refusal-not-a-move' });
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
      return msg(str`${pile('pile')} has only ${cards('faceUp')} face up`, { id: 'refusal-not-face-up' });
    case 'not-a-sequence':
      return msg(
        str`the top ${cards('count')} of ${pile('pile')} cannot move together: the ${card('upper')} is not built on the ${cardObject('lower')} by the rules`,
        { id: 'refusal-not-a-sequence' },
      );
    case 'not-one-run':
      return msg(str`the top ${cards('count')} of ${pile('pile')} are not one run built by the rules, so they cannot move together`, {
        id: 'refusal-not-one-run',
      });
    case 'foundation-one-at-a-time':
      return msg('cards go to a foundation one at a time', { id: 'refusal-foundation-one-at-a-time' });
    case 'foundation-not-empty':
      return msg(str`${pile('pile')} already has cards; the ${card('card')} can only start an empty foundation`, { id: 'refusal-foundation-not-empty' });
    case 'foundation-needs-ace':
      return msg(str`${pile('pile')} is empty: only an ace can start it, not the ${card('card')}`, { id: 'refusal-foundation-needs-ace' });
    case 'foundation-wrong-card':
      return msg(str`the ${card('card')} goes on the ${cardObject('below')}, but ${pile('pile')} shows the ${cardObject('shown')}`, {
        id: 'refusal-foundation-wrong-card',
      });
    case 'rank-mismatch':
      return msg(str`the ${card('card')} cannot go on the ${cardObject('target')}, which is not one rank higher`, { id: 'refusal-rank-mismatch' });
    case 'build-mismatch':
      return msg(str`the ${card('card')} cannot go on the ${cardObject('target')}: this variant builds ${buildWords(text('build'))}`, {
        id: 'refusal-build-mismatch',
      });
    case 'empty-kings-only':
      return msg(str`${pile('pile')} cannot take the ${cardObject('card')}: only a king, or a run headed by a king, may go into an empty column`, {
        id: 'refusal-empty-kings-only',
      });
    case 'empty-waste-only':
      return msg(str`an empty column is filled only from the waste; ${pile('pile')} cannot take the ${cardObject('card')} from another column`, {
        id: 'refusal-empty-waste-only',
      });
    case 'supermove-policy':
      return msg(str`empty columns cannot hold part of a run in this variant, so cards move one at a time; this run has ${cards('count')}`, {
        id: 'refusal-supermove-policy',
      });
    case 'supermove-limit':
      return num('into') === 1
        ? msg(str`with ${emptyColumns(num('empty'), language)} at most ${cards('capacity')} can move into an empty column; this run has ${cards('count')}`, {
            id: 'refusal-supermove-limit-empty',
          })
        : msg(str`with ${emptyColumns(num('empty'), language)} at most ${cards('capacity')} can move onto a column; this run has ${cards('count')}`, {
            id: 'refusal-supermove-limit',
          });
    case 'click-source':
      return msg('only cards in a column or on the waste can be moved', { id: 'refusal-click-source' });
    case 'no-card':
      return msg('there is no card to move there', { id: 'refusal-no-card' });
    case 'nowhere':
      return num('count') > 1
        ? msg(str`no foundation or column can take the ${cards('count')} from the ${cardObject('card')} up now`, { id: 'refusal-nowhere-run' })
        : msg(str`no foundation or column can take the ${cardObject('card')} now`, { id: 'refusal-nowhere' });
    default:
      return undefined;
  }
}

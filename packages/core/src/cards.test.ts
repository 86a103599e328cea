import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, cardFace, cardName, formatCard, isRed, makeCard, parseCard, rankOf, suitOf } from './cards.js';

describe('cards', () => {
  it('formats and parses all 52 cards, each its own two letters', () => {
    const texts = new Set<string>();
    SUITS.forEach((suit, s) => {
      RANKS.forEach((rank, r) => {
        const card = makeCard(s, r + 1);
        const text = formatCard(card);
        expect(text).toBe(`${rank}${suit}`);
        expect(parseCard(text)).toBe(card);
        expect(rankOf(card)).toBe(r + 1);
        expect(suitOf(card)).toBe(s);
        texts.add(text);
      });
    });
    expect(texts.size).toBe(52);
  });

  it('numbers the cards 0…51, Ace low and King high', () => {
    expect(parseCard('AS')).toBe(0);
    expect(parseCard('KC')).toBe(51);
    expect(rankOf(parseCard('AH') ?? -1)).toBe(1);
    expect(rankOf(parseCard('KH') ?? -1)).toBe(13);
  });

  it('accepts 10 as a spelling of ten, and lower case and spaces', () => {
    expect(parseCard('10D')).toBe(parseCard('TD'));
    expect(parseCard('10d')).toBe(parseCard('TD'));
    expect(parseCard(' qs ')).toBe(parseCard('QS'));
    expect(formatCard(parseCard('10H') ?? -1)).toBe('TH');
  });

  it.each(['', 'A', 'S', '1S', '11S', '0S', '10', 'AX', 'ASS', 'KSH', 'XS', 'A S', '♠A', 'QQ'])('refuses %j', (text) => {
    expect(parseCard(text)).toBeUndefined();
  });

  it('knows the colours: hearts and diamonds red, spades and clubs black', () => {
    const colours = ['AS', 'AH', 'AD', 'AC'].map((t) => isRed(parseCard(t) ?? -1));
    expect(colours).toEqual([false, true, true, false]);
  });

  it('shows a predicate rank, suit and colour, and names a card for people', () => {
    expect(cardFace(parseCard('9H') ?? -1)).toEqual({ rank: 9, suit: 'H', colour: 'red' });
    expect(cardFace(parseCard('TC') ?? -1)).toEqual({ rank: 10, suit: 'C', colour: 'black' });
    expect(cardName(parseCard('QS') ?? -1)).toBe('queen of spades');
    expect(cardName(parseCard('TD') ?? -1)).toBe('10 of diamonds');
    expect(cardName(parseCard('AC') ?? -1)).toBe('ace of clubs');
  });
});

import { MAX_DEAL, dealBoard } from '../deal.js';
import { positionOf } from '../position.js';
import { GameSession } from '../session.js';
import type { EmptyColumnPolicy, VariantPlugin } from '../variant.js';
import { ensure, ensureSame } from './check.js';
import { sketchGame, type PositionSketch } from './craft.js';
import type { VariantProperty } from './properties.js';
import { listedMoves, refusalOf } from './text.js';

/**
 * A variant's row of the rule book, typed in from the rules text (never read off the plugin), so
 * {@link ruleRowChecks} can hold the plugin to it.
 */
export interface RuleBookRow {
  readonly columns: number;
  readonly cardsPerColumn: number;
  /** The bottom cards of each column dealt face down. */
  readonly faceDown: number;
  /** The eight Aces start on the foundations (Lucas). */
  readonly acesToFoundations?: boolean;
  readonly build: 'same-suit' | 'alternate-colour' | 'any-suit-but-own';
  readonly moves: 'single' | 'sequence';
  /** Cards turned per draw, and how many times the waste may be turned over. */
  readonly draw: number;
  readonly redeals: number;
  /** What may go into an empty column (the rule book's `'any'` when left out). */
  readonly emptyColumn?: EmptyColumnPolicy;
}

const SUITS = ['S', 'H', 'D', 'C'] as const;
type Suit = (typeof SUITS)[number];
const red = (suit: Suit): boolean => suit === 'H' || suit === 'D';
const ACES = 'AS AH AD AC AS AH AD AC'.split(' ');

/** The rule book's three build rules, from their wording: may a card of suit `moving` sit on one of suit `target`? */
function accepts(build: RuleBookRow['build'], moving: Suit, target: Suit): boolean {
  if (build === 'same-suit') return moving === target;
  if (build === 'alternate-colour') return red(moving) !== red(target);
  return moving !== target;
}

/** The first suit (in S, H, D, C order) whose card may sit on `target`, or that takes `moving`. */
const onto = (row: RuleBookRow, target: Suit): Suit => SUITS.find((s) => accepts(row.build, s, target)) ?? 'S';
const taking = (row: RuleBookRow, moving: Suit): Suit => SUITS.find((s) => accepts(row.build, moving, s)) ?? 'S';
const refusedOn = (row: RuleBookRow, target: Suit): Suit => SUITS.find((s) => !accepts(row.build, s, target)) ?? 'S';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * The checks of a plugin against its rule-book row, each a named run that throws on failure (run
 * them with any test runner, as {@link variantProperties}): the deal's shape, the build rule on
 * every pair of suits, one card or whole sequences, face-down cards, the empty-column rule, the
 * waste, the stock and its redeals.
 *
 * @example
 * for (const check of ruleRowChecks(maria, { columns: 9, cardsPerColumn: 4, faceDown: 0, build: 'alternate-colour', moves: 'single', draw: 1, redeals: 0 }))
 *   it(check.name, check.run, check.timeout);
 */
export function ruleRowChecks(plugin: VariantPlugin, row: RuleBookRow): VariantProperty[] {
  const empty = row.emptyColumn ?? 'any';
  const foundations = row.acesToFoundations === true ? ACES : [];
  const game = (sketch: PositionSketch): GameSession => sketchGame(plugin, { foundations, ...sketch });
  const stockSize = 104 - foundations.length - row.columns * row.cardsPerColumn;
  const check = (name: string, run: () => void): VariantProperty => ({ name, run, timeout: 60_000 });
  const checks = [
    check(`deals ${row.columns} columns of ${row.cardsPerColumn} with ${row.faceDown} face down and leaves ${stockSize} in the stock`, () => {
      for (const deal of [0, 1, 42, MAX_DEAL]) {
        const position = positionOf(dealBoard(plugin, deal), deal);
        const where = `deal ${deal}`;
        ensureSame(
          position.columns.map((c) => [c.down.length, c.up.length]),
          Array.from({ length: row.columns }, () => [row.faceDown, row.cardsPerColumn - row.faceDown]),
          `${where}: face-down and face-up cards of each column`,
        );
        ensureSame(
          position.foundations.map((f) => f.length),
          foundations.map(() => 1).concat(Array(8 - foundations.length).fill(0)),
          `${where}: foundation sizes`,
        );
        ensureSame(position.foundations.flat().sort(), [...foundations].sort(), `${where}: foundations`);
        ensure(position.stock.length === stockSize, () => `${where}: ${position.stock.length} cards in the stock, not ${stockSize}`);
        ensureSame([position.waste, position.redealsLeft], [[], row.redeals], `${where}: waste and redeals left`);
        if (row.acesToFoundations === true) {
          const dealt = [...position.columns.flatMap((c) => [...c.down, ...c.up]), ...position.stock];
          ensure(!dealt.some((c) => c.startsWith('A')), () => `${where}: an Ace was dealt though the Aces start on the foundations`);
        }
      }
    }),
    check(`builds down by ${row.build} on every pair of suits, one rank lower only`, () => {
      for (const target of SUITS) {
        for (const moving of SUITS) expectMove(game({ columns: [`T${target}`, `9${moving}`] }), 'c1-c0', accepts(row.build, moving, target));
        const fits = onto(row, target);
        expectMove(game({ columns: [`J${target}`, `9${fits}`] }), 'c1-c0', false);
        expectMove(game({ columns: [`8${target}`, `9${fits}`] }), 'c1-c0', false);
      }
    }),
    row.moves === 'single' ? singleCardCheck(row, empty, game, check) : sequenceCheck(row, empty, game, check),
    check('plays only the top card of the waste', () => {
      // Every column filled with court cards, so the waste's top card (5C) has nowhere to go.
      const courts = Array.from({ length: row.columns - 1 }, (_, i) => `${'KQ'[i % 2] ?? 'K'}${SUITS[Math.floor(i / 2) % 4] ?? 'S'}`);
      const g = game({ columns: [`T${taking(row, 'H')}`, ...courts], waste: '9H 5C' });
      ensureSame(
        listedMoves(g).filter((m) => m.startsWith('w-')),
        [],
        'waste moves listed',
      );
      ensure(!g.play('w-c0').ok, () => 'the card under the waste top was played');
      ensure(!g.play({ from: 'waste', to: 'c0', count: 2 }).ok, () => 'two waste cards were moved at once');
    }),
    check(`turns the stock ${plural(row.draw, 'card', 'cards')} at a time and over ${plural(row.redeals, 'time', 'times')}, in its physical order`, () => {
      checkStock(plugin, row);
    }),
  ];
  checks.push(row.faceDown > 0 ? faceDownCheck(row, game, check) : noFaceDownCheck(plugin, check));
  return checks;
}

type Game = (sketch: PositionSketch) => GameSession;
type Check = (name: string, run: () => void) => VariantProperty;

function expectMove(g: GameSession, move: string, legal: boolean): void {
  const where = `${move} on ${JSON.stringify(g.position().columns.slice(0, 2))}`;
  ensure(listedMoves(g).includes(move) === legal, () => `${where}: listed should be ${legal}`);
  const result = g.play(move);
  ensure(result.ok === legal, () => `${where}: played ${result.ok}, should be ${legal}`);
  if (!legal) ensure(/\S/.test(refusalOf(result)), () => `${where}: refused with no reason`);
}

function singleCardCheck(row: RuleBookRow, empty: EmptyColumnPolicy, game: Game, check: Check): VariantProperty {
  return check('moves one card at a time, even off a built run', () => {
    const queen = onto(row, 'S');
    const jack = onto(row, queen);
    const g = game({ columns: [`KS Q${queen} J${jack}`, `K${taking(row, queen)}`] });
    ensure(/one card/.test(refusalOf(g.play('c0-c1x2'))), () => 'a two-card move was not refused for moving more than one card');
    ensureSame(
      listedMoves(g).filter((m) => m.includes('x')),
      [],
      'sequence moves listed',
    );
    expectMove(g, 'c0-c2', empty === 'any');
    if (empty === 'any') expectMove(g, 'c0-c1', true);
  });
}

function sequenceCheck(row: RuleBookRow, empty: EmptyColumnPolicy, game: Game, check: Check): VariantProperty {
  return check('moves a built run in part or whole onto a card that takes its bottom card, or into an empty column', () => {
    const nine = onto(row, 'H');
    const eight = onto(row, nine);
    const takers = [`J${taking(row, 'H')}`, `T${taking(row, nine)}`, `9${taking(row, eight)}`];
    const broken = `TD 9${refusedOn(row, 'D')}`;
    const g = game({ columns: [`KS TH 9${nine} 8${eight}`, ...takers, '', '', broken] });
    const moves = listedMoves(g);
    const intoEmpty = ['c0-c4x3', 'c0-c4x2', 'c0-c4'];
    for (const move of ['c0-c1x3', 'c0-c2x2', 'c0-c3', ...intoEmpty]) {
      const legal = !intoEmpty.includes(move) || empty === 'any';
      ensure(moves.includes(move) === legal, () => `${move} listed should be ${legal}`);
    }
    // Only the lowest-numbered empty column is listed (the listing convention).
    ensure(!moves.includes('c0-c5x3'), () => 'a move into a second empty column was listed');
    ensure(!moves.some((m) => m.startsWith('c6-') && m.endsWith('x2')), () => 'a run not built by the rule was listed as movable');
    ensure(!g.play('c0-c1x4').ok, () => 'the King under the run moved with it');
    expectMove(g, 'c0-c1x3', true);
    ensureSame(
      g.position().columns.slice(0, 2),
      [
        { down: [], up: ['KS'] },
        { down: [], up: [takers[0], 'TH', `9${nine}`, `8${eight}`] },
      ],
      'after c0-c1x3',
    );
  });
}

function faceDownCheck(row: RuleBookRow, game: Game, check: Check): VariantProperty {
  return check('turns a face-down card up when it becomes the top of its column, and back down on undo', () => {
    // Face-down cards that would extend the run if they were face up are not part of it.
    const nine = onto(row, 'H');
    const jack = taking(row, 'H');
    const queen = taking(row, jack);
    const g = game({ columns: [{ down: `Q${queen} J${jack}`, up: `TH 9${nine}` }, `J${jack}`, '', `T${taking(row, nine)}`] });
    const before = g.position().columns[0];
    if (row.moves === 'sequence') ensure(!g.play('c0-c1x3').ok, () => 'a face-down card moved as part of a run');
    expectMove(g, row.moves === 'sequence' ? 'c0-c1x2' : 'c0-c3', true);
    if (row.moves === 'single') expectMove(g, 'c0-c1', true);
    ensureSame(g.position().columns[0], { down: [`Q${queen}`], up: [`J${jack}`] }, 'the column after its face-up cards left');
    g.undo();
    if (row.moves === 'single') g.undo();
    ensureSame(g.position().columns[0], before, 'the column after undo');
  });
}

/** Cards only ever turn face up: a variant that deals none face down refuses a position with some. */
function noFaceDownCheck(plugin: VariantPlugin, check: Check): VariantProperty {
  return check('refuses a position with face-down cards, as it deals none', () => {
    const position = positionOf(dealBoard(plugin, 1), 1);
    const [first, ...rest] = position.columns;
    const up = first?.up ?? [];
    const turnedDown = { ...position, columns: [{ down: up.slice(0, 1), up: up.slice(1) }, ...rest] };
    let refusal = '';
    try {
      GameSession.fromPosition(plugin, turnedDown);
    } catch (error) {
      refusal = error instanceof Error ? error.message : String(error);
    }
    ensure(/face-down/.test(refusal), () => `a position with a face-down card was ${refusal === '' ? 'accepted' : `refused for another reason: ${refusal}`}`);
  });
}

function checkStock(plugin: VariantPlugin, row: RuleBookRow): void {
  const g = GameSession.deal(plugin, 42, { autoplay: false, supermove: false });
  const stock = g.position().stock;
  if (row.redeals > 0) ensure(!g.play('redeal').ok, () => 'redealt while the stock had cards');
  for (let round = 0; round <= row.redeals; round++) {
    let left = stock.length;
    while (left > 0) {
      const taken = Math.min(row.draw, left);
      ensure(g.play('draw').ok, () => `round ${round}: draw refused with ${left} cards in the stock`);
      // The cards are turned one by one, so the last one taken lies on top of the waste.
      ensureSame(g.position().waste.slice(-taken), stock.slice(left - taken, left).reverse(), `round ${round}: the cards drawn`);
      left -= taken;
    }
    ensureSame(g.position().waste, [...stock].reverse(), `round ${round}: the waste when the stock is out`);
    ensure(!listedMoves(g).includes('draw'), () => 'draw listed with an empty stock');
    if (round < row.redeals) {
      ensure(listedMoves(g).includes('redeal') && g.play('redeal').ok, () => `redeal ${round + 1} of ${row.redeals} refused`);
      ensureSame([g.position().stock, g.position().waste, g.position().redealsLeft], [stock, [], row.redeals - round - 1], `after redeal ${round + 1}`);
    }
  }
  ensure(!listedMoves(g).includes('redeal'), () => 'a redeal listed when none is left');
  ensure(/redeal/.test(refusalOf(g.play('redeal'))), () => 'a redeal beyond the rule was not refused for it');
}

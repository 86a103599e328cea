import '@forty-thieves/element/define';
import { isDealNumber } from '@forty-thieves/core';
import { FortyThieves, winRate } from '@forty-thieves/element';
// Two third-party plugins from examples/, written only against core's published API: registered for
// the page, they join the picker beside the nine built-ins (docs/writing-a-variant.md, section 6).
import fortyAndEight from '@forty-thieves/variant-forty-and-eight';
import josephine from '@forty-thieves/variant-josephine';
import { SettingsStore, type Settings } from './settings.js';

/**
 * The play app: the reference embedding of <forty-thieves>. The element plays and saves the game;
 * this page picks the variant (at run time, no reload), shows its rules and statistics, keeps the
 * settings and puts `?variant=…&deal=…` in the address so a deal can be shared and reopened.
 */

function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`the page has no #${id}`);
  return found;
}

const game = document.querySelector('forty-thieves') as FortyThieves;
const picker = byId('variant', HTMLSelectElement);
const dealForm = byId('deal-form', HTMLFormElement);
const dealBox = byId('deal', HTMLInputElement);
const summary = byId('summary', HTMLParagraphElement);
const rules = byId('rules', HTMLParagraphElement);
const statsLine = byId('stats', HTMLParagraphElement);
const toggles = { autoplay: byId('autoplay', HTMLInputElement), supermove: byId('supermove', HTMLInputElement), fourColour: byId('four-colour', HTMLInputElement) };
const settingsStore = new SettingsStore('forty-thieves-play:settings');

FortyThieves.registerVariant(josephine);
FortyThieves.registerVariant(fortyAndEight);
const variants = FortyThieves.variants();
for (const variant of variants) picker.add(new Option(variant.name, variant.id));

function applySettings(settings: Settings): void {
  game.autoplay = settings.autoplay;
  game.supermove = settings.supermove;
  game.fourColour = settings.fourColour;
  toggles.autoplay.checked = settings.autoplay;
  toggles.supermove.checked = settings.supermove;
  toggles.fourColour.checked = settings.fourColour;
}

function showStats(): void {
  const stats = game.stats;
  statsLine.textContent = stats
    ? `Played ${stats.played}, won ${stats.won} (${winRate(stats)}%), streak ${stats.currentStreak} (best ${stats.bestStreak})` +
      (stats.fewestMoves === null ? '' : `, fewest moves ${stats.fewestMoves}`)
    : '';
}

/** After every new game: the picker, the deal box, the rules, the statistics and the address follow. */
function showGame(): void {
  const session = game.game.session;
  if (!session) return;
  picker.value = session.plugin.id;
  dealBox.value = session.deal === null ? '' : String(session.deal);
  summary.textContent = variants.find((variant) => variant.id === session.plugin.id)?.summary ?? session.plugin.summary ?? '';
  rules.textContent = session.plugin.rules;
  showStats();
  if (game.dealLink) history.replaceState(null, '', game.dealLink);
}

// The address wins over the stored game: a shared link opens its deal.
const params = new URLSearchParams(location.search);
const asked = params.get('variant');
// Attributes, not properties: the element resumes its stored game unless a variant attribute asks for another.
if (asked !== null && variants.some((variant) => variant.id === asked)) game.setAttribute('variant', asked);
const askedDeal = Number(params.get('deal') ?? Number.NaN);
if (isDealNumber(askedDeal)) game.setAttribute('deal', String(askedDeal));
applySettings(settingsStore.load());

game.addEventListener('ft-game-new', () => {
  // The element has put the game on the table; its properties are current after this update.
  void game.updateComplete.then(showGame);
});
game.addEventListener('ft-game-win', showStats);
picker.addEventListener('change', () => {
  game.variant = picker.value;
});
dealForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const deal = Number(dealBox.value);
  if (isDealNumber(deal)) game.deal = deal;
});
for (const toggle of Object.values(toggles)) {
  toggle.addEventListener('change', () => {
    const settings = { autoplay: toggles.autoplay.checked, supermove: toggles.supermove.checked, fourColour: toggles.fourColour.checked };
    settingsStore.save(settings);
    applySettings(settings);
  });
}

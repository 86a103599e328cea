import type { VariantPlugin } from '@forty-thieves/core';
// The tag's type only: the page defines the element itself, once its first variant is loaded.
import type {} from '@forty-thieves/element/define';
import { FortyThieves } from '@forty-thieves/element';
// Two third-party plugins from examples/, written only against core's published API: registered for
// the page, they join the picker beside the built-ins (docs/writing-a-variant.md, section 6).
import fortyAndEight from '@forty-thieves/variant-forty-and-eight';
import josephine from '@forty-thieves/variant-josephine';
import { dealFromText } from './deal-param.js';
import { loadFirstVariant } from './first-variant.js';
import { loadWords, t, type WordKey } from './l10n/app-words.js';
import { formatDuration, formatNumber, formatPercent } from './l10n/format.js';
import type { Language } from '@forty-thieves/element/l10n';
import { offerUpdates } from './pwa-update.js';
import { byId } from './by-id.js';
import { SettingsPanel } from './settings-panel.js';
import { SettingsStore, type Settings } from './settings.js';
import { VariantWords } from './variant-words.js';

/**
 * The play app: the reference embedding of <forty-thieves>. The element plays and saves the game;
 * this page picks the variant and the language (at run time, no reload), shows the rules (with
 * the game's name and other names in the language picked) and
 * statistics, keeps the settings and puts `?variant=…&deal=…` in the address so a deal can be
 * shared and reopened.
 */

const game = document.querySelector('forty-thieves') as FortyThieves;
const summary = byId('summary', HTMLParagraphElement);
const rulesName = byId('rules-name', HTMLHeadingElement);
const aliases = byId('aliases', HTMLParagraphElement);
const rules = byId('rules', HTMLParagraphElement);
const statsLine = byId('stats', HTMLParagraphElement);
const settingsDialog = byId('settings-dialog', HTMLDialogElement);
const rulesDialog = byId('rules-dialog', HTMLDialogElement);
const settingsStore = new SettingsStore('forty-thieves-play:settings');
const words = new VariantWords();
let settings = settingsStore.load();

const registered: VariantPlugin[] = [josephine, fortyAndEight];
for (const plugin of registered) FortyThieves.registerVariant(plugin);
const variants = FortyThieves.variants();

/** The plugin behind a picker entry, when the page has it (registered, or the game's own). */
function pluginOf(id: string): VariantPlugin | undefined {
  const playing = game.variantPlugin;
  return playing?.id === id ? playing : registered.find((plugin) => plugin.id === id);
}

/** A picker entry's name in the page's language. */
function variantName(id: string): string {
  const listing = variants.find((variant) => variant.id === id);
  return listing ? words.listing(listing, pluginOf(id)).name : id;
}

/** The page's own words in `root` (the page, or the settings' controls as they are built), in the current language. */
function translate(root: ParentNode): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-l10n]')) node.textContent = t(node.dataset.l10n as WordKey);
  for (const node of root.querySelectorAll<HTMLElement>('[data-l10n-label]')) node.setAttribute('aria-label', t(node.dataset.l10nLabel as WordKey));
}

const panel = new SettingsPanel(
  settingsDialog,
  byId('settings-body', HTMLTemplateElement),
  variants,
  {
    variant: (id) => {
      game.variant = id;
    },
    deal: (deal) => {
      game.deal = deal;
      settingsDialog.close();
    },
    language: (language) => {
      saveSettings({ ...settings, language });
      void useLanguage(language);
    },
    settings: saveSettings,
  },
  translate,
  variantName,
  { settings },
);

function applySettings(): void {
  game.autoplay = settings.autoplay;
  game.supermove = settings.supermove;
  game.fourColour = settings.fourColour;
  game.winnableOnly = settings.winnableOnly;
  panel.show({ settings });
  // The element declares "light dark"; an inline colour scheme on it (and the page) picks one.
  const scheme = settings.theme === 'system' ? '' : settings.theme;
  game.style.colorScheme = scheme;
  document.documentElement.style.colorScheme = scheme;
}

function showStats(): void {
  const stats = game.stats;
  const language = settings.language;
  if (!stats) {
    statsLine.textContent = '';
    return;
  }
  const n = (value: number) => formatNumber(value, language);
  statsLine.textContent =
    t('stats', {
      played: n(stats.played),
      won: n(stats.won),
      rate: formatPercent(stats.played === 0 ? 0 : Math.round((stats.won / stats.played) * 100), language),
      streak: n(stats.currentStreak),
      best: n(stats.bestStreak),
    }) +
    (stats.fewestMoves === null ? '' : t('fewestMoves', { moves: n(stats.fewestMoves) })) +
    (stats.bestTime === null ? '' : t('bestTime', { time: formatDuration(stats.bestTime, language) }));
}

/** Runs `work` once the page is idle (or after a frame where requestIdleCallback is missing). */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 500 });
  else requestAnimationFrame(() => setTimeout(work, 0));
}

/** After every new game: the picker, the deal box, the rules, the statistics and the address follow. */
function showGame(): void {
  const plugin = game.variantPlugin;
  if (!plugin) return;
  panel.show({ variant: plugin.id, deal: game.deal });
  const text = words.of(plugin);
  summary.textContent = text.summary ?? '';
  // The rules panel: the name and the game's other names in the language picked, then its rules.
  rulesName.textContent = text.name;
  aliases.textContent = text.aliases.length === 0 ? '' : t('alsoKnownAs', { names: text.aliases.join(', ') });
  rules.textContent = text.rules;
  // After the board is painted and the page idle: the first Intl.NumberFormat costs tens of
  // milliseconds, and the statistics line must not delay the first playable board. The element's
  // statistics arrive with what it loads after its first board (`ready`).
  void game.ready.then(() => {
    whenIdle(showStats);
  });
  // The address already names the deal on a shared link's first load: nothing to replace then.
  if (game.dealLink && game.dealLink !== location.search) history.replaceState(null, '', game.dealLink);
}

/** Every string the page itself shows, and the picker's variant names, in the current language. */
function showWords(): void {
  translate(document);
  document.title = t('title');
  panel.renameVariants();
}

let languageRequest = 0;
/** The language the page's own words are in: index.html is written in English (page-words.test.ts checks it). */
let shownLanguage: Language = 'en';
/** Switches the page and the element to `language`; the game in progress stays on the table. */
async function useLanguage(language: Language): Promise<void> {
  const request = ++languageRequest;
  document.documentElement.lang = language;
  game.lang = language;
  await Promise.all([loadWords(language), words.load(language)]);
  // A quicker later choice has already drawn the page in its language.
  if (request !== languageRequest) return;
  // A first load in English has nothing to redraw, and that work would come before the first board.
  if (language !== shownLanguage) showWords();
  shownLanguage = language;
  showGame();
}

// The address wins over the stored game: a shared link opens its deal.
const params = new URLSearchParams(location.search);
const asked = params.get('variant');
// Attributes, not properties: the element resumes its stored game unless a variant attribute asks for another.
if (asked !== null && variants.some((variant) => variant.id === asked)) game.setAttribute('variant', asked);
// `?deal=` or `?deal=0x10` is no deal at all: the stored or a random game is played.
const askedDeal = dealFromText(params.get('deal'));
if (askedDeal !== undefined) game.setAttribute('deal', String(askedDeal));
applySettings();
void useLanguage(settings.language);

function saveSettings(next: Settings): void {
  settings = next;
  settingsStore.save(settings);
  applySettings();
}

game.addEventListener('ft-game-new', () => {
  // The element has put the game on the table; its properties are current after this update.
  void game.updateComplete.then(showGame);
});
game.addEventListener('ft-game-win', showStats);
// The settings and the rules open as dialogs from the app bar; Escape or Close shuts them.
byId('open-settings', HTMLButtonElement).addEventListener('click', () => {
  panel.build();
  settingsDialog.showModal();
});
byId('open-rules', HTMLButtonElement).addEventListener('click', () => {
  rulesDialog.showModal();
});
// Every variant's statistics, with their resets, are the element's own view.
byId('open-stats', HTMLButtonElement).addEventListener('click', () => {
  rulesDialog.close();
  game.showStats();
});
for (const dialog of [settingsDialog, rulesDialog]) {
  dialog.querySelector('.close')?.addEventListener('click', () => {
    dialog.close();
  });
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/** The skip link: straight to the first card in the Tab order, past the app bar and the toolbar. */
byId('skip', HTMLAnchorElement).addEventListener('click', (event) => {
  event.preventDefault();
  game.shadowRoot?.querySelector<HTMLElement>('.play [tabindex="0"]')?.focus();
});

/** Defines the element (everything above set up the page meanwhile; the properties set on it then are kept when it upgrades). */
function start(): void {
  if (!customElements.get('forty-thieves')) customElements.define('forty-thieves', FortyThieves);
  // The service worker (it precaches every chunk: forty files fetched and stored) is registered
  // once the first board is playable and the page idle: on a first visit its install would
  // otherwise compete with that board for the network and the processor.
  void game.ready.then(() => {
    whenIdle(() => {
      panel.build();
      offerUpdates(byId('update', HTMLDivElement), byId('update-reload', HTMLButtonElement), byId('update-later', HTMLButtonElement));
    });
  });
}

// Once the first game's variant is loaded (first-variant.ts): at once for Forty Thieves.
const firstVariant = loadFirstVariant(asked);
if (firstVariant) void firstVariant.then(start);
else start();

// The element's stored-data policy (docs/element.md, "Stored data"), shared from its source: not part of its public entry.
import { StorageSlot } from '../../../packages/element/src/storage-slot.js';
import { isLanguage, matchLanguage, type Language } from '@forty-thieves/element/l10n';

/** The player's settings, kept across visits. */
export interface Settings {
  autoplay: boolean;
  supermove: boolean;
  fourColour: boolean;
  /** New deals only those the solver proves winnable (the element's `winnable-only`). */
  winnableOnly: boolean;
  language: Language;
  /** Light, dark, or as the system says (the `color-scheme` of the page and the element). */
  theme: Theme;
}

export type Theme = 'system' | 'light' | 'dark';
const THEMES: readonly unknown[] = ['system', 'light', 'dark'];

const DEFAULTS: Omit<Settings, 'language'> = { autoplay: true, supermove: true, fourColour: false, winnableOnly: false, theme: 'system' };
const FORMAT = 'forty-thieves/play-settings';

function problem(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== FORMAT)
    return `it is not settings of the play app (no "format": "${FORMAT}")`;
  const { autoplay, supermove, fourColour, winnableOnly, language, theme } = data as Record<string, unknown>;
  if (![autoplay, supermove, fourColour].every((value) => typeof value === 'boolean')) return 'a setting is not true or false';
  // Settings saved before this option have none: it is off.
  if (winnableOnly !== undefined && typeof winnableOnly !== 'boolean') return 'a setting is not true or false';
  // Settings saved before the theme choice have none: the system's.
  if (theme !== undefined && !THEMES.includes(theme)) return `${JSON.stringify(theme)} is not a theme (system, light or dark)`;
  // Settings saved before the language picker have no language: the browser's is used.
  return language === undefined || isLanguage(language) ? undefined : `${JSON.stringify(language)} is not a language of the app`;
}

/** Settings in localStorage; anything unreadable is set aside (with a warning) and the defaults used. */
export class SettingsStore {
  private readonly slot: StorageSlot;

  constructor(key: string) {
    this.slot = new StorageSlot(key);
  }

  load(): Settings {
    const data = this.slot.read(problem) as
      (Omit<Settings, 'language' | 'winnableOnly' | 'theme'> & { format: string; language?: Language; winnableOnly?: boolean; theme?: Theme }) | undefined;
    const language = data?.language ?? matchLanguage(navigator.languages) ?? 'en';
    return data
      ? {
          autoplay: data.autoplay,
          supermove: data.supermove,
          fourColour: data.fourColour,
          winnableOnly: data.winnableOnly ?? false,
          language,
          theme: data.theme ?? 'system',
        }
      : { ...DEFAULTS, language };
  }

  save(settings: Settings): void {
    this.slot.write({ format: FORMAT, ...settings });
  }
}

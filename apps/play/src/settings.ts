import { StorageSlot } from '@forty-thieves/element';
import { browserLanguage, isLanguage, type Language } from './l10n/language.js';

/** The player's settings, kept across visits. */
export interface Settings {
  autoplay: boolean;
  supermove: boolean;
  fourColour: boolean;
  /** New deals only those the solver proves winnable (the element's `winnable-only`). */
  winnableOnly: boolean;
  language: Language;
}

const DEFAULTS: Omit<Settings, 'language'> = { autoplay: true, supermove: true, fourColour: false, winnableOnly: false };
const FORMAT = 'forty-thieves/play-settings';

function problem(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== FORMAT) return `it is not settings of the play app (no "format": "${FORMAT}")`;
  const { autoplay, supermove, fourColour, winnableOnly, language } = data as Record<string, unknown>;
  if (![autoplay, supermove, fourColour].every((value) => typeof value === 'boolean')) return 'a setting is not true or false';
  // Settings saved before this option have none: it is off.
  if (winnableOnly !== undefined && typeof winnableOnly !== 'boolean') return 'a setting is not true or false';
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
    const data = this.slot.read(problem) as (Omit<Settings, 'language' | 'winnableOnly'> & { format: string; language?: Language; winnableOnly?: boolean }) | undefined;
    const language = data?.language ?? browserLanguage(navigator.languages);
    return data ? { autoplay: data.autoplay, supermove: data.supermove, fourColour: data.fourColour, winnableOnly: data.winnableOnly ?? false, language } : { ...DEFAULTS, language };
  }

  save(settings: Settings): void {
    this.slot.write({ format: FORMAT, ...settings });
  }
}

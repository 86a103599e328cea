import { StorageSlot } from '@forty-thieves/element';

/** The player's settings, kept across visits. */
export interface Settings {
  autoplay: boolean;
  supermove: boolean;
  fourColour: boolean;
}

const DEFAULTS: Settings = { autoplay: true, supermove: true, fourColour: false };
const FORMAT = 'forty-thieves/play-settings';

function problem(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== FORMAT) return `it is not settings of the play app (no "format": "${FORMAT}")`;
  const { autoplay, supermove, fourColour } = data as Record<string, unknown>;
  return [autoplay, supermove, fourColour].every((value) => typeof value === 'boolean') ? undefined : 'a setting is not true or false';
}

/** Settings in localStorage; anything unreadable is set aside (with a warning) and the defaults used. */
export class SettingsStore {
  private readonly slot: StorageSlot;

  constructor(key: string) {
    this.slot = new StorageSlot(key);
  }

  load(): Settings {
    const data = this.slot.read(problem) as (Settings & { format: string }) | undefined;
    return data ? { autoplay: data.autoplay, supermove: data.supermove, fourColour: data.fourColour } : { ...DEFAULTS };
  }

  save(settings: Settings): void {
    this.slot.write({ format: FORMAT, ...settings });
  }
}

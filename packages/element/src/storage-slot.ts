/** localStorage, or undefined where the page may not use it (a sandbox, privacy settings). */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** How many set-aside copies of one key are kept (docs/element.md, "Stored data"). */
export const SET_ASIDE_COPIES = 5;

/**
 * One JSON value in localStorage under one key, read and written so that nothing can break the
 * page and nothing stored is lost (docs/element.md, "Stored data"): storage that is missing or
 * throws is ignored with one console warning (the game plays on unsaved), and data the caller's
 * check refuses is copied to the first free `<key>:set-aside`, `<key>:set-aside:2` … `:5` before
 * it is removed. A copy is never overwritten: when none is free, or the copy does not fit the
 * quota, the data stays where it is and this slot writes nothing over it.
 */
export class StorageSlot {
  private warned = false;
  /** Data that could not be set aside stays under the key: nothing is written over it. */
  private kept = false;

  constructor(
    readonly key: string,
    private readonly storage: () => Storage | undefined = browserStorage,
  ) {}

  /** The stored value when `problem` finds nothing wrong with it; else undefined (and set aside). */
  read(problem: (data: unknown) => string | undefined): unknown {
    const raw = this.attempt((storage) => storage.getItem(this.key));
    if (raw == null) return undefined;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      data = undefined;
    }
    const why = data === undefined ? 'it is not JSON' : problem(data);
    if (why === undefined) return data;
    this.setAside(raw, why);
    return undefined;
  }

  write(value: unknown): void {
    if (this.kept) return;
    this.attempt((storage) => {
      storage.setItem(this.key, JSON.stringify(value));
    });
  }

  /**
   * Copies unusable data to the first free set-aside key, for whoever wants to look at it, and
   * (unless `keep`) removes it from the key; says where in a console warning.
   */
  setAside(raw: string, why: string, keep = false): void {
    const copy = this.attempt((storage) => {
      for (let n = 1; n <= SET_ASIDE_COPIES; n++) {
        const key = `${this.key}:set-aside${n > 1 ? `:${n}` : ''}`;
        if (storage.getItem(key) !== null) continue;
        try {
          storage.setItem(key, raw);
        } catch {
          return undefined;
        }
        if (!keep) storage.removeItem(this.key);
        return key;
      }
      return undefined;
    });
    this.kept = copy === undefined;
    console.warn(`<forty-thieves>: the data under "${this.key}" is unusable, as ${why}; ${copy ? `it was set aside as "${copy}"` : 'it stays, not saved over, as it could not be set aside (no free copy, or no room)'}.`);
  }

  private attempt<T>(use: (storage: Storage) => T): T | undefined {
    try {
      const storage = this.storage();
      return storage ? use(storage) : undefined;
    } catch (error) {
      if (!this.warned) {
        this.warned = true;
        console.warn(`<forty-thieves>: localStorage is not available (${error instanceof Error ? error.message : String(error)}); the game plays on without saving.`);
      }
      return undefined;
    }
  }
}

/** localStorage, or undefined where the page may not use it (a sandbox, privacy settings). */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * One JSON value in localStorage under one key, read and written so that nothing can break the
 * page: storage that is missing or throws is ignored with one console warning (the game plays on
 * unsaved), and data the caller's check refuses — corrupt, foreign, from a newer version — is
 * moved to `<key>:set-aside` with a warning, so it is never lost silently.
 */
export class StorageSlot {
  private warned = false;

  constructor(
    readonly key: string,
    private readonly storage: () => Storage | undefined = browserStorage,
  ) {}

  /** The stored value when `problem` finds nothing wrong with it; else undefined (and set aside). */
  read(problem: (data: unknown) => string | undefined): unknown {
    const raw = this.attempt((storage) => storage.getItem(this.key));
    if (raw === undefined || raw === null) return undefined;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      this.setAside(raw, 'it is not JSON');
      return undefined;
    }
    const why = problem(data);
    if (why === undefined) return data;
    this.setAside(raw, why);
    return undefined;
  }

  write(value: unknown): void {
    this.attempt((storage) => {
      storage.setItem(this.key, JSON.stringify(value));
    });
  }

  /** Moves unusable data out of the way, keeping it for whoever wants to look at it. */
  setAside(raw: string, why: string): void {
    console.warn(`<forty-thieves>: the data stored under "${this.key}" was set aside under "${this.key}:set-aside" because ${why}.`);
    this.attempt((storage) => {
      storage.setItem(`${this.key}:set-aside`, raw);
      storage.removeItem(this.key);
    });
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

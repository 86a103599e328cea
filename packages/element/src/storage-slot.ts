/** How many set-aside copies of one key are kept (docs/element.md, "Stored data"). */
export const SET_ASIDE_COPIES = 5;

/**
 * One JSON value in localStorage under one key, so that nothing breaks the page and nothing stored
 * is lost (docs/element.md, "Stored data"): failing storage is ignored with one warning; refused
 * data is copied to the first free `<key>:set-aside`, `:set-aside:2` … `:5` and removed, or, when
 * no copy fits, left where it is and never written over.
 */
export class StorageSlot {
  private warned = false;
  private kept = false;

  constructor(
    readonly key: string,
    // Reading localStorage throws where the page may not use it (a sandbox, privacy settings): see `attempt`.
    private readonly storage: () => Storage | undefined = () => globalThis.localStorage,
  ) {}

  /** The stored value when `problem` finds nothing wrong with it; else undefined (and set aside). */
  read(problem: (data: unknown) => string | undefined): unknown {
    const raw = this.attempt((storage) => storage.getItem(this.key));
    if (raw == null) return undefined;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      // not JSON: set aside below
    }
    const why = data === undefined ? 'it is not JSON' : problem(data);
    if (why !== undefined) this.setAside(raw, why);
    return why === undefined ? data : undefined;
  }

  write(value: unknown): void {
    if (!this.kept) {
      this.attempt((storage) => {
        storage.setItem(this.key, JSON.stringify(value));
      });
    }
  }

  /** Copies unusable data to the first free set-aside key and (unless `keep`) removes it; says where. */
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
    const fate = copy ? `it was set aside as "${copy}"` : 'it stays, not saved over, as it could not be set aside (no free copy, or no room)';
    console.warn(`<forty-thieves>: the data under "${this.key}" is unusable, as ${why}; ${fate}.`);
  }

  private attempt<T>(use: (storage: Storage) => T): T | undefined {
    try {
      const storage = this.storage();
      return storage ? use(storage) : undefined;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!this.warned) console.warn(`<forty-thieves>: localStorage is not available (${reason}); the game plays on without saving.`);
      this.warned = true;
      return undefined;
    }
  }
}

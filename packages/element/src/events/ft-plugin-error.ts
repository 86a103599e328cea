export interface FtPluginErrorDetail {
  /** The plugin field that is wrong (core's `VariantDefinitionError.field`); undefined for any other failure. */
  readonly field: string | undefined;
  /** The whole message, naming the field and the fix. */
  readonly message: string;
}

/** A third-party plugin was refused: it failed validation. The game on the table stays. */
export class FtPluginErrorEvent extends CustomEvent<FtPluginErrorDetail> {
  constructor(detail: FtPluginErrorDetail) {
    super('ft-plugin-error', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ft-plugin-error': FtPluginErrorEvent;
  }
}

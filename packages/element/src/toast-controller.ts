import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The status toast (later-styles.ts) fades a while after it is shown; a new announcement starts
 * that time afresh. The text changes in place, so its CSS animation is restarted here.
 */
export class ToastController implements ReactiveController {
  private shown = '';

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly voice: { readonly text: string },
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.voice.text === this.shown) return;
    this.shown = this.voice.text;
    for (const animation of this.host.shadowRoot?.querySelector('.status')?.getAnimations() ?? []) {
      animation.cancel();
      animation.play();
    }
  }
}

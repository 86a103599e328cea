import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { forgetHost, matchLanguage, useLanguage, watchLanguage } from './locale.js';

/**
 * Picks the element's language and redraws it when the language changes: its own `lang`
 * attribute (or the nearest ancestor's, so the page's `<html lang>`), then the browser's
 * languages, then English. The page's `<html lang>` is watched, so a page that switches it
 * switches the element too.
 */
export class LanguageController implements ReactiveController {
  /** Settles when the chosen language's words are loaded. */
  ready: Promise<void> = Promise.resolve();
  private observer: MutationObserver | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    watchLanguage(this.host);
    this.apply();
    this.observer = new MutationObserver(() => {
      this.apply();
    });
    this.observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }

  hostDisconnected(): void {
    forgetHost(this.host);
    this.observer?.disconnect();
  }

  /** Chooses the language again (after the `lang` attribute changed). */
  apply(): void {
    const own = this.host.closest('[lang]')?.getAttribute('lang');
    this.ready = useLanguage(matchLanguage([own, ...navigator.languages]) ?? 'en');
  }
}

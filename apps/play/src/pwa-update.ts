import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (it precaches the app, every variant and every language, so the
 * app plays offline after the first visit). A new version waits: the banner offers a reload, and
 * nothing is swapped under a game in progress until the player takes it (the game is saved after
 * every move, so the reload resumes it).
 */
export function offerUpdates(banner: HTMLElement, reload: HTMLButtonElement, later: HTMLButtonElement): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      banner.hidden = false;
    },
  });
  reload.addEventListener('click', () => {
    void update(true);
  });
  later.addEventListener('click', () => {
    banner.hidden = true;
  });
}

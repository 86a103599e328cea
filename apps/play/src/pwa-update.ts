import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (it precaches the app, every variant and every language, so the
 * app plays offline after the first visit). A new version waits: the banner offers a reload, and
 * nothing is swapped under a game in progress until the player takes it (the game is saved after
 * every move, so the reload resumes it).
 */
export function offerUpdates(banner: HTMLElement, reload: HTMLButtonElement, later: HTMLButtonElement): void {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  const update = registerSW({
    onNeedRefresh() {
      banner.hidden = false;
    },
    // Asked once the new worker controls the page, but only where a worker already controlled it
    // when it registered: not on a first visit, so the page also listens itself (below).
    onNeedReload: reloadOnce,
  });
  reload.addEventListener('click', () => {
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
    void update(true);
  });
  later.addEventListener('click', () => {
    banner.hidden = true;
  });
}

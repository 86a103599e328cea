/**
 * Reading a stored game, loaded only when there is one to resume: a page that starts with a fresh
 * deal never fetches it.
 */
export { loadGame } from '@forty-thieves/core';

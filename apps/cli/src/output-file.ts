import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UsageError } from './usage-error.js';

/**
 * Checks, before any work starts, that `path` can be written: its folder exists, it is not a
 * folder itself, and it (or, when new, its folder) is writable. A long study must not be thrown
 * away at the end for a typo in the file name.
 */
export async function checkOutputFile(command: string, option: string, path: string): Promise<void> {
  const target = resolve(path);
  const folder = dirname(target);
  const cannot = (why: string) => new UsageError(`${command}: cannot write ${option} ${path}: ${why}`);
  const folderInfo = await stat(folder).catch(() => undefined);
  if (!folderInfo?.isDirectory()) throw cannot(`the folder ${folder} does not exist (create it first, or name a file in another folder)`);
  const existing = await stat(target).catch(() => undefined);
  if (existing?.isDirectory()) throw cannot('it is a folder; name a file');
  try {
    await access(existing ? target : folder, constants.W_OK);
  } catch {
    throw cannot(existing ? 'the file is not writable' : `the folder ${folder} is not writable`);
  }
}

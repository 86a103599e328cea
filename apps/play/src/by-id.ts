/**
 * The element `#id` of `type` in `root` (the page unless given), or an error that names what is
 * missing and where, instead of a null met later.
 */
export function byId<T extends HTMLElement>(id: string, type: new () => T, root: NonElementParentNode = document, where = 'the page'): T {
  const found = root.getElementById(id);
  if (!(found instanceof type)) throw new Error(`${where} has no #${id}`);
  return found;
}

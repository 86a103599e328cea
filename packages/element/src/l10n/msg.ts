/**
 * The element's messages. The English text is in the code, at each `msg()` call with its `id`;
 * every other language is a plain JSON catalogue, src/l10n/<language>/element.json, of
 * `{ id: text }`, where `{0}`, `{1}`… stand for the values of a str`` template by their place
 * (a translation may reorder them). The element keeps its own catalogue rather than configuring
 * @lit/localize: a page may do that for its own messages, and only once (docs/localization.md).
 */
export type Catalogue = Readonly<Record<string, string>>;

/** A str`` template: its strings and its values, for `msg()` to put in the element's language. */
export interface StrResult {
  readonly strTag: true;
  readonly strings: readonly string[];
  readonly values: readonly unknown[];
}

/**
 * The tag of a message with values: msg(str`deal ${n}`, { id }). The element's own, not
 * @lit/localize's, whose module would bring its runtime's set-up into the first load.
 */
export const str = (strings: TemplateStringsArray, ...values: unknown[]): StrResult => ({ strTag: true, strings, values });

let catalogue: Catalogue | undefined;

/** Makes `next` the catalogue `msg()` reads (undefined: English, the text in the code). */
export function useCatalogue(next: Catalogue | undefined): void {
  catalogue = next;
}

const isStr = (template: unknown): template is StrResult => typeof template === 'object';

/** `strings` with `values` between them: the English of a str`` template. */
function join(strings: readonly string[], values: readonly unknown[]): string {
  let text = strings[0] ?? '';
  for (let i = 1; i < strings.length; i++) text += String(values[i - 1]) + (strings[i] ?? '');
  return text;
}

/**
 * `template` in the element's language: the catalogue's text for `options.id` with the template's
 * values in place of `{0}`, `{1}`…, or the English when the catalogue has no such id (or the
 * message has none).
 */
export function msg(template: string | StrResult, options?: { readonly id?: string }): string {
  const localized = options?.id === undefined ? undefined : catalogue?.[options.id];
  if (!isStr(template)) return localized ?? template;
  if (localized === undefined) return join(template.strings, template.values);
  return localized.replace(/\{(\d+)\}/g, (whole, index: string) => (Number(index) < template.values.length ? String(template.values[Number(index)]) : whole));
}

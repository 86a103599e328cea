import type { LocaleModule, MsgFn, MsgOptions, StrResult } from '@lit/localize';
import type { TemplateResult } from 'lit';

/**
 * The element's own `msg()`: @lit/localize's message format and tools (`lit-localize extract`
 * finds these calls by the `MsgFn` type, and `lit-localize build` writes the catalogues in
 * src/generated/locales/), but not its one global configuration. A page may configure
 * @lit/localize for its own messages (`configureLocalization` may run only once per page), so the
 * element never does: it looks its messages up in its own catalogue, the one {@link useCatalogue}
 * was last given. Every message of the element names its `id`; one without falls back to English.
 */
type Catalogue = LocaleModule['templates'];
type Localized = Catalogue[string];

let catalogue: Catalogue | undefined;

/** Makes `next` the catalogue `msg()` reads (undefined: English, the source text). */
export function useCatalogue(next: Catalogue | undefined): void {
  catalogue = next;
}

const isStr = (template: unknown): template is StrResult => typeof template === 'object' && template !== null && 'strTag' in template;

/** `strings` with `values` between them, in the order `order` gives (a translation may reorder them). */
function join(strings: readonly string[], values: readonly unknown[], order?: readonly number[]): string {
  let text = strings[0] ?? '';
  for (let i = 1; i < strings.length; i++) text += String(values[order ? (order[i - 1] ?? 0) : i - 1]) + (strings[i] ?? '');
  return text;
}

function lookup(template: string | StrResult | TemplateResult, options?: MsgOptions): string | TemplateResult {
  const localized: Localized | undefined = options?.id === undefined ? undefined : catalogue?.[options.id];
  if (localized === undefined) return isStr(template) ? join(template.strings, template.values) : template;
  if (typeof localized === 'string') return localized;
  if (isStr(localized)) return join(localized.strings, (template as StrResult).values, localized.values as readonly number[]);
  // An html`` translation: its values are the indices of the source template's values.
  const source = template as TemplateResult;
  return { ...localized, values: (localized.values as readonly number[]).map((index) => source.values[index]) };
}

export const msg = lookup as MsgFn;

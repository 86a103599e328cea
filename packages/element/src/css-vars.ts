import { noChange } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

/** Custom properties by name (`--cols`), with their values. */
export type CssVars = Readonly<Record<`--${string}`, string | number>>;

/**
 * Sets custom properties on the element it is written in (`<div ${cssVars({ '--cols': 10 })}>`)
 * through the CSSOM, never through a `style` attribute. A page whose Content-Security-Policy
 * allows no inline style (`style-src 'self'`, docs/embedding.md) blocks every `style` attribute a
 * script writes, Lit's `styleMap` included (it writes the attribute on its first render), but not
 * `style.setProperty`. A position sets the same names on every render, so none is ever removed.
 */
class CssVarsDirective extends Directive {
  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('cssVars() belongs inside a tag, on its own: <div ${cssVars({ "--cols": 10 })}>');
  }

  // The values are set in update(): a client render never writes them as text.
  render(_vars: CssVars): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [vars]: [CssVars]): typeof noChange {
    const { style } = part.element as HTMLElement;
    for (const [name, value] of Object.entries(vars)) style.setProperty(name, String(value));
    return noChange;
  }
}

export const cssVars = directive(CssVarsDirective);

import { configureLocalization, msg, updateWhenLocaleChanges } from '@lit/localize';
import { LitElement, html } from 'lit';
import { describe, expect, it } from 'vitest';

/**
 * A Lit page that localizes its own components with @lit/localize, which may be configured once
 * per page, and configures it before the element is imported (docs/embedding.md). The element
 * must neither throw nor take the page's catalogue: the page's catalogue here even has a message
 * under one of the element's ids.
 */
const HOST_CATALOGUES: Readonly<Record<string, Record<string, string>>> = {
  sv: { 'host-greeting': 'God kväll', 'button-new': 'Sidans egen text' },
};
const { getLocale, setLocale } = configureLocalization({
  sourceLocale: 'en',
  targetLocales: ['sv'],
  loadLocale: (locale) => Promise.resolve({ templates: HOST_CATALOGUES[locale] ?? {} }),
});

class HostGreeting extends LitElement {
  constructor() {
    super();
    updateWhenLocaleChanges(this);
  }

  override render() {
    return html`<p>${msg('Good evening', { id: 'host-greeting' })}</p>`;
  }
}
customElements.define('host-greeting', HostGreeting);

// Imported only now, as a page's bundle would after its own set-up.
const { mount, shadow } = await import('./testing/fixtures.js');

const toolbarButtons = (root: ShadowRoot) => [...root.querySelectorAll('[part~="toolbar"] button')].map((button) => button.textContent.trim());

describe('<forty-thieves> on a page that configures @lit/localize itself', () => {
  it('speaks its own words in its own language while the page speaks the page’s', async () => {
    const element = await mount({ variant: 'maria', deal: '42', lang: 'sv' });
    const greeting = new HostGreeting();
    document.body.append(greeting);
    await setLocale('sv');
    await greeting.updateComplete;
    await element.updateComplete;
    expect(getLocale()).toBe('sv');
    expect(greeting.shadowRoot?.textContent.trim()).toBe('God kväll');
    const buttons = toolbarButtons(shadow(element));
    expect(buttons).toContain('Nytt');
    expect(buttons).toContain('Ångra');
    expect(buttons).not.toContain('Sidans egen text');

    // The page going back to English leaves the element in the language of its lang attribute.
    await setLocale('en');
    await greeting.updateComplete;
    expect(greeting.shadowRoot?.textContent.trim()).toBe('Good evening');
    await element.updateComplete;
    expect(toolbarButtons(shadow(element))).toContain('Ångra');

    // And the element switching language leaves the page's alone.
    element.setAttribute('lang', 'en');
    await element.ready;
    await element.updateComplete;
    expect(toolbarButtons(shadow(element))).toContain('Undo');
    expect(getLocale()).toBe('en');
  });
});

import { FortyThieves } from './forty-thieves.js';

// The one module with a side effect (listed in package.json "sideEffects"): it registers the tag.
if (!customElements.get('forty-thieves')) customElements.define('forty-thieves', FortyThieves);

declare global {
  interface HTMLElementTagNameMap {
    'forty-thieves': FortyThieves;
  }
}

export { FortyThieves };

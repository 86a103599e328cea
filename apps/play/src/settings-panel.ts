import { LANGUAGES, isLanguage, languageName, type Language } from '@forty-thieves/element/l10n';
import { byId } from './by-id.js';
import { dealFromText } from './deal-param.js';
import type { Settings, Theme } from './settings.js';

/** What the panel shows: the player's settings and the game on the table. */
export interface PanelState {
  settings: Settings;
  /** The variant being played, and its deal (none for a game that is not a numbered deal). */
  variant?: string;
  deal?: number;
}

/** What the player asks for from the panel. */
export interface PanelChoices {
  variant(id: string): void;
  deal(deal: number): void;
  language(language: Language): void;
  /** The options (toggles) or the theme changed. */
  settings(next: Settings): void;
}

interface Controls {
  picker: HTMLSelectElement;
  languagePicker: HTMLSelectElement;
  dealBox: HTMLInputElement;
  themePicker: HTMLSelectElement;
  toggles: Record<'autoplay' | 'supermove' | 'fourColour' | 'winnableOnly', HTMLInputElement>;
}

/** A control in the settings' template. */
function control<T extends HTMLElement>(root: DocumentFragment, id: string, type: new () => T): T {
  return byId(id, type, root, "the settings' template");
}

/**
 * The settings dialog's controls: built from their `<template>` the first time they are needed
 * (`build`: once the first board is playable and the page idle, or when the dialog opens), and
 * until then the page's state only kept. Form controls in the document when its parsing ends are
 * looked over by the browser (autofill) before the first board, and building them costs the
 * first board too (docs/benchmarks.md).
 */
export class SettingsPanel {
  private controls: Controls | undefined;

  /**
   * `translate` puts a fragment's words in the page's language; `variantName` names a picker
   * entry in it.
   */
  constructor(
    private readonly dialog: HTMLDialogElement,
    private readonly template: HTMLTemplateElement,
    private readonly variants: readonly { id: string; name: string }[],
    private readonly choices: PanelChoices,
    private readonly translate: (root: ParentNode) => void,
    private readonly variantName: (id: string) => string,
    private state: PanelState,
  ) {}

  /** Shows `next` (and keeps it for controls built later). */
  show(next: Partial<PanelState>): void {
    this.state = { ...this.state, ...next };
    if (this.controls) this.fill(this.controls, next);
  }

  /** Sets the controls `shown` names, and only those: a deal number being typed stays while an option is changed. */
  private fill(controls: Controls, shown: Partial<PanelState>): void {
    const { settings } = shown;
    if (settings) {
      for (const [key, box] of Object.entries(controls.toggles) as [keyof Controls['toggles'], HTMLInputElement][]) box.checked = settings[key];
      controls.languagePicker.value = settings.language;
      controls.themePicker.value = settings.theme;
    }
    if (shown.variant !== undefined) controls.picker.value = shown.variant;
    if ('deal' in shown) controls.dealBox.value = shown.deal === undefined ? '' : String(shown.deal);
  }

  /** Names the picker's variants again (the language changed). */
  renameVariants(): void {
    for (const option of this.controls?.picker.options ?? []) option.text = this.variantName(option.value);
  }

  /** Builds the controls into the dialog, once. */
  build(): void {
    if (this.controls) return;
    const body = document.importNode(this.template.content, true);
    const controls: Controls = {
      picker: control(body, 'variant', HTMLSelectElement),
      languagePicker: control(body, 'language', HTMLSelectElement),
      dealBox: control(body, 'deal', HTMLInputElement),
      themePicker: control(body, 'theme', HTMLSelectElement),
      toggles: {
        autoplay: control(body, 'autoplay', HTMLInputElement),
        supermove: control(body, 'supermove', HTMLInputElement),
        fourColour: control(body, 'four-colour', HTMLInputElement),
        winnableOnly: control(body, 'winnable-only', HTMLInputElement),
      },
    };
    for (const variant of this.variants) controls.picker.add(new Option(this.variantName(variant.id), variant.id));
    for (const language of LANGUAGES) controls.languagePicker.add(new Option(languageName(language), language));
    this.listen(controls, control(body, 'deal-form', HTMLFormElement));
    this.translate(body);
    this.controls = controls;
    this.fill(controls, this.state);
    this.dialog.append(body);
  }

  private listen(controls: Controls, dealForm: HTMLFormElement): void {
    const { picker, languagePicker, dealBox, themePicker, toggles } = controls;
    picker.addEventListener('change', () => {
      this.choices.variant(picker.value);
    });
    languagePicker.addEventListener('change', () => {
      const language = languagePicker.value;
      if (isLanguage(language)) this.choices.language(language);
    });
    dealForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const deal = dealFromText(dealBox.value);
      if (deal !== undefined) this.choices.deal(deal);
    });
    const options = () => ({
      ...this.state.settings,
      autoplay: toggles.autoplay.checked,
      supermove: toggles.supermove.checked,
      fourColour: toggles.fourColour.checked,
      winnableOnly: toggles.winnableOnly.checked,
    });
    for (const toggle of Object.values(toggles)) {
      toggle.addEventListener('change', () => {
        this.choices.settings(options());
      });
    }
    themePicker.addEventListener('change', () => {
      this.choices.settings({ ...this.state.settings, theme: themePicker.value as Theme });
    });
  }
}

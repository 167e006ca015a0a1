// The words of the shared controls that client islands draw (dialogs, quantity steppers, the copy button), as the
// server hands them in the page's edition (lib/i18n layout.controls); French by default.

export type ControlTexts = { close: string; decrease: string; increase: string };

export const FRENCH_CONTROL_TEXTS: ControlTexts = { close: 'Fermer', decrease: 'Diminuer la quantité', increase: 'Augmenter la quantité' };

export type CopyTexts = { copyLink: string; linkCopied: string; copyFailed: string };

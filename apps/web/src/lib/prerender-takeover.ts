// The app taking over a prerendered page (decision 043): login.html shows the sign-in page before
// any JavaScript runs, in #prerender; the app renders meanwhile in the hidden #root. When the
// first screen has rendered, it takes the page's place in the same frame, with what the visitor
// did meanwhile: the text typed, the focus and caret, and a button pressed (held by boot.js).
import { useLayoutEffect } from 'react';

const CONTROLS = 'input, textarea, select, button, a[href]';

const controlsOf = (element: Element) => Array.from(element.querySelectorAll(CONTROLS));

/** Sets a field's value as typing does, so React's onChange sees it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function caretOf(field: Element): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field as HTMLInputElement;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null; // e-mail fields have no caret position to read
  }
}

let markShown: () => void = () => {};
/** Settles once the app's first screen is on the page (with or without a prerender before it). */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Replaces the prerendered page with the app's render of it; nothing to do without one. */
export function takeOverPrerender(): void {
  markShown();
  const prerender = document.getElementById('prerender');
  const root = document.getElementById('root');
  if (!prerender || !root) return;
  const shown = getComputedStyle(prerender).display !== 'none';
  const before = controlsOf(prerender);
  const focused = document.activeElement ? before.indexOf(document.activeElement) : -1;
  const caret = focused >= 0 ? caretOf(before[focused]!) : null;
  const heldIndex = before.findIndex((control) => control.hasAttribute('data-held-click'));
  prerender.remove();
  const after = controlsOf(root);
  // Only the same page, control for control, takes over what was done on the prerendered one.
  const isSame =
    shown &&
    before.length === after.length &&
    before.every((control, index) => control.tagName === after[index]!.tagName);
  if (!isSame) return;
  before.forEach((control, index) => {
    const next = after[index]!;
    if (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      (next instanceof HTMLInputElement || next instanceof HTMLTextAreaElement) &&
      control.value !== next.value &&
      control.type !== 'checkbox' &&
      control.type !== 'radio'
    ) {
      typeInto(next, control.value);
    }
  });
  const next = focused >= 0 ? (after[focused] as HTMLElement | undefined) : undefined;
  if (next) {
    next.focus({ preventScroll: true });
    if (caret) {
      try {
        (next as HTMLInputElement).setSelectionRange(caret[0], caret[1]);
      } catch {
        // not a field with a caret
      }
    }
  }
  const held = heldIndex >= 0 ? (after[heldIndex] as HTMLElement | undefined) : undefined;
  // Pressed once React has rendered what was typed.
  if (held) setTimeout(() => held.click(), 0);
}

/** A first screen that a prerendered page may stand for takes it over once rendered. */
export function useTakeOverPrerender(): void {
  useLayoutEffect(takeOverPrerender, []);
}

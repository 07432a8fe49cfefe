/**
 * Puts text on the clipboard. The async Clipboard API needs a secure context and permission,
 * so a hidden textarea and execCommand('copy') stand in where it is missing or refused.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, insecure context): try the older way below
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  // Off-screen but selectable; display:none would make it unselectable.
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  const active = document.activeElement as HTMLElement | null;
  // Inside a modal <dialog> the rest of the page is inert, so the textarea goes in the dialog.
  (active?.closest('dialog') ?? document.body).appendChild(textarea);
  textarea.select();
  const copied = execCopy();
  textarea.remove();
  active?.focus();
  return copied;
}

function execCopy(): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

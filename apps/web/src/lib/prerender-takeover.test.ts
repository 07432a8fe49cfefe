import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverPrerender } from './prerender-takeover.ts';

// Decision 043: the app's render of a prerendered page takes its place with what the visitor did.

const FORM = `
  <form><input name="email" type="email" /><input name="password" type="password" />
  <button type="button">Show</button><button type="submit">Sign In</button></form>`;

function pages(app = FORM) {
  document.body.innerHTML = `<div id="prerender">${FORM}</div><div id="root">${app}</div>`;
  const prerender = document.getElementById('prerender')!;
  const root = document.getElementById('root')!;
  const field = (page: HTMLElement, name: string) =>
    page.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { prerender, root, field };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('takeOverPrerender', () => {
  it('moves the typed text, the focus and the caret to the app’s fields, as typing does', () => {
    const { prerender, root, field } = pages();
    field(prerender, 'email').value = 'owner@example.com';
    field(prerender, 'password').value = 'secret';
    field(prerender, 'password').focus();
    field(prerender, 'password').setSelectionRange(2, 2);
    const typed: string[] = [];
    root.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).name));

    takeOverPrerender();

    expect(document.getElementById('prerender')).toBeNull();
    expect(field(root, 'email').value).toBe('owner@example.com');
    expect(field(root, 'password').value).toBe('secret');
    expect(typed).toEqual(['email', 'password']);
    expect(document.activeElement).toBe(field(root, 'password'));
    expect(field(root, 'password').selectionStart).toBe(2);
  });

  it('presses again the button pressed before the app ran (held by boot.js)', () => {
    vi.useFakeTimers();
    const { prerender, root } = pages();
    prerender.querySelectorAll('button')[1]!.setAttribute('data-held-click', '');
    const pressed: string[] = [];
    root.addEventListener('click', (event) =>
      pressed.push((event.target as HTMLElement).textContent ?? ''),
    );
    takeOverPrerender();
    expect(pressed).toEqual([]);
    vi.runAllTimers();
    expect(pressed).toEqual(['Sign In']);
  });

  it('only removes the prerender when the app shows another page', () => {
    const { prerender, root } = pages('<main><a href="/app">Home</a></main>');
    prerender.querySelector<HTMLInputElement>('input')!.value = 'typed';
    takeOverPrerender();
    expect(document.getElementById('prerender')).toBeNull();
    expect(root.innerHTML).toBe('<main><a href="/app">Home</a></main>');
  });

  it('does nothing on a page without a prerender', () => {
    document.body.innerHTML = '<div id="root"><p>App</p></div>';
    takeOverPrerender();
    expect(document.body.innerHTML).toBe('<div id="root"><p>App</p></div>');
  });
});

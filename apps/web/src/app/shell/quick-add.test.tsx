import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { QuickAdd } from './quick-add.tsx';

describe('QuickAdd', () => {
  it('shows New job, New customer and New quote, closes on Escape with the focus back, and on choosing', async () => {
    renderWithProviders(<QuickAdd />, { route: '/app/payments' });
    const button = screen.getByRole('button', { name: 'Quick add: new job, customer or quote' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Schedule Job' })).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const job = screen.getByRole('link', { name: 'Schedule Job' });
    expect(job.getAttribute('href')).toBe('/app/jobs/new');
    expect(document.activeElement).toBe(job);
    expect(screen.getByRole('link', { name: 'Add Customer' }).getAttribute('href')).toBe(
      '/app/customers/new',
    );
    // Issue 26: a quote from the quick +, its customer chosen in the editor.
    expect(screen.getByRole('link', { name: 'New quote' }).getAttribute('href')).toBe(
      '/app/quotes/new',
    );
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Add Customer' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/app/customers/new'),
    );
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks Spanish', async () => {
    renderWithProviders(<QuickAdd />, { language: 'es' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Agregar rápido: trabajo, cliente o presupuesto nuevo' }),
    );
    expect(screen.getByRole('link', { name: 'Programar trabajo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agregar cliente' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuevo presupuesto' })).toBeTruthy();
  });
});

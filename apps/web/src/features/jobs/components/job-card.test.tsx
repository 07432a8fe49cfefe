import { makeJob } from '@jobtrack/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { JobCard } from './job-card.tsx';

const job = makeJob({
  serviceType: 'Lawn Mowing',
  scheduledDate: '2026-11-23',
  price: 1234.5,
});

const card = () => screen.getByRole('article').textContent;

describe('JobCard in each language (decision 016)', () => {
  it("English: the spec's 'MMM d, yyyy' and '$1,234.50', the service as stored", () => {
    renderWithProviders(<JobCard job={job} onAdvance={() => undefined} isAdvancing={false} />);
    expect(card()).toContain('Lawn Mowing');
    expect(card()).toContain('Nov 23, 2026');
    expect(card()).toContain('$1,234.50');
  });

  it("Spanish: '23 nov 2026', '$1,234.50' and the service type translated", () => {
    renderWithProviders(<JobCard job={job} onAdvance={() => undefined} isAdvancing={false} />, {
      language: 'es',
    });
    expect(card()).toContain('Corte de césped');
    expect(card()).toContain('23 nov 2026');
    expect(card()).toContain('$1,234.50');
    expect(card()).not.toContain('Lawn Mowing');
  });

  it("Spanish: an owner's own service type shows as written", () => {
    renderWithProviders(
      <JobCard
        job={{ ...job, serviceType: 'Fountain repair' }}
        onAdvance={() => undefined}
        isAdvancing={false}
      />,
      { language: 'es' },
    );
    expect(card()).toContain('Fountain repair');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StagingBanner } from './StagingBanner';

afterEach(() => vi.unstubAllEnvs());

describe('staging banner', () => {
  it('is hidden outside a staging build', () => {
    vi.stubEnv('MODE', 'production');
    render(<StagingBanner />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
  it('is shown in a staging build', () => {
    vi.stubEnv('MODE', 'staging');
    render(<StagingBanner />);
    expect(screen.getByRole('note')).toHaveTextContent('Staging environment');
  });
});

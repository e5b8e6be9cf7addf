import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, preloadPage } from './chunkReload';

function Page() {
  return <p>page body</p>;
}

describe('lazyPage', () => {
  it('renders a preloaded page without showing the fallback', async () => {
    const load = () => Promise.resolve({ default: Page });
    await preloadPage(load);
    const Lazy = lazyPage(load);
    const seen: string[] = [];
    function Fallback() {
      seen.push('fallback');
      return <p>loading</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Lazy />
        </Suspense>,
      );
    });
    expect(screen.getByText('page body')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('loads a page that was not preloaded', async () => {
    const load = () => Promise.resolve({ default: () => <p>late page</p> });
    const Lazy = lazyPage(load);
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>,
      );
    });
    expect(await screen.findByText('late page')).toBeTruthy();
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

afterEach(cleanup);

const page = (text: string) => ({ default: () => <p>{text}</p> });

describe('lazyPage', () => {
  it('draws a page loaded ahead in the first render, without its fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(page('the page')));
    await Page.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('suspends like React.lazy when not loaded yet, and loads the module once', async () => {
    const load = vi.fn(() => Promise.resolve(page('later')));
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('later')).toBeTruthy();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page('back'));
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page />);
    expect(screen.getByText('back')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../test/render-with-providers';
import { useUrlParams } from './use-url-params';

/** Two parts of a page that each keep one param in the URL, as a search box and a filter do. */
function TwoParams() {
  const [params, change] = useUrlParams();
  const set = (name: string, value: string) =>
    change((current) => {
      current.set(name, value);
      return current;
    });
  return (
    <>
      <p>q={params.get('q') ?? ''}</p>
      <p>status={params.get('status') ?? ''}</p>
      <button
        onClick={() => {
          // A status picked, then a search that waited out its debounce, before the page rendered.
          set('status', 'delivered');
          set('q', 'pricing');
        }}
      >
        Both at once
      </button>
      <button onClick={() => set('q', 'hiring')}>Search hiring</button>
    </>
  );
}

it('keeps both of two changes made before the page renders the first', async () => {
  const { router } = renderRoutes([{ path: '/content', Component: TwoParams }], '/content?page=2');

  fireEvent.click(screen.getByRole('button', { name: 'Both at once' }));

  await waitFor(() => expect(screen.getByText('status=delivered')).toBeInTheDocument());
  expect(screen.getByText('q=pricing')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?page=2&status=delivered&q=pricing');
});

it('starts again from the URL the router shows after Back', async () => {
  const { router } = renderRoutes([{ path: '/content', Component: TwoParams }], '/content');
  fireEvent.click(screen.getByRole('button', { name: 'Both at once' }));
  await waitFor(() => expect(screen.getByText('q=pricing')).toBeInTheDocument());

  // Back past both changes, to the page as it opened.
  await router.navigate(-2);
  await waitFor(() => expect(screen.getByText('status=')).toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Search hiring' }));

  await waitFor(() => expect(screen.getByText('q=hiring')).toBeInTheDocument());
  expect(router.state.location.search).toBe('?q=hiring');
});

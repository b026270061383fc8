import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { getContrastRatio } from '@mui/material/styles';
import { theme } from '../../theme/theme';
import { bottomInsetChanged, toastAdded } from './toasts-slice';
import { useToast } from './use-toast';

function SaveButton() {
  const { toast } = useToast();
  return (
    <Button
      onClick={() =>
        toast({ title: 'Profile updated', description: 'Your profile has been updated successfully.' })
      }
    >
      Save
    </Button>
  );
}

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps one toast: a newer one replaces the current', async () => {
    const { store } = renderWithProviders(<></>);
    store.dispatch(toastAdded({ title: 'Copied to clipboard' }));
    store.dispatch(toastAdded({ title: 'Marked as published' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Marked as published');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(store.getState().toasts.current).toMatchObject({ title: 'Marked as published', open: true });
  });

  it('announces a toast with its title and description, and closes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SaveButton />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Profile updated');
    expect(toast).toHaveTextContent('Your profile has been updated successfully.');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows a destructive toast as an alert, red with an error icon', async () => {
    const { store } = renderWithProviders(<></>);
    store.dispatch(toastAdded({ title: 'Login failed', variant: 'destructive' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveClass('MuiAlert-colorError', 'MuiAlert-filled');
    expect(alert.querySelector('[data-testid="ErrorOutlineIcon"]')).not.toBeNull();
  });

  it('shows a success toast green with a check, not the blue info icon', async () => {
    const { store } = renderWithProviders(<></>);
    store.dispatch(toastAdded({ title: 'Profile updated' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveClass('MuiAlert-colorSuccess', 'MuiAlert-filled');
    expect(toast.querySelector('[data-testid="SuccessOutlinedIcon"]')).not.toBeNull();
    expect(toast.querySelector('[data-testid="InfoOutlinedIcon"]')).toBeNull();
  });

  it("writes the toasts' white text on green and red with at least 4.5:1 contrast (WCAG AA)", () => {
    for (const color of [theme.palette.success, theme.palette.error]) {
      expect(getContrastRatio(theme.palette.getContrastText(color.main), color.main)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('keeps clear of a bar along the bottom of the screen while one shows', async () => {
    const { store } = renderWithProviders(<></>);
    store.dispatch(bottomInsetChanged(56));
    store.dispatch(toastAdded({ title: 'Copied to clipboard' }));

    const snackbar = (await screen.findByRole('status')).closest('.MuiSnackbar-root');
    expect(snackbar).toHaveStyle({ bottom: '64px' });

    act(() => {
      store.dispatch(bottomInsetChanged(0));
    });
    expect((snackbar as HTMLElement).style.bottom).toBe('');
  });

  it('closes a toast after 5000 ms', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(<></>);
    act(() => {
      store.dispatch(toastAdded({ title: 'Copied to clipboard' }));
    });

    act(() => vi.advanceTimersByTime(4999));
    expect(store.getState().toasts.current?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(store.getState().toasts.current?.open).toBe(false);
  });

  it('moves focus to the toast on F8', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderWithProviders(<></>);
    store.dispatch(toastAdded({ title: 'Copied to clipboard' }));

    await user.keyboard('{F8}');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(document.activeElement).toContainElement(await screen.findByRole('status'));
  });

  it('announces a toast that shows while a dialog hides the page behind it', async () => {
    const { store } = renderWithProviders(
      <Dialog open>
        <DialogTitle>Reset Password</DialogTitle>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();

    store.dispatch(toastAdded({ title: 'Request failed', variant: 'destructive' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed');
  });

  it('dismisses on a swipe right past 50 px only', async () => {
    const { store } = renderWithProviders(<></>);
    store.dispatch(toastAdded({ title: 'Copied to clipboard' }));
    const toast = await screen.findByRole('status');

    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(store.getState().toasts.current?.open).toBe(true);

    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 160 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    expect(store.getState().toasts.current?.open).toBe(false);
  });
});

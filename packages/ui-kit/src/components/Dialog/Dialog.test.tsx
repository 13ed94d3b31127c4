import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

afterEach(() => {
  vi.useRealTimers();
});

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Confirm"
        closeLabel="Close"
        buttons={[
          { label: 'No', onClick: () => setOpen(false) },
          { label: 'Yes', onClick: () => setOpen(false) },
        ]}
      >
        Are you sure?
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing when closed', () => {
    render(<Dialog open={false} onClose={() => undefined} title="Hidden" closeLabel="Close" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog in document.body, named by its title', () => {
    const { container } = render(<Dialog open onClose={() => undefined} title="Notice" closeLabel="Close" />);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('moves focus in, traps Tab, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on the X and on a cover click, but not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="T" closeLabel="Close" />);
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('dialog-cover'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores cover clicks when closeOnCover is false', () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} closeOnCover={false} title="T" closeLabel="Close" />);
    fireEvent.click(screen.getByTestId('dialog-cover'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes itself after timeoutMs', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} timeoutMs={3000} title="T" closeLabel="Close" />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sanitises html and fires button callbacks', async () => {
    const onOk = vi.fn();
    render(
      <Dialog
        open
        onClose={() => undefined}
        title="T"
        closeLabel="Close"
        html={'<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(1)</script>'}
        buttons={[{ label: 'OK', onClick: onOk }]}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Hi');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('a non-dismissible dialog has no X and ignores Escape and the cover', async () => {
    const onClose = vi.fn();
    render(<Dialog open dismissible={false} onClose={onClose} title="Forced" closeLabel="Close" buttons={[{ label: 'Save', onClick: () => undefined }]} />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    fireEvent.click(screen.getByTestId('dialog-cover'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Forced' })).toBeInTheDocument();
  });
});

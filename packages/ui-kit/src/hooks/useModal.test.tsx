import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useModal } from './useModal';

function Modal({ name, onClose, dismissible, children }: { name: string; onClose(): void; dismissible?: boolean; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(ref, { onClose, dismissible });
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label={name} tabIndex={-1} onKeyDown={onKeyDown}>
      <button type="button">{`${name} first`}</button>
      <button type="button">{`${name} last`}</button>
      {children}
    </div>
  );
}

function Page({ onCloseOuter, onCloseInner }: { onCloseOuter(): void; onCloseInner(): void }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal
          name="Outer"
          onClose={() => {
            onCloseOuter();
            setOpen(false);
          }}
        >
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
          {inner ? (
            <Modal
              name="Inner"
              onClose={() => {
                onCloseInner();
                setInner(false);
              }}
            />
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}

describe('useModal (every modal dialog)', () => {
  it('moves the focus in, keeps Tab inside, locks the page scroll, closes the topmost dialog alone on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    const onCloseOuter = vi.fn();
    const onCloseInner = vi.fn();
    render(<Page onCloseOuter={onCloseOuter} onCloseInner={onCloseInner} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const outer = screen.getByRole('dialog', { name: 'Outer' });
    expect(outer).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    // Shift+Tab from the panel wraps to its last control; Tab from the last wraps to the first.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Outer first' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    await user.keyboard('{Escape}');
    expect(onCloseInner).toHaveBeenCalledTimes(1);
    expect(onCloseOuter).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onCloseOuter).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('ignores Escape when the dialog may not be dismissed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Modal name="Forced" onClose={onClose} dismissible={false} />);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Forced' })).toBeInTheDocument();
  });
});

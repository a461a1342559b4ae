// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deposit
      </button>
      {open && (
        <Modal
          title="Deposit"
          closeLabel="Close"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <button type="button">Pay</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal focus trap', () => {
  it('takes focus in, wraps Tab from outside back in, locks the page scroll and gives focus back on close', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Deposit' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.classList.contains('modal-open')).toBe(true);

    opener.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a press on the backdrop but not on one inside the sheet', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

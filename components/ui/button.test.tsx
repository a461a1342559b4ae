// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('while loading says busy, keeps its name and focusability, and ignores clicks', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button variant="primary" loading onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Deposit' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button variant="primary" onClick={onClick}>
        Deposit
      </Button>,
    );
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
  });
});

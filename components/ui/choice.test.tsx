// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Segmented } from './segmented';
import { Switch } from './switch';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a native checkbox named by its label, toggled by a click on the text, with its error read with it', () => {
    render(<Checkbox label="I am 18 or older" error="Required" />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I am 18 or older' });
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('I am 18 or older'));
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Required');
  });
});

describe('Switch', () => {
  it('is a switch whose state is its checked state', () => {
    const onChange = vi.fn();
    render(<Switch label="Sounds" hint="In every game" onChange={onChange} />);
    const control = screen.getByRole<HTMLInputElement>('switch', { name: 'Sounds' });
    expect(control.checked).toBe(false);
    fireEvent.click(control);
    expect(control.checked).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe('In every game');
  });
});

describe('Segmented', () => {
  it('is a named radio group with one tab stop; arrows move and choose', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'email', label: 'Email' },
      { value: 'phone', label: 'Phone' },
    ] as const;
    render(<Segmented label="Sign up with" options={options} value="email" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Sign up with' })).toBeTruthy();
    const [email, phone] = screen.getAllByRole('radio');
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect([email.tabIndex, phone.tabIndex]).toEqual([0, -1]);
    fireEvent.keyDown(email, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith('phone');
    expect(document.activeElement).toBe(phone);
    fireEvent.click(email);
    expect(onChange).toHaveBeenLastCalledWith('email');
  });

  it('sends its value with a form when uncontrolled', () => {
    const { container } = render(
      <Segmented
        label="Kind"
        name="kind"
        defaultValue="b"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />,
    );
    const hidden = container.querySelector<HTMLInputElement>('input[name="kind"]');
    expect(hidden?.value).toBe('b');
    fireEvent.click(screen.getByRole('radio', { name: 'A' }));
    expect(hidden?.value).toBe('a');
  });
});

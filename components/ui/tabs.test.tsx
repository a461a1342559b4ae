// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

const items = [
  { id: 'in-house', label: 'In-house', content: <p>Dice</p> },
  { id: 'slots', label: 'Slots', content: <p>Book</p> },
  { id: 'live', label: 'Live', content: <p>Blackjack</p> },
];

describe('Tabs', () => {
  it('has one tab stop and moves selection and focus with the arrows, Home and End', () => {
    render(<Tabs label="Categories" items={items} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Dice');

    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(tabs[2].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Live' }).textContent).toBe('Blackjack');

    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2], { key: 'Home' });
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});

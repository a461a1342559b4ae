import { describe, expect, it } from 'vitest';
import { renderOfflinePage } from './offline-page';

describe('renderOfflinePage', () => {
  it('escapes its texts', () => {
    const html = renderOfflinePage('en', { brand: 'A&B', title: '<b>x</b>', text: '"q"', retry: "it's" });
    expect(html).toContain('A&#38;B');
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(html).toContain('&#34;q&#34;');
    expect(html).toContain('it&#39;s');
    expect(html).not.toContain('<b>');
  });
});

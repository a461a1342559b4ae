import { describe, expect, it } from 'vitest';
import { isInternalAddress, postbackUrlProblem, renderPostbackUrl, sendPostback, signPostback } from './postback-delivery';

describe('postback URLs', () => {
  it('fill the placeholders URL-encoded and leave unknown ones', () => {
    const url = renderPostbackUrl('https://p.example/cb?s={stag}&e={event}&u={user_id}&a={amount}&c={currency}&x={other}', {
      stag: 'a b&c',
      event: 'first_deposit',
      user_id: '7',
      amount: '10.5',
      currency: 'RUB',
      partner: 'p',
      postback_id: '1',
    });
    expect(url).toBe('https://p.example/cb?s=a%20b%26c&e=first_deposit&u=7&a=10.5&c=RUB&x={other}');
  });

  it('are http or https, without credentials; in production no internal host', () => {
    expect(postbackUrlProblem('ftp://p.example/x', false)).toMatch(/^invalid_url/);
    expect(postbackUrlProblem('file:///etc/passwd', false)).toMatch(/^invalid_url/);
    expect(postbackUrlProblem('https://u:p@p.example/x', false)).toMatch(/^invalid_url/);
    expect(postbackUrlProblem('http://127.0.0.1:8080/x', false)).toBeNull();
    for (const url of [
      'http://127.0.0.1/x',
      'http://localhost/x',
      'http://10.1.2.3/x',
      'http://172.20.0.1/x',
      'http://192.168.1.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[fd00::1]/x',
      'http://metadata/x',
      'http://api.internal/x',
      'http://printer.local/x',
      'http://0.0.0.0/x',
      'http://100.64.0.1/x',
    ]) {
      expect(postbackUrlProblem(url, true), url).toMatch(/^(internal_host|invalid_url)/);
    }
    expect(postbackUrlProblem('https://partner.example.com/cb?e={event}', true)).toBeNull();
    expect(postbackUrlProblem('https://8.8.8.8/cb', true)).toBeNull();
  });

  it('tell internal addresses from public ones', () => {
    expect(['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.0.1', '169.254.0.1', '::1', 'fe80::1'].every(isInternalAddress)).toBe(true);
    expect(['8.8.8.8', '172.32.0.1', '1.1.1.1', '2a00:1450::1'].some(isInternalAddress)).toBe(false);
  });

  it('are signed with HMAC-SHA256 of timestamp, URL and body', () => {
    const a = signPostback('secret', '1700000000', 'https://p.example/cb', '{"a":1}');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(signPostback('secret', '1700000000', 'https://p.example/cb', '{"a":2}')).not.toBe(a);
    expect(signPostback('other', '1700000000', 'https://p.example/cb', '{"a":1}')).not.toBe(a);
  });

  it('in production never connect to an internal address, by literal or by a name resolving to one', async () => {
    const base = { secret: 's'.repeat(16), body: {}, strict: true, timeoutMs: 2000 };
    await expect(sendPostback({ ...base, url: 'http://127.0.0.1:9/x' })).rejects.toThrow(/internal address/);
    await expect(sendPostback({ ...base, url: 'http://localhost:9/x' })).rejects.toThrow(/internal address/);
  });
});

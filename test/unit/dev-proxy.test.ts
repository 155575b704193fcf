import { describe, expect, it } from 'vitest';
import { devProxy } from '../../web/dev-proxy.js';

describe('the dev server’s proxy', () => {
  it('sends the API and the sent-mail pages to the local stack as they are', () => {
    const proxy = devProxy('http://127.0.0.1:41234');
    expect(Object.keys(proxy)).toEqual(['/api', '/local']);
    expect(proxy['/api']).toMatchObject({ target: 'http://127.0.0.1:41234', changeOrigin: false });
    expect(proxy['/local']).toMatchObject({ target: 'http://127.0.0.1:41234' });
  });

  it('sends only the API to a deployed stage, under the stage’s own host name, over checked TLS', () => {
    const proxy = devProxy('https://d1234.cloudfront.net/');
    expect(Object.keys(proxy)).toEqual(['/api']);
    expect(proxy['/api']).toEqual({
      target: 'https://d1234.cloudfront.net',
      changeOrigin: true,
      secure: true,
    });
  });

  it('refuses an address it would proxy wrongly', () => {
    expect(() => devProxy('https://d1234.cloudfront.net/api')).toThrow(/without a path/);
    expect(() => devProxy('ftp://example.com')).toThrow(/must be http/);
    expect(() => devProxy('not an address')).toThrow();
  });
});

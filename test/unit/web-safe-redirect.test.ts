import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect, toSafePath } from '../../web/src/lib/safe-redirect';

const hostile = [
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/my_account',
  'HTTPS://evil.example',
  'evil.example',
  'my_account/parent',
  './my_account',
  '../admin',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '%252F%252Fevil.example',
  '/%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  ' /home',
  '/home ',
  '\u0000/home',
  '/\u0000/evil.example',
  '/%00',
  '/\u3002evil.example',
  '／／evil.example',
  '/%E0%A4%A',
  '/' + 'a'.repeat(3000),
  '',
];

describe('toSafePath', () => {
  it.each(hostile)('refuses %j and answers the home page', (value) => {
    expect(toSafePath(value)).toBe('/');
  });

  it.each([
    ['/my_account/parent/overview/user/none', '/my_account/parent/overview/user/none'],
    ['/job/123?x=1', '/job/123?x=1'],
    ['/find_job/any#results', '/find_job/any#results'],
    ['/my_account/caregiver/settings/user/none', '/my_account/caregiver/settings/user/none'],
    ['/cart/u1/p2/o3?next=%2Fcheckout', '/cart/u1/p2/o3?next=%2Fcheckout'],
    ['/', '/'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(toSafePath(value)).toBe(expected);
  });

  it('treats none, null and undefined as the home page', () => {
    expect(toSafePath('none')).toBe('/');
    expect(toSafePath(null)).toBe('/');
    expect(toSafePath(undefined)).toBe('/');
  });
});

describe('safeRedirect', () => {
  it('reads continueUrl, then return, then goTo', () => {
    expect(safeRedirect('?continueUrl=%2Fjob%2F1&return=%2Fjob%2F2&goTo=%2Fjob%2F3')).toBe(
      '/job/1',
    );
    expect(safeRedirect('?return=%2Fjob%2F2&goTo=%2Fjob%2F3')).toBe('/job/2');
    expect(safeRedirect('?goTo=%2Fjob%2F3')).toBe('/job/3');
  });

  it('sends goTo=none (or return=none) to the home page, not to the fallback', () => {
    expect(safeRedirect('?goTo=none', '/admin')).toBe('/');
    expect(safeRedirect('?return=none', '/admin')).toBe('/');
  });

  it('uses the fallback only when no destination was given', () => {
    expect(safeRedirect('', '/my_account/parent/overview/user/none')).toBe(
      '/my_account/parent/overview/user/none',
    );
    expect(safeRedirect('?return=', '/admin')).toBe('/admin');
  });

  it('answers the home page for hostile values given as query parameters', () => {
    for (const value of hostile.filter(Boolean)) {
      expect(safeRedirect(new URLSearchParams({ return: value }), '/admin')).toBe('/');
      expect(safeRedirect(new URLSearchParams({ continueUrl: value }), '/admin')).toBe('/');
    }
    expect(safeRedirect('?return=%2F%2Fevil.example')).toBe('/');
    expect(safeRedirect('?return=%252F%252Fevil.example')).toBe('/');
    expect(safeRedirect('?continueUrl=https%3A%2F%2Fevil.example%2F')).toBe('/');
  });

  it('never lets a hostile fallback through either', () => {
    expect(safeRedirect('', '//evil.example')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the path back through the login page', () => {
    const login = loginPathFor('/my_account/parent/overview/user/none?tab=1');
    expect(login).toBe(
      '/login/user?return=%2Fmy_account%2Fparent%2Foverview%2Fuser%2Fnone%3Ftab%3D1',
    );
    expect(safeRedirect(login.split('?')[1] ?? '')).toBe(
      '/my_account/parent/overview/user/none?tab=1',
    );
  });
});

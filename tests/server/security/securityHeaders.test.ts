/**
 * Medium finding: no security headers on the UI or the API, and uploaded files served as whatever they
 * claimed to be. The UI now has a strict CSP, the API forbids rendering, and no stored file can run in the
 * app's origin.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAreaServer, type AreaServer } from '../areaFixture';

let server: AreaServer;

const get = (url: string) => server.app.inject({ method: 'GET', url });

const directive = (csp: string | undefined, name: string) =>
  String(csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));

beforeAll(async () => {
  server = await startAreaServer({
    indexHtml:
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  });
  const files: Record<string, string> = {
    'photo.png': '\x89PNG\r\n\x1a\n<html><script>alert(1)</script></html>',
    'photo.JPG': '\xff\xd8\xff<script>alert(1)</script>',
    'talk.mp4': '\0\0\0\x18ftypisom',
    'song.mp3': 'ID3',
    'paper.pdf': '%PDF-1.4',
    'page.html': '<script>alert(document.cookie)</script>',
    'PAGE.HTM': '<script>alert(1)</script>',
    'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    'slides.pptx': 'PK\x03\x04',
    noext: '<script>alert(1)</script>',
  };
  for (const [name, content] of Object.entries(files)) {
    await server.putStored(`public/uploads/probe/${name}`, Buffer.from(content, 'latin1'));
  }
});
afterAll(() => server.close());

describe('the UI', () => {
  it('has a strict Content-Security-Policy: scripts from its own files only, no framing', async () => {
    const answer = await get('/admin/members');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    const csp = answer.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('ships no inline script in index.html (the strict policy would block it)', async () => {
    const html = await readFile('index.html', 'utf8');
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/\ssrc="[^"]+"/);
      expect(
        script
          .replace(/^<script\b[^>]*>/i, '')
          .replace(/<\/script>$/i, '')
          .trim(),
      ).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

describe('the API', () => {
  it('forbids rendering its answers and sniffing their type', async () => {
    for (const url of ['/v1/country/list', '/v1/admin/members/list', '/v1/nothing-here']) {
      const answer = await get(url);
      const csp = String(answer.headers['content-security-policy']);
      expect(csp.split(';').map((part) => part.trim())).toEqual([
        "default-src 'none'",
        "frame-ancestors 'none'",
      ]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('lets no browser or proxy keep its answers: a sign-in token, members, a profile', async () => {
    const login = await server.call(
      'POST',
      '/admin/login',
      { email: 'nobody@test.example', password: 'wrong-password' },
      false,
    );
    expect(login.headers['cache-control']).toBe('no-store');
    const members = await server.call('GET', '/admin/members/list?page=1&limit=5');
    expect(members.statusCode).toBe(200);
    expect(members.headers['cache-control']).toBe('no-store');
    const profile = await server.call('POST', '/admin/profile/view');
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });
});

describe('stored files', () => {
  it('serves images, audio and video inline with their exact type, nosniff and a sandbox', async () => {
    for (const [name, type] of [
      ['photo.png', 'image/png'],
      ['photo.JPG', 'image/jpeg'],
      ['talk.mp4', 'video/mp4'],
      ['song.mp3', 'audio/mpeg'],
    ]) {
      const answer = await get(`/public/uploads/probe/${name}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['content-disposition']).toBeUndefined();
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(directive(answer.headers['content-security-policy'] as string, 'sandbox')).toBe('sandbox');
      expect(directive(answer.headers['content-security-policy'] as string, 'default-src')).toBe(
        "default-src 'none'",
      );
    }
  });

  it('serves a PDF inline as application/pdf with nosniff', async () => {
    const answer = await get('/public/uploads/probe/paper.pdf');
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-disposition']).toBeUndefined();
  });

  it('serves html, svg and every other file as a download, however the path is spelled', async () => {
    for (const url of [
      '/public/uploads/probe/page.html',
      '/public/uploads/probe/PAGE.HTM',
      '/public/uploads/probe/icon.svg',
      '/public/uploads/probe/slides.pptx',
      '/public/uploads/probe/noext',
      '/public/uploads/probe/page%2ehtml',
      '/public/uploads/probe/%70age.html',
    ]) {
      const answer = await get(url);
      expect(`${url} ${answer.statusCode}`).toBe(`${url} 200`);
      expect(answer.headers['content-type']).toBe('application/octet-stream');
      expect(answer.headers['content-disposition']).toBe('attachment');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(directive(answer.headers['content-security-policy'] as string, 'sandbox')).toBe('sandbox');
    }
  });
});

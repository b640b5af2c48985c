import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../../src/components/media/mediaUrl';

describe('mediaUrl', () => {
  it('prefixes stored paths with the backend host', () => {
    expect(mediaUrl('public/images/packages/image-1.png', 'http://api.test')).toBe(
      'http://api.test/public/images/packages/image-1.png',
    );
    expect(mediaUrl('/public/a.png', 'http://api.test/')).toBe('http://api.test/public/a.png');
  });

  it('serves same-origin paths when no host is configured', () => {
    expect(mediaUrl('public/a.png', '')).toBe('/public/a.png');
  });

  it('keeps absolute http(s) URLs', () => {
    expect(mediaUrl('https://bucket.s3.amazonaws.com/a.png', 'http://api.test')).toBe(
      'https://bucket.s3.amazonaws.com/a.png',
    );
    expect(mediaUrl('HTTP://x/a.png', 'http://api.test')).toBe('HTTP://x/a.png');
  });

  it('gives nothing for missing values', () => {
    expect(mediaUrl(undefined)).toBeUndefined();
    expect(mediaUrl('  ')).toBeUndefined();
    expect(mediaUrl(null)).toBeUndefined();
  });
});

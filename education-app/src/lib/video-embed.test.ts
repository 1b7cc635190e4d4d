import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './video-embed';

describe('toEmbedUrl', () => {
  it('converts a watch link to the privacy-enhanced embed link', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=eIrMbAQSU34')).toBe(
      'https://www.youtube-nocookie.com/embed/eIrMbAQSU34',
    );
  });

  it('finds the id among other query parameters and on the mobile host', () => {
    expect(toEmbedUrl('https://m.youtube.com/watch?feature=share&v=kqtD5dpn9C8&list=PL1')).toBe(
      'https://www.youtube-nocookie.com/embed/kqtD5dpn9C8',
    );
  });

  it('converts short, shorts and existing embed links', () => {
    expect(toEmbedUrl('https://youtu.be/qz0aGYrrlhU')).toBe(
      'https://www.youtube-nocookie.com/embed/qz0aGYrrlhU',
    );
    expect(toEmbedUrl('https://www.youtube.com/shorts/KJgsSFOSQv0')).toBe(
      'https://www.youtube-nocookie.com/embed/KJgsSFOSQv0',
    );
    expect(toEmbedUrl('https://www.youtube.com/embed/KJgsSFOSQv0')).toBe(
      'https://www.youtube-nocookie.com/embed/KJgsSFOSQv0',
    );
  });

  it('keeps a start time given in seconds or as 1m30s', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=eIrMbAQSU34&t=95')).toBe(
      'https://www.youtube-nocookie.com/embed/eIrMbAQSU34?start=95',
    );
    expect(toEmbedUrl('https://youtu.be/eIrMbAQSU34?t=1m30s')).toBe(
      'https://www.youtube-nocookie.com/embed/eIrMbAQSU34?start=90',
    );
    expect(toEmbedUrl('https://youtu.be/eIrMbAQSU34?t=later')).toBe(
      'https://www.youtube-nocookie.com/embed/eIrMbAQSU34',
    );
  });

  it('refuses links that are not a YouTube video', () => {
    for (const link of [
      'not a url',
      'javascript:alert(1)',
      'https://www.youtube.com/',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=eIrMbAQSU34"><script>',
      'https://evil.example/watch?v=eIrMbAQSU34',
      'https://youtube.com.evil.example/watch?v=eIrMbAQSU34',
      'ftp://youtu.be/eIrMbAQSU34',
    ]) {
      expect(toEmbedUrl(link), link).toBeUndefined();
    }
  });
});

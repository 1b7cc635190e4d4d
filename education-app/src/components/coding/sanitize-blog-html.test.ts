import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from './sanitize-blog-html';

describe('sanitizeBlogHtml', () => {
  const hostile = [
    '<h2>Ordinary content</h2>',
    '<p>Safe <strong>bold</strong> text.</p>',
    '<script>alert(1)</script>',
    '<p><img src="x" onerror="alert(1)"></p>',
    '<p><a href="javascript:alert(1)">link</a></p>',
    '<p><a href="JaVaScRiPt:alert(1)" onclick="alert(1)">mixed case</a></p>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe src="https://example.com"></iframe>',
    '<form action="https://example.com"><input name="card"></form>',
    '<p style="position:fixed;inset:0">cover</p>',
    "<pre><code>console.log('code samples stay');</code></pre>",
  ].join('');

  it('removes scripts, event handlers, javascript: URLs and framing', () => {
    const clean = sanitizeBlogHtml(hostile);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/<iframe|<form|<input|style=/i);
  });

  it('keeps the ordinary content', () => {
    const clean = sanitizeBlogHtml(hostile);
    expect(clean).toContain('<strong>bold</strong>');
    expect(clean).toContain("console.log('code samples stay');");
    expect(clean).toContain('>link</a>');
  });

  it('demotes headings below the topic title and keeps their attributes', () => {
    expect(sanitizeBlogHtml('<h1>A</h1><h2 id="b">B</h2><h3>C</h3><h4>D</h4>')).toBe(
      '<h4>A</h4><h5 id="b">B</h5><h6>C</h6><h6>D</h6>',
    );
  });

  it('opens external links in a new tab without giving the page access', () => {
    expect(sanitizeBlogHtml('<a href="https://openjdk.org">JDK</a><a href="#top">Top</a>')).toBe(
      '<a href="https://openjdk.org" target="_blank" rel="noopener noreferrer">JDK</a><a href="#top">Top</a>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { readImageUpload, svgStart } from './images.ts';

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('svgStart', () => {
  it('finds the <svg> element after a byte order mark, declaration, comments and doctype', () => {
    const prologue =
      '\uFEFF <?xml version="1.0"?>\n<!-- drawn by hand -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" [ <!ENTITY x "y"> ]>\n';
    expect(svgStart(`${prologue}<svg viewBox="0 0 1 1"/>`)).toBe(prologue.length);
    expect(svgStart('<SVG>')).toBe(0);
    expect(svgStart('<svg\nwidth="1">')).toBe(0);
  });

  it('refuses what is not an SVG file', () => {
    expect(svgStart('<svgx>')).toBe(-1);
    expect(svgStart('<svg')).toBe(-1);
    expect(svgStart('<!-- never closed <svg>')).toBe(-1);
    expect(svgStart('<!DOCTYPE svg [ <!ENTITY x "y"> <svg>')).toBe(-1);
    expect(svgStart('<?xml version="1.0" <svg>')).toBe(-1);
    expect(svgStart('<html><svg></svg></html>')).toBe(-1);
  });

  it('refuses 40 empty comments without an <svg> in under 50 ms (it once took 18 s)', () => {
    const hostile = `${'<!---->'.repeat(40)}x`;
    const started = performance.now();
    expect(svgStart(hostile)).toBe(-1);
    expect(() => readImageUpload(base64(hostile), { allowSvg: true })).toThrow(
      'Upload a PNG or SVG image.',
    );
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('reads long runs of comments, brackets and spaces', () => {
    expect(svgStart(`<!DOCTYPE svg [${'] '.repeat(50_000)}${'<!---->'.repeat(50_000)}`)).toBe(-1);
    expect(svgStart(`${'<!---->  '.repeat(50_000)}<svg>`)).toBe(450_000);
  });
});

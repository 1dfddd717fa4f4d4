import { describe, expect, it } from 'vitest';
import { decideEmbed } from './embedDecision';

const ALLOWED = ['https://maps.example.com', 'http://10.1.2.3:8080'];

describe('decideEmbed', () => {
  it.each([
    ['https://maps.example.com/view?id=1', 'embed'],
    ['https://MAPS.example.com/', 'embed'],
    ['http://10.1.2.3:8080/board', 'embed'],
    ['http://maps.example.com/', 'refuse'],
    ['https://maps.example.com.evil.com/', 'refuse'],
    ['https://maps.example.com:8443/', 'refuse'],
    ['http://10.1.2.3/board', 'refuse'],
    ['javascript:alert(1)', 'refuse'],
    ['data:text/html,<b>x</b>', 'refuse'],
    ['https://user:pw@maps.example.com/', 'refuse'],
    ['/relative/page', 'refuse'],
    ['', 'refuse'],
    [null, 'refuse'],
  ])('%s → %s', (src, kind) => {
    expect(decideEmbed(src, ALLOWED).kind).toBe(kind);
  });

  it('names the refused origin', () => {
    expect(decideEmbed('https://other.example.com/x', ALLOWED)).toEqual({ kind: 'refuse', reason: '该地址未被允许嵌入：https://other.example.com' });
  });

  it('refuses everything while the list is empty', () => {
    expect(decideEmbed('https://maps.example.com/', []).kind).toBe('refuse');
  });
});

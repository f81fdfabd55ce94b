import { describe, expect, it } from 'vitest';
import { endToEndHeaders } from './end-to-end-headers.js';

describe('endToEndHeaders', () => {
  it('drops every hop-by-hop header and keeps the rest as they are', () => {
    const kept = endToEndHeaders({
      host: 'localhost:5000',
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': '3145728',
      accept: 'application/json',
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
      upgrade: 'websocket',
      expect: '100-continue',
      te: 'trailers',
      trailer: 'x-checksum',
      'transfer-encoding': 'chunked',
    });
    expect(kept).toEqual({
      host: 'localhost:5000',
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': '3145728',
      accept: 'application/json',
    });
  });

  it('drops the headers Connection names, in any case and spacing', () => {
    const kept = endToEndHeaders({ connection: 'Keep-Alive , X-Hop-Secret,,upgrade', 'x-hop-secret': 'a', 'x-request-id': 'r1', upgrade: 'h2c' });
    expect(kept).toEqual({ 'x-request-id': 'r1' });
  });

  it('reads a Connection header sent more than once', () => {
    const kept = endToEndHeaders<string | string[]>({ connection: ['close', 'x-one'], 'x-one': '1', 'x-two': '2' });
    expect(kept).toEqual({ 'x-two': '2' });
  });

  it('drops every Proxy-* header, whatever follows the prefix', () => {
    const kept = endToEndHeaders({ 'proxy-authorization': 'Basic abc', 'Proxy-Connection': 'keep-alive', 'x-admin-token': 't' });
    expect(kept).toEqual({ 'x-admin-token': 't' });
  });

  it('compares names without regard to case', () => {
    const kept = endToEndHeaders({ Connection: 'X-Custom', 'X-Custom': 'v', Expect: '100-continue', 'Content-Type': 'application/json' });
    expect(kept).toEqual({ 'Content-Type': 'application/json' });
  });

  it('keeps a request with no hop-by-hop headers whole and does not change its input', () => {
    const headers = { accept: '*/*', 'x-request-id': 'abc' };
    const kept = endToEndHeaders(headers);
    expect(kept).toEqual(headers);
    expect(kept).not.toBe(headers);
  });
});

import { describe, expect, it } from 'vitest';
import { apiBase, socketBase } from './config';

const page = { protocol: 'https:', host: 'casino.example' };

describe('the endpoints a build may set', () => {
  it("are the page's own origin when nothing is set", () => {
    expect(apiBase({})).toBe('/api');
    expect(socketBase({}, page)).toBe('wss://casino.example/api');
    expect(socketBase({}, { protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/api');
  });

  it('follow VITE_API_BASE, the sockets with it', () => {
    expect(apiBase({ VITE_API_BASE: 'https://api.example.com/api/' })).toBe('https://api.example.com/api');
    expect(socketBase({ VITE_API_BASE: 'https://api.example.com/api' }, page)).toBe('wss://api.example.com/api');
    expect(socketBase({ VITE_API_BASE: 'http://10.0.0.2:8080/v1' }, page)).toBe('ws://10.0.0.2:8080/v1');
    expect(socketBase({ VITE_API_BASE: '/casino/api' }, page)).toBe('wss://casino.example/casino/api');
  });

  it('take the socket address VITE_SOCKET_URL gives over the API base', () => {
    expect(socketBase({ VITE_API_BASE: '/api', VITE_SOCKET_URL: 'wss://live.example.com/api/' }, page)).toBe('wss://live.example.com/api');
    expect(apiBase({ VITE_API_BASE: '  ' })).toBe('/api');
  });
});

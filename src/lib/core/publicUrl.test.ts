import { describe, expect, it } from 'vitest';
import { isLoopback, publicBase } from './publicUrl';

describe('publicBase', () => {
  it('prefers the configured public URL over the browser origin', () => {
    expect(publicBase('https://kata.example.org/', 'http://localhost:8090')).toBe('https://kata.example.org');
    expect(publicBase('http://192.168.1.20:8090', 'http://127.0.0.1:8090')).toBe('http://192.168.1.20:8090');
  });
  it('falls back to the browser origin when none is configured, or when the configured one is loopback and the browser is not', () => {
    expect(publicBase('', 'http://192.168.1.20:8090')).toBe('http://192.168.1.20:8090');
    expect(publicBase(undefined, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(publicBase('http://localhost:8090', 'http://192.168.1.20:8090')).toBe('http://192.168.1.20:8090');
    expect(publicBase('http://localhost:8090', 'http://127.0.0.1:8090')).toBe('http://localhost:8090');
  });
  it('knows loopback addresses', () => {
    expect(['http://localhost', 'http://127.0.0.1:8090/x', 'http://[::1]:80'].every(isLoopback)).toBe(true);
    expect(['http://localhost.example.org', 'https://kata.example.org', 'http://10.0.0.2'].some(isLoopback)).toBe(false);
  });
});

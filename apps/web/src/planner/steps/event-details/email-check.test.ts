import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-check.js';

describe('email problem', () => {
  it('accepts an address, with or without surrounding spaces', () => {
    expect(emailProblem('priya@example.com')).toBeNull();
    expect(emailProblem('  priya@example.com ')).toBeNull();
  });

  it('leaves a blank address to the missing-fields dialog', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('   ')).toBeNull();
  });

  it('names what is wrong with an address that is not one', () => {
    expect(emailProblem('priya.example.com')).toBe('Email Address must be a valid e-mail address.');
    expect(emailProblem('priya@')).toBe('Email Address must be a valid e-mail address.');
  });
});

import { describe, expect, it } from 'vitest';
import { isContractCompatible } from './remote-modules';

describe('isContractCompatible', () => {
  it('accepts the same major version and refuses another', () => {
    expect(isContractCompatible('1.4.0', '1.0.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.0.0')).toBe(false);
    expect(isContractCompatible('garbage', '1.0.0')).toBe(false);
  });
});

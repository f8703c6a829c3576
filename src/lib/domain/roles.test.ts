import { describe, expect, it } from 'vitest';
import { UsersRoleValues } from '../pb-types';
import { ALL_ROLES } from './permissions';

describe('roles', () => {
  it('are the values of users.role', () => {
    expect(ALL_ROLES).toEqual(UsersRoleValues);
  });
});

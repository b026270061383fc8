import { messagesFor } from '../../../test/utils/validation.js';
import { AdminLoginDto, LoginDto } from './credentials.dto.js';
import { ChangePasswordDto } from './password.dto.js';
import { UpdateProfileDto } from './profile.dto.js';
import { RegisterDto } from './register.dto.js';

describe('the account rules, through the validation pipe', () => {
  const registration = {
    username: 'ada',
    email: 'ada@example.com',
    password: 'correct horse',
    firstName: 'Ada',
    lastName: 'L',
  };

  it('accepts a valid body', async () => {
    expect(await messagesFor(RegisterDto, registration)).toEqual([]);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'ada@example.com' }, 'Username may not contain @'],
    [{ username: undefined }, 'Username must be at least 3 characters'],
    [{ email: 'ada' }, 'Please enter a valid email address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
  ])('says the documented message for %j', async (change, message) => {
    expect(await messagesFor(RegisterDto, { ...registration, ...change })).toEqual([message]);
  });

  it('names an unknown field instead of dropping it', async () => {
    expect(await messagesFor(RegisterDto, { ...registration, role: 'admin' })).toEqual([
      "Unknown field 'role' is not allowed",
    ]);
  });

  it.each([
    [LoginDto, { username: 'ab', password: 'x' }, ['Username must be at least 3 characters']],
    [LoginDto, { username: 'Ada@Example.com', password: 'x' }, []],
    [AdminLoginDto, { username: 'Boss@Example.com', password: 'x' }, []],
    [LoginDto, { username: 'ada', password: '' }, ['Password is required']],
    [AdminLoginDto, { username: '', password: 'x' }, ['Username is required']],
    [UpdateProfileDto, {}, []],
    [UpdateProfileDto, { firstName: '' }, ['First name is required']],
    [UpdateProfileDto, { email: 'ada@' }, ['Please enter a valid email address']],
    [
      ChangePasswordDto,
      { currentPassword: '', newPassword: 'short' },
      ['Current password is required', 'Password must be at least 8 characters'],
    ],
  ] as const)('applies the shared rules to %p %j', async (dto, value, messages) => {
    expect(await messagesFor(dto, value)).toEqual(messages);
  });
});

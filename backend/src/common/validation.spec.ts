import type { ArgumentMetadata } from '@nestjs/common';
import { AdminLoginDto, LoginDto } from '../auth/dto/credentials.dto.js';
import { ChangePasswordDto } from '../auth/dto/password.dto.js';
import { UpdateProfileDto } from '../auth/dto/profile.dto.js';
import { RegisterDto } from '../auth/dto/register.dto.js';
import { SubmitOnboardingDto } from '../onboarding/dto/submit-onboarding.dto.js';
import { ValidationFailedException } from './filters/all-exceptions.filter.js';
import { createValidationPipe } from './validation.js';

const pipe = createValidationPipe();
const bodyOf = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

async function messagesFor(metatype: ArgumentMetadata['metatype'], value: unknown): Promise<string[]> {
  try {
    await pipe.transform(value, bodyOf(metatype));
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.errors;
    throw error;
  }
  return [];
}

describe('the validation pipe', () => {
  const registration = { username: 'ada', email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'L' };

  it('accepts a valid body', async () => {
    expect(await messagesFor(RegisterDto, registration)).toEqual([]);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: undefined }, 'Username must be at least 3 characters'],
    [{ email: 'ada' }, 'Please enter a valid email address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
  ])('says the SPEC message for %j', async (change, message) => {
    expect(await messagesFor(RegisterDto, { ...registration, ...change })).toEqual([message]);
  });

  it('names an unknown field instead of dropping it', async () => {
    expect(await messagesFor(RegisterDto, { ...registration, role: 'admin' })).toEqual([
      "Unknown field 'role' is not allowed",
    ]);
  });

  it.each([
    [LoginDto, { username: 'ab', password: 'x' }, ['Username must be at least 3 characters']],
    [LoginDto, { username: 'ada', password: '' }, ['Password is required']],
    [AdminLoginDto, { username: '', password: 'x' }, ['Username is required']],
    [UpdateProfileDto, {}, []],
    [UpdateProfileDto, { firstName: '' }, ['First name is required']],
    [UpdateProfileDto, { email: 'ada@' }, ['Please enter a valid email address']],
    [ChangePasswordDto, { currentPassword: '', newPassword: 'short' }, ['Current password is required', 'Password must be at least 8 characters']],
  ] as const)('applies the shared rules to %p %j', async (dto, value, messages) => {
    expect(await messagesFor(dto, value)).toEqual(messages);
  });

  describe('onboarding answers', () => {
    const answers = {
      jobTitle: 'CEO',
      companyName: 'Acme',
      goals: ['hiring'],
      targetAudience: 'Founders',
      targetReaderTakeaway: 'Hire well',
      toneOfVoice: 'punchy',
      contentPillars: ['Hiring', '  ', 'Culture'],
      postingCadence: '3x-week',
    };

    it('drops blank content pillars', async () => {
      const value = (await pipe.transform(answers, bodyOf(SubmitOnboardingDto))) as SubmitOnboardingDto;
      expect(value.contentPillars).toEqual(['Hiring', 'Culture']);
    });

    it.each([
      [{ goals: [] }, 'Please select at least one goal'],
      [{ contentPillars: ['', ' '] }, 'Please provide at least one content pillar'],
      [{ contentPillars: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'Maximum 5 content pillars'],
      [{ toneOfVoice: 'shouty' }, 'Please select a tone of voice'],
      [{ postingCadence: undefined }, 'Please select a posting cadence'],
      [{ jobTitle: '  ' }, 'Job title is required'],
    ])('says the SPEC message for %j', async (change, message) => {
      expect(await messagesFor(SubmitOnboardingDto, { ...answers, ...change })).toEqual([message]);
    });
  });
});

import { Type } from 'class-transformer';
import { IsBoolean, IsDate, IsNumber, IsOptional } from 'class-validator';
import { messagesFor } from '../../test/utils/validation.js';
import { IsDateInYears, IsOptionalNotNull, MaxDecimalPlaces } from './validators.js';

class SettingsDto {
  @IsOptionalNotNull()
  @IsBoolean({ message: 'Auto-renewal must be true or false' })
  autoRenew?: boolean;

  /** Null clears it. */
  @IsOptional()
  @Type(() => Date)
  @IsDateInYears('Scheduled for')
  @IsDate({ message: 'Scheduled for must be a date and time' })
  scheduledFor?: Date | null;
}

describe('IsOptionalNotNull', () => {
  it('lets the field be left out', async () => {
    expect(await messagesFor(SettingsDto, {})).toEqual([]);
  });

  it("answers null with the field's own rule, where IsOptional lets it through", async () => {
    expect(await messagesFor(SettingsDto, { autoRenew: null })).toEqual([
      'Auto-renewal must be true or false',
    ]);
    expect(await messagesFor(SettingsDto, { scheduledFor: null })).toEqual([]);
  });
});

describe('IsDateInYears', () => {
  it.each(['2000-01-01T00:00:00.000Z', '2026-03-02T09:00:00Z', '2099-12-31T23:59:59.999Z'])(
    'takes %s',
    async (date) => {
      expect(await messagesFor(SettingsDto, { scheduledFor: date })).toEqual([]);
    },
  );

  it.each([
    '0000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    '-271821-04-20T00:00:00Z',
    '1999-12-31T23:59:59.999Z',
    '2100-01-01T00:00:00Z',
    0,
  ])('refuses %j, saying the years', async (date) => {
    expect(await messagesFor(SettingsDto, { scheduledFor: date })).toEqual([
      'Scheduled for must be in the years 2000 to 2099',
    ]);
  });

  it('still says "not a date" for what is none', async () => {
    expect(await messagesFor(SettingsDto, { scheduledFor: 'soon' })).toEqual([
      'Scheduled for must be a date and time',
    ]);
  });
});

class PriceDto {
  @MaxDecimalPlaces(2, { message: 'Amount must have at most 2 decimals' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Amount must be a number' })
  amount!: number;
}

describe('MaxDecimalPlaces', () => {
  it.each([0, 299, 0.07, 19.9, 99_999_999.99, 1e21])('takes %p', async (amount) => {
    expect(await messagesFor(PriceDto, { amount })).toEqual([]);
  });

  it.each([0.001, 1.005, 0.1 + 0.2, 1e-7, 1.5e-9, 5e-324])(
    'refuses %p, exponents included (where IsNumber({ maxDecimalPlaces }) throws)',
    async (amount) => {
      expect(await messagesFor(PriceDto, { amount })).toEqual(['Amount must have at most 2 decimals']);
    },
  );
});

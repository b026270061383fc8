import { Type } from 'class-transformer';
import { IsBoolean, IsDate, IsNumber, IsOptional } from 'class-validator';
import { bodyOf, messagesFor, pipe } from '../../test/utils/validation.js';
import { IsDateInYears, IsOptionalNotNull, IsRealDate, MaxDecimalPlaces } from './validators.js';

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

class RealDatesDto {
  @IsOptionalNotNull()
  @IsRealDate('Renewal date', 'date-time', 'Renewal date must be a date')
  renewalDate?: Date;

  @IsOptionalNotNull()
  @IsRealDate('Recorded on', 'date', 'Recorded on must be a date written YYYY-MM-DD')
  recordedOn?: string;
}

describe('IsRealDate', () => {
  const IMPOSSIBLE = ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-06-00'];

  it.each([
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2026-02-28', '2026-02-28T00:00:00.000Z'],
    ['2000-02-29T12:00:00Z', '2000-02-29T12:00:00.000Z'],
    ['2026-04-30T23:30:00-05:00', '2026-05-01T04:30:00.000Z'],
    ['2026-03-01T00:30:00+02:00', '2026-02-28T22:30:00.000Z'],
    ['2026-12-31T23:59:59.999Z', '2026-12-31T23:59:59.999Z'],
  ])('reads %s, a day the calendar has (as written, its offset aside), as %s', async (text, instant) => {
    const dto = (await pipe.transform({ renewalDate: text }, bodyOf(RealDatesDto))) as RealDatesDto;
    expect(dto.renewalDate).toEqual(new Date(instant));
  });

  it.each(
    IMPOSSIBLE.flatMap((day) => [
      day,
      `${day}T09:00:00Z`,
      `${day}T09:00:00.000+02:00`,
      `${day}T23:00:00-05:00`,
    ]),
  )('refuses %s as no real date, naming the field, where JavaScript rolls it over', async (text) => {
    expect(await messagesFor(RealDatesDto, { renewalDate: text })).toEqual([
      'Renewal date must be a real date',
    ]);
  });

  it.each(['soon', '03/02/2026', 'Feb 28 2026', '2026-2-28', ' 2026-02-28', '2026-02-28T25:00:00Z', true])(
    'says %j is no date at all',
    async (value) => {
      expect(await messagesFor(RealDatesDto, { renewalDate: value })).toEqual([
        'Renewal date must be a date',
      ]);
    },
  );

  it('still says the years for a real day outside them', async () => {
    expect(await messagesFor(RealDatesDto, { renewalDate: '1999-12-31T00:00:00Z' })).toEqual([
      'Renewal date must be in the years 2000 to 2099',
    ]);
    expect(await messagesFor(RealDatesDto, { recordedOn: '1999-12-31' })).toEqual([
      'Recorded on must be in the years 2000 to 2099',
    ]);
  });

  it('takes a real day written YYYY-MM-DD as text, leap days included', async () => {
    const dto = (await pipe.transform({ recordedOn: '2024-02-29' }, bodyOf(RealDatesDto))) as RealDatesDto;
    expect(dto.recordedOn).toBe('2024-02-29');
  });

  it.each(IMPOSSIBLE)('refuses the day %s, naming the field', async (day) => {
    expect(await messagesFor(RealDatesDto, { recordedOn: day })).toEqual(['Recorded on must be a real date']);
  });

  it.each(['2026-02-28T00:00:00Z', '2026-2-28', '20260228', '', 20260228])(
    'says %j is not a day written YYYY-MM-DD',
    async (value) => {
      expect(await messagesFor(RealDatesDto, { recordedOn: value })).toEqual([
        'Recorded on must be a date written YYYY-MM-DD',
      ]);
    },
  );
});

import { Type } from 'class-transformer';
import { IsString, MinLength, ValidateNested } from 'class-validator';
import { messagesFor, validateBody } from '../../test/utils/validation.js';
import { Trim } from './transforms.js';

// The pipe's own behaviour, on a DTO of its own; each module's specs check its DTOs' SPEC messages.
class AddressDto {
  @IsString({ message: 'City is required' })
  city!: string;
}

class SampleDto {
  @Trim()
  @MinLength(3, { message: 'Name must be at least 3 characters' })
  @IsString({ message: 'Name is required' })
  name!: string;

  @ValidateNested()
  @Type(() => AddressDto)
  address!: AddressDto;
}

describe('the validation pipe', () => {
  const sample = { name: 'Ada', address: { city: 'London' } };

  it('accepts a valid body and hands on the transformed instance', async () => {
    const value = await validateBody(SampleDto, { ...sample, name: '  Ada  ' });
    expect(value).toBeInstanceOf(SampleDto);
    expect(value).toEqual({ name: 'Ada', address: { city: 'London' } });
  });

  it('says only the first failed rule of each field', async () => {
    expect(await messagesFor(SampleDto, { ...sample, name: 42 })).toEqual(['Name is required']);
    expect(await messagesFor(SampleDto, { ...sample, name: ' ab ' })).toEqual([
      'Name must be at least 3 characters',
    ]);
  });

  it('says the messages of nested fields too', async () => {
    expect(await messagesFor(SampleDto, { name: 'ab', address: {} })).toEqual([
      'Name must be at least 3 characters',
      'City is required',
    ]);
  });

  it('names an unknown field instead of dropping it, nested ones by their path', async () => {
    expect(await messagesFor(SampleDto, { ...sample, role: 'admin' })).toEqual([
      "Unknown field 'role' is not allowed",
    ]);
    expect(await messagesFor(SampleDto, { ...sample, address: { city: 'London', zip: 'N1' } })).toEqual([
      "Unknown field 'address.zip' is not allowed",
    ]);
  });
});

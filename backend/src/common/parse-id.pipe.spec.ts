import { BadRequestException } from '@nestjs/common';
import { MAX_ID, ParseIdPipe, parseId } from './parse-id.pipe.js';

describe('ids', () => {
  it('are read from plain digits, 1 to 2147483647', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    expect(parseId(7)).toBe(7);
  });

  it.each([
    '0x10',
    '+1',
    '01',
    ' 1',
    '1 ',
    '1e3',
    '1.0',
    '0',
    '-1',
    '',
    '2147483648',
    '99999999999',
    'abc',
    '١',
  ])('are not read from %j', (text) => expect(parseId(text)).toBeUndefined());

  it.each([0, -1, 1.5, MAX_ID + 1, Number.NaN, Infinity, null, undefined, true, [1]])(
    'are not the value %j',
    (value) => expect(parseId(value)).toBeUndefined(),
  );

  it('in a path: the pipe answers a 400 naming the parameter and the rule', () => {
    const pipe = new ParseIdPipe();
    expect(pipe.transform('12', { type: 'param', data: 'id' })).toBe(12);
    expect(() => pipe.transform('012', { type: 'param', data: 'id' })).toThrow(
      new BadRequestException('The id must be a whole number from 1 to 2147483647'),
    );
  });
});

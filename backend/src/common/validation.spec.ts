import { IsString, MinLength } from 'class-validator';
import { bodyOf, messagesFor, pipe } from '../../test/utils/validation.js';
import { Trim } from './transforms.js';
import { inputProblems, MAX_INPUT_DEPTH, TOO_DEEP } from './validation.js';

class NoteDto {
  @Trim()
  @MinLength(3, { message: 'Note must be at least 3 characters' })
  @IsString({ message: 'Note must be at least 3 characters' })
  note!: string;
}

describe('the validation pipe', () => {
  it('accepts a valid body, transformed', async () => {
    expect(await messagesFor(NoteDto, { note: 'hello' })).toEqual([]);
    expect(await pipe.transform({ note: '  hello ' }, bodyOf(NoteDto))).toEqual({ note: 'hello' });
  });

  it("says the rule's message", async () => {
    expect(await messagesFor(NoteDto, { note: ' a ' })).toEqual(['Note must be at least 3 characters']);
    expect(await messagesFor(NoteDto, {})).toEqual(['Note must be at least 3 characters']);
  });

  it('names an unknown field instead of dropping it', async () => {
    expect(await messagesFor(NoteDto, { note: 'hello', role: 'admin' })).toEqual([
      "Unknown field 'role' is not allowed",
    ]);
  });
});

describe('the input rules every body, query and path value meets', () => {
  it('refuses NUL and the other C0 control characters, naming the field by its path', () => {
    expect(inputProblems({ name: 'Ada\u0000' })).toEqual(['name must not contain control characters']);
    expect(inputProblems({ goals: ['ok', 'b\u001b'] })).toEqual([
      'goals.1 must not contain control characters',
    ]);
    expect(inputProblems({ a: '\u0001', b: '\u0008', c: '\u000b', d: '\u000c', e: '\u001f' })).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((field) => `${field} must not contain control characters`),
    );
    expect(inputProblems('1\u0000', 'id')).toEqual(['id must not contain control characters']);
  });

  it('refuses a lone UTF-16 surrogate, which is no character (the email rule threw on it)', () => {
    expect(inputProblems({ email: 'a\udfffb@example.com' })).toEqual([
      'email must not contain broken characters',
    ]);
    expect(inputProblems({ name: 'high \ud83d alone' })).toEqual(['name must not contain broken characters']);
    expect(inputProblems({ name: 'a pair \ud83d\ude00 is an emoji' })).toEqual([]);
  });

  it('lets tabs and line breaks through, and every other character', () => {
    expect(inputProblems({ content: 'one\ttwo\r\nthree\n', name: 'Zoë ✓ \u007f\u200b' })).toEqual([]);
    expect(inputProblems({ amount: 1, ok: true, none: null, list: [1, 'a'] })).toEqual([]);
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH}, even thousands of levels down, without recursion`, () => {
    const nested = (levels: number) => {
      let value: unknown = 'leaf';
      for (let level = 0; level < levels; level++) value = level % 2 ? { a: value } : [value];
      return value;
    };
    expect(inputProblems(nested(MAX_INPUT_DEPTH))).toEqual([]);
    expect(inputProblems(nested(MAX_INPUT_DEPTH + 1))).toEqual([TOO_DEEP]);
    expect(inputProblems(nested(100_000))).toEqual([TOO_DEEP]);
  });

  it('answers them through the pipe as one validation error, before any DTO rule', async () => {
    expect(await messagesFor(NoteDto, { note: 'a\u0000' })).toEqual([
      'note must not contain control characters',
    ]);
    await expect(pipe.transform('a\u0000', { type: 'query', data: 'search' })).rejects.toThrow(
      'search must not contain control characters',
    );
  });

  it('leaves path values as text, for their own pipe to read strictly', async () => {
    expect(await pipe.transform('01', { type: 'param', data: 'id', metatype: Number })).toBe('01');
  });
});

import { IsString, MinLength } from 'class-validator';
import { bodyOf, messagesFor, pipe } from '../../test/utils/validation.js';
import { Trim } from './transforms.js';

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

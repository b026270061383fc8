import { messagesFor } from '../../../test/utils/validation.js';
import { CreateLeadDto } from './create-lead.dto.js';

const MESSAGE = 'Please enter a valid LinkedIn URL';
const lead = { name: 'Ada Lovelace', email: 'ada@example.com', industry: 'tech' };

describe("the lead form's LinkedIn profile", () => {
  it.each([
    ['another site', 'https://evil.example/in/ada'],
    ['plain http', 'http://www.linkedin.com/in/ada'],
    ['a look-alike host', 'https://linkedin.com.evil.example/in/ada'],
    ['credentials', 'https://ada:secret@www.linkedin.com/in/ada'],
  ])('refuses %s with the LinkedIn address message', async (_name, linkedin) => {
    expect(await messagesFor(CreateLeadDto, { ...lead, linkedin })).toEqual([MESSAGE]);
  });

  it.each([
    'https://www.linkedin.com/in/ada',
    'https://uk.linkedin.com/in/ada',
    ' https://linkedin.com/in/ada ',
  ])('accepts %s', async (linkedin) => {
    expect(await messagesFor(CreateLeadDto, { ...lead, linkedin })).toEqual([]);
  });
});

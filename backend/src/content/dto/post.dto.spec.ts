import { messagesFor } from '../../../test/utils/validation.js';
import { ChangePostStatusDto } from './admin-post.dto.js';
import { PublishPostDto } from './post.dto.js';

const MESSAGE = 'Please enter a valid LinkedIn URL';

describe("a published post's LinkedIn address, from the client or the admin", () => {
  it.each([
    ['another site', 'https://evil.example/posts/1'],
    ['plain http', 'http://www.linkedin.com/posts/1'],
    ['a look-alike host', 'https://linkedin.com.evil.example/posts/1'],
    ['the host as credentials', 'https://www.linkedin.com@evil.example/posts/1'],
  ])('refuses %s with the LinkedIn address message', async (_name, publishedUrl) => {
    expect(await messagesFor(PublishPostDto, { publishedUrl })).toEqual([MESSAGE]);
    expect(await messagesFor(ChangePostStatusDto, { status: 'published', publishedUrl })).toEqual([MESSAGE]);
  });

  it.each(['https://www.linkedin.com/posts/1', 'https://uk.linkedin.com/posts/1'])(
    'accepts %s',
    async (publishedUrl) => {
      expect(await messagesFor(PublishPostDto, { publishedUrl })).toEqual([]);
      expect(await messagesFor(ChangePostStatusDto, { status: 'published', publishedUrl })).toEqual([]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { commonChunks } from './app-chunks';

describe('commonChunks', () => {
  it("names the files of the common group's chunks, for index.html to preload", () => {
    const bundle = {
      'assets/index-a1.js': { type: 'chunk', name: 'index' },
      'assets/common-b2.js': { type: 'chunk', name: 'common' },
      'assets/dashboard-page-c3.js': { type: 'chunk', name: 'dashboard-page' },
      'assets/common-d4.css': { type: 'asset', name: 'common' },
    };
    expect(commonChunks(bundle)).toEqual(['assets/common-b2.js']);
  });
});

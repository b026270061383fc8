import { describe, expect, it } from 'vitest';
import {
  asksToConfirm,
  countProblem,
  fieldOf,
  parsePaste,
  readCount,
  rowProblem,
  today,
} from './snapshot-form';

const posts = [
  { postId: 7, title: 'What losing a client taught me' },
  { postId: 9, title: 'Hiring is a system, not a hunch' },
];

describe('the numbers form', () => {
  it('reads counts as LinkedIn shows them, and names what is wrong', () => {
    expect(countProblem('Impressions', '1,200')).toBeNull();
    expect(readCount('1,200')).toBe(1200);
    expect(countProblem('Impressions', '')).toBe('Impressions is required');
    expect(countProblem('Reactions', '-3')).toBe('Reactions must be a whole number of 0 or more');
    expect(countProblem('Comments', '2.5')).toBe('Comments must be a whole number of 0 or more');
    expect(countProblem('Reposts', '2147483648')).toBe('Reposts must be at most 2,147,483,647');
  });

  it('gives today as the reader’s own day', () => {
    expect(today(new Date(2026, 10, 5, 23, 30))).toBe('2026-11-05');
  });

  it('tells the fewer-impressions refusal from the others', () => {
    const message =
      'Impressions are fewer than the 1,200 recorded on Nov 20, 2026: confirm to keep them anyway';
    expect(asksToConfirm(409, message)).toBe(true);
    expect(asksToConfirm(409, 'Numbers can be recorded for published posts only')).toBe(false);
    expect(asksToConfirm(400, message)).toBe(false);
  });

  it('puts a server message under its field, and a bulk one on its row', () => {
    expect(fieldOf('Recorded on cannot be in the future')).toBe('recordedOn');
    expect(fieldOf('Reposts must be at most 2,147,483,647')).toBe('reposts');
    expect(rowProblem('rows.2.impressions: Impressions must be a whole number of 0 or more')).toEqual({
      row: 2,
      text: 'Impressions must be a whole number of 0 or more',
    });
    expect(rowProblem('At most 200 rows can be saved at once')).toBeNull();
  });
});

describe('pasting from a spreadsheet', () => {
  it('fills the table’s posts in order from rows of four numbers', () => {
    const { filled, unmatched } = parsePaste('1200\t38\t9\t2\r\n800\t20\t4\t1\n', posts);
    expect(filled.get(7)).toEqual({ impressions: '1200', reactions: '38', comments: '9', reposts: '2' });
    expect(filled.get(9)).toEqual({ impressions: '800', reactions: '20', comments: '4', reposts: '1' });
    expect(unmatched).toEqual([]);
  });

  it('matches rows led by a title to the post of that title, and lists those it cannot place', () => {
    const { filled, unmatched } = parsePaste(
      'hiring is a system, not a hunch\t800\t20\t4\t1\nA post we never wrote\t1\t1\t1\t1',
      posts,
    );
    expect([...filled.keys()]).toEqual([9]);
    expect(unmatched).toEqual(['A post we never wrote']);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { drawnPdf, image, manyImages } from '../../test/media-data';
import { renderWithProviders } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { LinkedInMedia } from './linkedin-media';

/** Renders the media and waits for its grid or carousel, which load lazily. */
async function renderMedia(props: Parameters<typeof LinkedInMedia>[0]) {
  const rendered = renderWithProviders(<LinkedInMedia {...props} />);
  await waitFor(() => expect(screen.getByTestId('linkedin-media').querySelector('[aria-busy]')).toBeNull());
  return rendered;
}

const tiles = () => screen.getAllByTestId('media-tile');
/** The tiles' rows: how many tiles each shows. */
const rowSizes = () =>
  [...screen.getByRole('group').children].map(
    (row) => row.querySelectorAll('[data-testid="media-tile"]').length,
  );

describe('LinkedInMedia: images in the feed grid', () => {
  it('shows one image alone, lazily, at its own size, with its alt text', async () => {
    await renderMedia({ media: manyImages(1) });
    const image = screen.getByRole('img', { name: 'Photo 1' });
    expect(image).toHaveAttribute('src', '/api/admin/content/1/media/1/preview');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(rowSizes()).toEqual([1]);
  });

  it.each([
    [2, [2]],
    [3, [1, 2]],
    [4, [1, 3]],
    [5, [2, 3]],
  ])('lays %i images out in rows of %j, nothing more to say', async (count, rows) => {
    await renderMedia({ media: manyImages(count) });
    expect(rowSizes()).toEqual(rows);
    expect(tiles()).toHaveLength(count);
    expect(screen.getByRole('group', { name: `${count} images` })).toBeInTheDocument();
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(
      Array.from({ length: count }, (_, index) => `Photo ${index + 1}`),
    );
  });

  it('shows five of seven images, the fifth saying "+2" more', async () => {
    await renderMedia({ media: manyImages(7) });
    expect(rowSizes()).toEqual([2, 3]);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.queryByRole('img', { name: 'Photo 6' })).not.toBeInTheDocument();
    expect(tiles()[4]).toHaveTextContent('+2 more images');
    expect(tiles()[3]).not.toHaveTextContent('+');
  });

  it('names an image without alt text by where it stands, and marks it for the team only when asked', async () => {
    const media = { ...manyImages(2), items: [image(1), image(2, { altText: ' ' })] };
    const { unmount } = await renderMedia({ media: media });
    expect(screen.getByRole('img', { name: 'Image 2 of 2' })).toBeInTheDocument();
    expect(screen.queryByText('No alt text')).not.toBeInTheDocument();
    unmount();
    await renderMedia({ media: media, markMissingAlt: true });
    expect(screen.getAllByText('No alt text')).toHaveLength(1);
    expect(tiles()[1]).toHaveTextContent('No alt text');
  });

  it('shows nothing for a text-only post', () => {
    renderWithProviders(<LinkedInMedia media={null} />);
    expect(screen.queryByTestId('linkedin-media')).not.toBeInTheDocument();
  });
});

describe('LinkedInMedia: the lightbox', () => {
  it('opens at the image pressed and pages with the arrows, the buttons and a swipe', async () => {
    const user = userEvent.setup({ delay: null });
    await renderMedia({ media: manyImages(3) });
    await user.click(screen.getByRole('button', { name: 'Photo 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Image 2 of 3');
    expect(within(dialog).getByRole('img', { name: 'Photo 2' })).toHaveAttribute(
      'src',
      '/api/admin/content/1/media/2/preview',
    );

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Image 3 of 3');
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Image 3 of 3');

    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Image 1 of 3');

    // A finger moving left turns to the next image; a short move does nothing.
    const picture = within(dialog).getByRole('img', { name: 'Photo 1' });
    fireEvent.pointerDown(picture, { clientX: 300 });
    fireEvent.pointerUp(picture, { clientX: 200 });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Image 2 of 3');
    fireEvent.pointerDown(picture, { clientX: 200 });
    fireEvent.pointerUp(picture, { clientX: 190 });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Image 2 of 3');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens with Enter on a focused image and pages through all seven, beyond the grid', async () => {
    const user = userEvent.setup({ delay: null });
    await renderMedia({ media: manyImages(7) });
    tiles()[4].focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Image 5 of 7');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Photo 7' })).toBeInTheDocument();
  });

  it('opens with Space too', async () => {
    const user = userEvent.setup({ delay: null });
    await renderMedia({ media: manyImages(2) });
    tiles()[0].focus();
    await user.keyboard(' ');
    expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent('Image 1 of 2');
  });
});

describe('LinkedInMedia: a document carousel', () => {
  const status = () => screen.getByRole('status');

  it('shows the title, the page count and each page drawn, turned by the keyboard and the buttons', async () => {
    const user = userEvent.setup({ delay: null });
    await renderMedia({ media: drawnPdf(3) });
    const carousel = screen.getByRole('region', { name: 'Five hiring mistakes' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByText('3 pages')).toBeInTheDocument();
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3']);
    expect(status()).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

    const pages = screen.getByRole('list', { name: 'Five hiring mistakes, pages' });
    pages.focus();
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent('Page 2 of 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(status()).toHaveTextContent('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('Page 2 of 3');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(status()).toHaveTextContent('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(status()).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
    // The row scrolls to the page shown: a slide is the row's width (none in jsdom, so given here).
    Object.defineProperty(pages, 'clientWidth', { value: 300 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pages.scrollLeft).toBe(600);
  });

  it('keeps the focus on Next when it reaches the last page, which then says it is the end and does nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderMedia({ media: drawnPdf(2) });
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Page 2 of 2');
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard(' ');
    expect(status()).toHaveTextContent('Page 2 of 2');
    expect(next).toHaveFocus();
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('glides to a page, at once for reduced motion (%s)', async (reducedMotion, behavior) => {
    stubScreenWidth(360, { reducedMotion });
    const scrollTo = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollTo', { value: scrollTo, configurable: true });
    try {
      const user = userEvent.setup({ delay: null });
      await renderMedia({ media: drawnPdf(3) });
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior });
    } finally {
      delete (Element.prototype as { scrollTo?: unknown }).scrollTo;
    }
  });

  it('follows a swipe: the slide the row snapped to is the page it says', async () => {
    await renderMedia({ media: drawnPdf(3) });
    const pages = screen.getByRole('list', { name: /pages$/ });
    Object.defineProperty(pages, 'clientWidth', { value: 300 });
    pages.scrollLeft = 600;
    fireEvent.scroll(pages);
    expect(status()).toHaveTextContent('Page 3 of 3');
  });

  it('ends with "+K more pages in the PDF" and its download when not every page was drawn', async () => {
    const user = userEvent.setup({ delay: null });
    await renderMedia({ media: drawnPdf(40, 2) });
    expect(screen.getByText('40 pages')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    screen.getByRole('list', { name: /pages$/ }).focus();
    await user.keyboard('{End}');
    expect(status()).toHaveTextContent('+38 more pages in the PDF');
    const slide = screen.getAllByRole('listitem')[2];
    expect(slide).toHaveTextContent('+38 more pages in the PDF');
    expect(within(slide).getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      '/api/admin/content/1/media/40/original',
    );
    await user.keyboard('{Home}');
    expect(status()).toHaveTextContent('Page 1 of 40');
  });

  it('has no extra slide when every page was drawn, and falls back to the file name without a title', async () => {
    await renderMedia({ media: drawnPdf(1, 1, null) });
    expect(screen.getByRole('region', { name: 'deck-40.pdf' })).toBeInTheDocument();
    expect(screen.getByText('1 page')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/more pages? in the PDF/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });
});

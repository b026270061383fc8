import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('may wrap only before the "@" and each dot', () => {
    const { container } = render(<EmailAddress email="ada.lovelace@analytical-engines.example" />);
    expect(container.innerHTML).toBe('ada<wbr>.lovelace<wbr>@analytical-engines<wbr>.example');
    expect(container).toHaveTextContent('ada.lovelace@analytical-engines.example');
  });
});

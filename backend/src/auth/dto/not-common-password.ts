import { ValidateBy } from 'class-validator';
import { isCommonPassword } from '../../common/passwords.js';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common one.';

/** Refuses a password found in the common-passwords list. */
export const NotCommonPassword = () =>
  ValidateBy({
    name: 'notCommonPassword',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
      defaultMessage: () => COMMON_PASSWORD_MESSAGE,
    },
  });

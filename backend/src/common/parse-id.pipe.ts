import { BadRequestException, ParseIntPipe } from '@nestjs/common';

/** Path ids are positive whole numbers; anything else is a 400 that says so. */
export class ParseIdPipe extends ParseIntPipe {
  constructor() {
    super({ exceptionFactory: () => new BadRequestException('The id must be a whole number') });
  }

  override async transform(
    value: string,
    metadata: Parameters<ParseIntPipe['transform']>[1],
  ): Promise<number> {
    const id = await super.transform(value, metadata);
    if (typeof id !== 'number' || id < 1 || id > 2_147_483_647)
      throw new BadRequestException('The id must be a whole number');
    return id;
  }
}

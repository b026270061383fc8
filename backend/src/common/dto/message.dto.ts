/** A plain acknowledgement. */
export class MessageDto {
  message!: string;
}

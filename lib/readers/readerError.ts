// The one error a reader throws: the input is not a question at all (an answer, a comment, an API error
// object, an empty record). Malformed HTML or markdown never throws; it is read as well as it can be.

export class ReaderError extends Error {
  override readonly name = 'ReaderError';

  constructor(message: string) {
    super(message);
  }
}

// A request or command the studio refuses, with the HTTP status it answers and a sentence a staff
// member can act on. The HTTP server sends it as `{ error }`; the commands print it.
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Anything more the browser side shows with the sentence (the check's problems, both values of a conflict). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

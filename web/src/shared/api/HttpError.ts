// The error every failed call throws (spec accounts-platform 8 "HTTP error").
export class HttpError<T = unknown> extends Error {
  /** HTTP status, or 0 for network failures and aborts. */
  readonly code: number;
  readonly data: T | null;
  readonly response: Response | null;
  readonly date: Date;
  readonly isCancelled: boolean;

  constructor(
    code: number,
    data: T | null,
    response: Response | null,
    options: { cancelled?: boolean; cause?: unknown } = {},
  ) {
    const text =
      response?.statusText || (options.cancelled ? 'Cancelled' : code === 0 ? 'Network error' : 'HTTP error');
    super(
      data === null || data === undefined ? text : `${text} ${typeof data === 'string' ? data : JSON.stringify(data)}`,
      {
        cause: options.cause,
      },
    );
    this.name = 'HttpError';
    this.code = code;
    this.data = data;
    this.response = response;
    this.date = new Date();
    this.isCancelled = options.cancelled ?? false;
  }
}

/** Body of the server's JSON errors. */
export interface ApiErrorBody {
  errorCode: string;
  message: string;
  details?: unknown;
}

/** What every failed call rejects with: the message to show, the HTTP status (or '000', 'timeout', 'network'). */
export class ApiError extends Error {
  readonly status: number | '000' | 'timeout' | 'network';
  readonly body: unknown;

  constructor(message: string, status: ApiError['status'], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * A stand-in for POST /api/upload in console unit tests: uploads go through XMLHttpRequest (for
 * their progress), which this replaces. Every upload is recorded as the server would see it.
 */
export interface UploadCall {
  url: string;
  headers: Record<string, string>;
  /** The multipart fields: `file` (a File) and `cateid` when sent. */
  fields: Record<string, FormDataEntryValue>;
}

export interface UploadReply {
  status?: number;
  /** Sent as JSON; a string is sent as it is (an HTML error page). */
  body?: unknown;
  /** Fractions reported as the bytes go out, before the answer. */
  progress?: number[];
}

/** The answer of a stored upload, as files-api gives it. */
export const uploaded = (path: string, extra: Record<string, unknown> = {}): UploadReply => ({
  body: { code: 0, data: path, msg: 'upload successful', extra: { id: `f-${path}`, thumb: null, ...extra } },
});

export function fakeUploads(handler: (call: UploadCall) => UploadReply | Promise<UploadReply>): UploadCall[] {
  const calls: UploadCall[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = '';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private done = false;

    open(_method: string, url: string): void {
      this.url = url;
    }
    setRequestHeader(name: string, value: string): void {
      this.headers[name] = value;
    }
    abort(): void {
      if (this.done) return;
      this.done = true;
      this.onabort?.();
    }
    send(body: FormData): void {
      const call: UploadCall = {
        url: this.url,
        headers: { ...this.headers },
        fields: Object.fromEntries(body.entries()),
      };
      calls.push(call);
      void Promise.resolve(handler(call)).then(({ status = 200, body: answer, progress = [] }) => {
        if (this.done) return;
        for (const loaded of progress) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1 } as ProgressEvent);
        }
        this.done = true;
        this.status = status;
        this.responseText = typeof answer === 'string' ? answer : JSON.stringify(answer ?? null);
        this.onload?.();
      });
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return calls;
}

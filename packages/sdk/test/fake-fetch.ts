/** A fetch that answers from a list of canned replies and records every request (nothing is mocked). */
export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: string | FormData | null;
}

export type Reply =
  | { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> }
  | Error;

export function fakeFetch(...replies: Reply[]) {
  const requests: Recorded[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const type = request.headers.get('content-type') ?? '';
    const body = request.body
      ? type.startsWith('multipart/form-data')
        ? await request.formData()
        : await request.text()
      : null;
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
    const reply = replies.shift() ?? { status: 200, body: { error: false, msg: '', data: null } };
    if (reply instanceof Error) throw reply;
    const text = reply.raw ?? JSON.stringify(reply.body ?? null);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

// Reading a request body as an attacker may send it: bounded in size (never buffered beyond the limit) and
// strictly UTF-8 (no silent replacement characters).

export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413; error: string };
export type BytesResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 413; error: string };

/** Whether the request says (Content-Length) that its body is bigger than `maxBytes`: refused before any byte is read. */
export function declaredLarger(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length'));
  return Number.isFinite(declared) && declared > maxBytes;
}

/** The body's bytes (a multipart form may carry a file), refused past `maxBytes`. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BytesResult> {
  if (declaredLarger(request, maxBytes)) return { ok: false, status: 413, error: `Body larger than ${maxBytes} bytes` };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Not awaited: on a tee'd (cloned) body the promise waits for the other branch to be cancelled too.
        reader.cancel().catch(() => undefined);
        return { ok: false, status: 413, error: `Body larger than ${maxBytes} bytes` };
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export async function readTextBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const body = await readBodyBytes(request, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body.bytes) };
  } catch {
    return { ok: false, status: 400, error: 'Body is not valid UTF-8' };
  }
}

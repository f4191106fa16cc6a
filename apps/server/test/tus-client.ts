// Speaks the tus 1.0 protocol with fetch, so tests control every request (and can cut one short).

const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export class TusClient {
  readonly base: string;
  readonly headers: Record<string, string>;

  constructor(base: string, auth: { cookie?: string; bearer?: string } = {}) {
    this.base = base;
    this.headers = {
      'tus-resumable': '1.0.0',
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : {}),
    };
  }

  /** POST /api/uploads/: the response, and the absolute upload URL when created. */
  async create(size: number, fileName: string, extra: Record<string, string> = {}) {
    const response = await fetch(`${this.base}/api/uploads/`, {
      method: 'POST',
      headers: {
        ...this.headers,
        'upload-length': String(size),
        'upload-metadata': encodeMetadata({
          filename: fileName,
          originalName: fileName,
          filetype: 'application/octet-stream',
          uploadTime: new Date().toISOString(),
        }),
        ...extra,
      },
    });
    const location = response.headers.get('location');
    return { response, url: location ? new URL(location, this.base).toString() : undefined };
  }

  patch(url: string, offset: number, bytes: Uint8Array, signal?: AbortSignal) {
    return fetch(url, {
      method: 'PATCH',
      headers: {
        ...this.headers,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes,
      signal,
    });
  }

  head(url: string) {
    return fetch(url, { method: 'HEAD', headers: this.headers });
  }

  remove(url: string) {
    return fetch(url, { method: 'DELETE', headers: this.headers });
  }

  /** Creates and sends the whole file in one PATCH; returns the upload id and the last response. */
  async upload(bytes: Uint8Array, fileName: string) {
    const created = await this.create(bytes.byteLength, fileName);
    if (created.response.status !== 201 || !created.url)
      throw new Error(`create failed ${created.response.status}: ${await created.response.text()}`);
    const response = await this.patch(created.url, 0, bytes);
    return { id: created.url.split('/').pop() as string, url: created.url, response };
  }
}

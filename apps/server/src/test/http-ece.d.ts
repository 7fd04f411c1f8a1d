// The part of http_ece (Encrypted Content-Encoding for HTTP, RFC 8188) the test push service uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface Parameters {
    version: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    dh?: string | Buffer;
    authSecret?: string | Buffer;
  }
  const ece: { decrypt(buffer: Buffer, params: Parameters): Buffer };
  export default ece;
}

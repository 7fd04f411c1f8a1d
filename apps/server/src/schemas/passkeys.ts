// What a browser sends and receives for passkeys (WebAuthn, docs/api.md#passkeys), as JSON.
import { Type } from 'typebox';

const Base64Url = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]*={0,2}$' });

/** What `navigator.credentials.create()` gives, as JSON (the browser package's `startRegistration`). */
export const RegistrationCredential = Type.Object(
  {
    id: Base64Url(1024),
    rawId: Base64Url(1024),
    type: Type.Literal('public-key'),
    response: Type.Object({
      clientDataJSON: Base64Url(8192),
      attestationObject: Base64Url(16384),
      transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 })),
    }),
    clientExtensionResults: Type.Optional(Type.Object({})),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { title: 'PasskeyRegistration' },
);

/** What `navigator.credentials.get()` gives, as JSON (the browser package's `startAuthentication`). */
export const AuthenticationCredential = Type.Object(
  {
    id: Base64Url(1024),
    rawId: Base64Url(1024),
    type: Type.Literal('public-key'),
    response: Type.Object({
      clientDataJSON: Base64Url(8192),
      authenticatorData: Base64Url(8192),
      signature: Base64Url(2048),
      userHandle: Type.Optional(Base64Url(256)),
    }),
    clientExtensionResults: Type.Optional(Type.Object({})),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { title: 'PasskeyAssertion' },
);

/** WebAuthn options for the browser, as the server library writes them. */
export const WebAuthnOptions = Type.Object({}, { additionalProperties: true, title: 'WebAuthnOptions' });

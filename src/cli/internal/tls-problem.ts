// A TLS certificate this machine refuses, by Node's code for it: the service is there, so
// "check that it is running" would send the operator the wrong way. What to do depends on why:
// a CA of one's own organisation is trusted with NODE_EXTRA_CA_CERTS, an expired certificate is
// renewed, a certificate for another name is called by that name.

/** Why a certificate was refused, and what to do about it. */
export interface TlsProblem {
  readonly cause: string;
  readonly hint: string;
}

const TRUST =
  "if it is your organisation's CA, trust it with NODE_EXTRA_CA_CERTS=/path/to/ca.pem; else correct --base-url";

const PROBLEMS: Readonly<Record<string, TlsProblem>> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: { cause: "its TLS certificate is self-signed", hint: TRUST },
  SELF_SIGNED_CERT_IN_CHAIN: {
    cause: "its TLS certificate chain ends in a CA this machine does not trust",
    hint: TRUST,
  },
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: {
    cause: "its TLS certificate's issuer is not trusted here",
    hint: TRUST,
  },
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: {
    cause: "its TLS certificate's issuer is not trusted here",
    hint: TRUST,
  },
  CERT_HAS_EXPIRED: {
    cause: "its TLS certificate has expired",
    hint: "renew the service's certificate",
  },
  CERT_NOT_YET_VALID: {
    cause: "its TLS certificate is not valid yet",
    hint: "check the clocks of the service and of this machine",
  },
  ERR_TLS_CERT_ALTNAME_INVALID: {
    cause: "its TLS certificate is for another host name",
    hint: "call it in --base-url by a name its certificate holds",
  },
};

/** The certificate problem a network error's `code` names, with its code; undefined for none. */
export function tlsProblem(code: string | undefined): TlsProblem | undefined {
  const problem = code === undefined ? undefined : PROBLEMS[code];
  return problem && { cause: `${problem.cause}, ${code}`, hint: problem.hint };
}

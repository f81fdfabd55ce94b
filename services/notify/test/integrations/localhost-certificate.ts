// A self-signed certificate for the name localhost only (no IP), valid until 2126, so the https tests
// can check that the certificate is verified against the URL's name while the connection goes to the vetted address.
// Test material: it protects nothing.
export const localhostCertificate = `-----BEGIN CERTIFICATE-----
MIIBlDCCATugAwIBAgIUe90ZZkP+xAE0QrjRQBk8olTMXzQwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNzE5MTEyMloYDzIxMjYxMTAz
MTkxMTIyWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQnJXyBRTpfgss54VGL+TfwKJYIf/O/8wrQGR4YP5BT/R+hAVjj63Ri
UaJiTBaGwHHvmYZ1dmQMBQSSYeiJcD8Ko2kwZzAdBgNVHQ4EFgQUAGngvPhlbm3+
BAt1nJwh2VuLs/QwHwYDVR0jBBgwFoAUAGngvPhlbm3+BAt1nJwh2VuLs/QwDwYD
VR0TAQH/BAUwAwEB/zAUBgNVHREEDTALgglsb2NhbGhvc3QwCgYIKoZIzj0EAwID
RwAwRAIgTsFhaNmxToyPKO6JozZER+EMNCzWZ2HZ1sclwsIWGqECIHLYHdabjByq
o97oPUSqUeiqvwKIFVwCG6jkVKxUDyrx
-----END CERTIFICATE-----
`;
export const localhostPrivateKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgqibVJWoiooJNOQs4
xnZKVoUNJXyfOApbgAvgPywIQRKhRANCAAQnJXyBRTpfgss54VGL+TfwKJYIf/O/
8wrQGR4YP5BT/R+hAVjj63RiUaJiTBaGwHHvmYZ1dmQMBQSSYeiJcD8K
-----END PRIVATE KEY-----
`;

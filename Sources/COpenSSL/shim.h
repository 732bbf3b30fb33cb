// OpenSSL 3's libcrypto, as the PaymentTokenDecryption target uses it: certificates, CMS, keys, ciphers, errors.
#ifndef PAYMENTREQUESTKIT_COPENSSL_SHIM_H
#define PAYMENTREQUESTKIT_COPENSSL_SHIM_H

#include <openssl/bio.h>
#include <openssl/cms.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/crypto.h>
#include <openssl/pem.h>
#include <openssl/pkcs12.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#include <openssl/x509_vfy.h>
#include <openssl/opensslv.h>

// Macros Swift does not import, as constants.
static const int copenssl_gcm_set_ivlen = EVP_CTRL_GCM_SET_IVLEN;
static const int copenssl_gcm_set_tag = EVP_CTRL_GCM_SET_TAG;
static const int copenssl_rsa_pkcs1_oaep_padding = RSA_PKCS1_OAEP_PADDING;
static const unsigned long copenssl_version_number = OPENSSL_VERSION_NUMBER;

// The stack functions are macros Swift cannot call: the untrusted list of one certificate that a chain is built
// with, and the chain it was built into.
static inline STACK_OF(X509) *copenssl_stack_of_one(X509 *certificate) {
    STACK_OF(X509) *stack = sk_X509_new_null();
    if (stack != NULL && sk_X509_push(stack, certificate) <= 0) {
        sk_X509_free(stack);
        return NULL;
    }
    return stack;
}
static inline void copenssl_stack_free(STACK_OF(X509) *stack) { sk_X509_free(stack); }
static inline int copenssl_chain_count(X509_STORE_CTX *context) {
    STACK_OF(X509) *chain = X509_STORE_CTX_get0_chain(context);
    return chain == NULL ? 0 : sk_X509_num(chain);
}
static inline X509 *copenssl_chain_certificate(X509_STORE_CTX *context, int index) {
    return sk_X509_value(X509_STORE_CTX_get0_chain(context), index);
}

#endif

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
#include <openssl/x509v3.h>
#include <openssl/rand.h>
#include <openssl/opensslv.h>

// Macros Swift does not import, as constants.
static const int copenssl_gcm_set_ivlen = EVP_CTRL_GCM_SET_IVLEN;
static const int copenssl_gcm_set_tag = EVP_CTRL_GCM_SET_TAG;
static const int copenssl_gcm_get_tag = EVP_CTRL_GCM_GET_TAG;
static const int copenssl_mbstring_asc = MBSTRING_ASC;
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

// An AlgorithmIdentifier's algorithm and the DER of its parameters, which must be a SEQUENCE; NID_undef when
// they are not.
static inline int copenssl_algorithm_parameters(
    const X509_ALGOR *algorithm, const unsigned char **bytes, long *length) {
    const ASN1_OBJECT *oid = NULL;
    int type = 0;
    const void *value = NULL;
    X509_ALGOR_get0(&oid, &type, &value, algorithm);
    if (type != V_ASN1_SEQUENCE || value == NULL) return NID_undef;
    *bytes = ASN1_STRING_get0_data((const ASN1_STRING *)value);
    *length = ASN1_STRING_length((const ASN1_STRING *)value);
    return OBJ_obj2nid(oid);
}

// The work a key derivation's parameters ask for, read before anything is derived: PBKDF2's iterations, or
// scrypt's N x r x p; -1 when they cannot be read or are past what a long holds, which refuses the file.
static inline long long copenssl_kdf_cost(const X509_ALGOR *kdf) {
    const unsigned char *bytes = NULL;
    long length = 0;
    long long cost = -1;
    switch (copenssl_algorithm_parameters(kdf, &bytes, &length)) {
    case NID_id_pbkdf2: {
        PBKDF2PARAM *parameters = d2i_PBKDF2PARAM(NULL, &bytes, length);
        if (parameters == NULL) return -1;
        long iterations = ASN1_INTEGER_get(parameters->iter);
        cost = iterations >= 1 ? iterations : -1;
        PBKDF2PARAM_free(parameters);
        break;
    }
    case NID_id_scrypt: {
        SCRYPT_PARAMS *parameters = d2i_SCRYPT_PARAMS(NULL, &bytes, length);
        if (parameters == NULL) return -1;
        uint64_t n = 0, r = 0, p = 0;
        if (ASN1_INTEGER_get_uint64(&n, parameters->costParameter) == 1
            && ASN1_INTEGER_get_uint64(&r, parameters->blockSize) == 1
            && ASN1_INTEGER_get_uint64(&p, parameters->parallelizationParameter) == 1 && n >= 1 && r >= 1 && p >= 1
            && n <= (1ULL << 40) && r <= (1ULL << 20) && p <= (1ULL << 20) && n * r <= (1ULL << 60) / p) {
            cost = (long long)(n * r * p);
        }
        SCRYPT_PARAMS_free(parameters);
        break;
    }
    default: break;
    }
    return cost;
}

// The work an encryption AlgorithmIdentifier of PKCS #12 asks of its key derivation: PBES2's (PBKDF2 or scrypt),
// or the iterations of PKCS #12's own PBE and of PBES1; -1 when it cannot be read.
static inline long long copenssl_pbe_cost(const X509_ALGOR *algorithm) {
    const unsigned char *bytes = NULL;
    long length = 0;
    int algorithm_nid = copenssl_algorithm_parameters(algorithm, &bytes, &length);
    if (algorithm_nid == NID_undef) return -1;
    if (algorithm_nid == NID_pbes2) {
        PBE2PARAM *parameters = d2i_PBE2PARAM(NULL, &bytes, length);
        if (parameters == NULL) return -1;
        long long cost = copenssl_kdf_cost(parameters->keyfunc);
        PBE2PARAM_free(parameters);
        return cost;
    }
    PBEPARAM *parameters = d2i_PBEPARAM(NULL, &bytes, length);
    if (parameters == NULL) return -1;
    long iterations = ASN1_INTEGER_get(parameters->iter);
    PBEPARAM_free(parameters);
    return iterations >= 1 ? iterations : -1;
}

// What reading a PKCS #12 file's keys will cost, found before it is parsed: each encrypted part's and each shrouded
// key's derivation, `each` at most, and `total` at most together. An encrypted part is opened (its cost checked
// first) to reach the keys inside it. Returns 0 when within both, 1 when one part asks more than `each`, 2 when
// together they ask more than `total`, and -1 when a part's parameters cannot be read; `*found` is the cost that
// decided.
static inline int copenssl_pkcs12_bags_cost(
    const STACK_OF(PKCS12_SAFEBAG) *bags, long long each, long long total, long long *sum, long long *found,
    int depth) {
    if (depth > 3) return -1;
    for (int index = 0; index < sk_PKCS12_SAFEBAG_num(bags); index++) {
        const PKCS12_SAFEBAG *bag = sk_PKCS12_SAFEBAG_value(bags, index);
        int status = 0;
        switch (PKCS12_SAFEBAG_get_nid(bag)) {
        case NID_pkcs8ShroudedKeyBag: {
            const X509_ALGOR *algorithm = NULL;
            X509_SIG_get0(PKCS12_SAFEBAG_get0_pkcs8(bag), &algorithm, NULL);
            long long cost = algorithm == NULL ? -1 : copenssl_pbe_cost(algorithm);
            *found = cost;
            if (cost < 0) return -1;
            if (cost > each) return 1;
            *sum += cost;
            if (*sum > total) { *found = *sum; return 2; }
            break;
        }
        case NID_safeContentsBag:
            status = copenssl_pkcs12_bags_cost(PKCS12_SAFEBAG_get0_safes(bag), each, total, sum, found, depth + 1);
            if (status != 0) return status;
            break;
        default: break;
        }
    }
    return 0;
}

static inline int copenssl_pkcs12_cost(
    PKCS12 *container, const char *passphrase, long long each, long long total, long long *found) {
    STACK_OF(PKCS7) *parts = PKCS12_unpack_authsafes(container);
    if (parts == NULL) return -1;
    long long sum = 0;
    int status = 0;
    for (int index = 0; status == 0 && index < sk_PKCS7_num(parts); index++) {
        PKCS7 *part = sk_PKCS7_value(parts, index);
        STACK_OF(PKCS12_SAFEBAG) *bags = NULL;
        switch (OBJ_obj2nid(part->type)) {
        case NID_pkcs7_data: bags = PKCS12_unpack_p7data(part); break;
        case NID_pkcs7_encrypted: {
            long long cost = part->d.encrypted == NULL || part->d.encrypted->enc_data == NULL
                ? -1 : copenssl_pbe_cost(part->d.encrypted->enc_data->algorithm);
            *found = cost;
            if (cost < 0) { status = -1; break; }
            if (cost > each) { status = 1; break; }
            sum += cost;
            if (sum > total) { *found = sum; status = 2; break; }
            bags = PKCS12_unpack_p7encdata(part, passphrase, -1);
            break;
        }
        default: break;
        }
        if (status != 0) break;
        // A part that does not open (a legacy cipher, say) is left to PKCS12_parse, which says why.
        if (bags == NULL) continue;
        status = copenssl_pkcs12_bags_cost(bags, each, total, &sum, found, 0);
        sk_PKCS12_SAFEBAG_pop_free(bags, PKCS12_SAFEBAG_free);
    }
    sk_PKCS7_pop_free(parts, PKCS7_free);
    return status;
}

#endif

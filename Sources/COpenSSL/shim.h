// OpenSSL 3's libcrypto, as the PaymentTokenDecryption target uses it: certificates, CMS, keys, ciphers, errors.
#ifndef PAYMENTREQUESTKIT_COPENSSL_SHIM_H
#define PAYMENTREQUESTKIT_COPENSSL_SHIM_H

#include <openssl/bio.h>
#include <openssl/cms.h>
#include <openssl/err.h>
#include <openssl/evp.h>
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

#endif

// hiredis, the C client of Redis, as the PaymentRequestKitRedis target uses it: blocking connections with
// timeouts, binary-safe commands, replies.
#ifndef PAYMENTREQUESTKIT_CHIREDIS_SHIM_H
#define PAYMENTREQUESTKIT_CHIREDIS_SHIM_H

#include <hiredis/hiredis.h>
#include <sys/time.h>

// Macros Swift does not import, as constants.
static const int chiredis_reply_string = REDIS_REPLY_STRING;
static const int chiredis_reply_array = REDIS_REPLY_ARRAY;
static const int chiredis_reply_integer = REDIS_REPLY_INTEGER;
static const int chiredis_reply_nil = REDIS_REPLY_NIL;
static const int chiredis_reply_status = REDIS_REPLY_STATUS;
static const int chiredis_reply_error = REDIS_REPLY_ERROR;
static const int chiredis_err_io = REDIS_ERR_IO;
static const int chiredis_err_eof = REDIS_ERR_EOF;

#endif

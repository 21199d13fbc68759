/* The implementation is static inline in include/barcheck_sha256.h (see there why); SwiftPM needs a source file. */
#include "barcheck_sha256.h"

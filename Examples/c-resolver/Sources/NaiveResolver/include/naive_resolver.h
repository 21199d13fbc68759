#ifndef NAIVE_RESOLVER_H
#define NAIVE_RESOLVER_H
#include "barcheck_plugin.h"
#endif

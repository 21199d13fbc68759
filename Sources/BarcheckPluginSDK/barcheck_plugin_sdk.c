#include "barcheck_plugin.h"

int barcheck_plugin_sdk_protocol(void) { return BARCHECK_PLUGIN_PROTOCOL; }

/* A plugin that never answers: in-process, nothing can interrupt its call, so only a second SIGINT ends a run. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "barcheck_plugin.h"

const char *barcheck_hello(const char *request) {
  (void)request;
  return strdup("{\"type\":\"hello\",\"protocol\":1,\"name\":\"hanging-plugin\",\"version\":\"0\",\"language\":\"C\"}");
}

const char *barcheck_run(const char *request) {
  (void)request;
  for (;;) sleep(3600);
  return NULL;
}

void barcheck_free(const char *response) { free((void *)response); }

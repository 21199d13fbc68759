/* A plugin that crashes on its second case: with --isolate that must be a `crash` outcome. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "barcheck_plugin.h"

static int runs = 0;

const char *barcheck_hello(const char *request) {
  (void)request;
  return strdup("{\"type\":\"hello\",\"protocol\":1,\"name\":\"crashing-plugin\",\"version\":\"0\",\"language\":\"C\"}");
}

const char *barcheck_run(const char *request) {
  runs += 1;
  if (runs == 2) {
    fprintf(stderr, "crashing-plugin: about to dereference NULL\n");
    fflush(stderr);
    *(volatile int *)0 = 1; /* a real fault: nothing can carry on after it */
  }
  const char *id = strstr(request, "\"id\":\"");
  char buffer[64] = "c0";
  if (id) sscanf(id + 6, "%63[^\"]", buffer);
  char *answer = malloc(256);
  snprintf(answer, 256, "{\"type\":\"skip\",\"id\":\"%s\",\"reason\":\"run %d\"}", buffer, runs);
  return answer;
}

void barcheck_free(const char *response) { free((void *)response); }

/* The naive resolver as a protocol v1 program: one JSON message a line on stdin, answers on stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "naive_resolver.h"

int main(void) {
  char *line = NULL;
  size_t capacity = 0;
  ssize_t length;
  while ((length = getline(&line, &capacity, stdin)) > 0) {
    if (strstr(line, "\"type\":\"stop\"")) break;
    const char *answer = NULL;
    if (strstr(line, "\"type\":\"hello\"")) {
      answer = barcheck_hello(line);
    } else if (strstr(line, "\"type\":\"run\"")) {
      answer = barcheck_run(line);
    }
    if (answer) {
      fputs(answer, stdout);
      fputc('\n', stdout);
      fflush(stdout);
      barcheck_free(answer);
    }
  }
  free(line);
  return 0;
}

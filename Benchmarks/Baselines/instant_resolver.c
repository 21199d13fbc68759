/*
 * instant_resolver.c: a resolver that answers every case at once, for `barcheck bench`.
 *
 * It measures what the runner costs, not what a resolver costs: it never parses the case. It reads the
 * request's id (the first "id" of the line: barcheck writes {"type":"run","id":"c17",...}) and answers
 * with the observations it was given at start-up, so the bench runs it on copies of one case whose
 * observations those are.
 *
 * Built by `barcheck bench` with the system C compiler, in two shapes:
 *   cc -O2 -o instant-resolver instant_resolver.c
 *       a protocol v1 program (exec:), observations in argv[1], maxInFlight 64;
 *   cc -O2 -shared -fPIC -DBARCHECK_INSTANT_PLUGIN -I<plugin SDK include> -o libinstant.so instant_resolver.c
 *       a plugin, observations in the environment variable BARCHECK_INSTANT_OBSERVATIONS.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char hello[] =
    "{\"type\":\"hello\",\"protocol\":1,\"name\":\"instant\",\"version\":\"1.0.0\",\"language\":\"C\","
    "\"capabilities\":{\"maxInFlight\":64}}";

/* Writes {"type":"result","id":<id>,"observations":<observations>} into a new string, or returns NULL
 * when the request has no string id. */
static char *answer(const char *request, const char *observations) {
  const char *key = strstr(request, "\"id\":\"");
  if (key == NULL) return NULL;
  const char *id = key + 5; /* the id's opening quote */
  const char *end = strchr(id + 1, '"');
  if (end == NULL) return NULL;
  size_t idLength = (size_t)(end - id) + 1;
  static const char head[] = "{\"type\":\"result\",\"id\":";
  static const char middle[] = ",\"observations\":";
  size_t length = sizeof head - 1 + idLength + sizeof middle - 1 + strlen(observations) + 1;
  char *out = malloc(length + 1);
  if (out == NULL) return NULL;
  char *p = out;
  memcpy(p, head, sizeof head - 1), p += sizeof head - 1;
  memcpy(p, id, idLength), p += idLength;
  memcpy(p, middle, sizeof middle - 1), p += sizeof middle - 1;
  size_t observationsLength = strlen(observations);
  memcpy(p, observations, observationsLength), p += observationsLength;
  *p++ = '}';
  *p = '\0';
  return out;
}

#ifdef BARCHECK_INSTANT_PLUGIN
#include "barcheck_plugin.h"

static const char *canned = "[]";

const char *barcheck_hello(const char *request) {
  (void)request;
  const char *given = getenv("BARCHECK_INSTANT_OBSERVATIONS");
  if (given != NULL) canned = given;
  return strdup(hello);
}

const char *barcheck_run(const char *request) { return answer(request, canned); }

void barcheck_free(const char *response) { free((void *)response); }

int barcheck_plugin_sdk_protocol(void) { return BARCHECK_PLUGIN_PROTOCOL; }

#else

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: instant-resolver '<observations as a JSON array>'\n");
    return 2;
  }
  char *line = NULL;
  size_t capacity = 0;
  if (getline(&line, &capacity, stdin) < 0) return 1; /* the runner's hello */
  printf("%s\n", hello);
  fflush(stdout);
  while (getline(&line, &capacity, stdin) >= 0) {
    if (strncmp(line, "{\"type\":\"stop\"", 14) == 0) break;
    char *out = answer(line, argv[1]);
    if (out == NULL) {
      fprintf(stderr, "instant-resolver: a request without an id\n");
      continue;
    }
    puts(out);
    free(out);
    fflush(stdout);
  }
  free(line);
  return 0;
}

#endif

/*
 * jsonc_parse.c: json-c's json_tokener_parse over files, for the baseline of `barcheck bench`'s loading figure.
 *
 * Reads every file into memory, then parses them all, round after round, until the given seconds have passed,
 * freeing each tree; prints the bytes parsed a second (a plain number). It only parses: no types, no keys, no
 * positions, which is what barcheck's loader must be at least as fast as while doing all of those.
 *
 * Built by `barcheck bench` with the system C compiler: cc -O2 -o jsonc-parse jsonc_parse.c -ljson-c
 *
 * usage: jsonc-parse <seconds> <file>...
 */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: jsonc-parse <seconds> <file>...\n");
    return 2;
  }
  double seconds = atof(argv[1]);
  int count = argc - 2;
  char **texts = calloc((size_t)count, sizeof *texts);
  size_t total = 0;
  for (int i = 0; i < count; i++) {
    FILE *file = fopen(argv[i + 2], "rb");
    if (file == NULL) {
      fprintf(stderr, "jsonc-parse: cannot read %s\n", argv[i + 2]);
      return 1;
    }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    texts[i] = malloc((size_t)length + 1);
    size_t read = fread(texts[i], 1, (size_t)length, file);
    texts[i][read] = '\0';
    total += read;
    fclose(file);
  }
  long rounds = 0;
  double start = now(), elapsed = 0;
  do {
    for (int i = 0; i < count; i++) {
      json_object *root = json_tokener_parse(texts[i]);
      if (root == NULL) {
        fprintf(stderr, "jsonc-parse: %s is not JSON\n", argv[i + 2]);
        return 1;
      }
      json_object_put(root);
    }
    rounds++;
    elapsed = now() - start;
  } while (elapsed < seconds);
  printf("%.0f\n", (double)total * (double)rounds / elapsed);
  return 0;
}
